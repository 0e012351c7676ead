import { halalasToText, money, moneyAnswer, optionalMoney, signedMoney } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/harness';
import type { ZodTypeProvider } from './validation';

// A route of this test only: money in as decimal riyals, halalas in the handler, decimal riyals out.
function routes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/money',
    {
      schema: {
        body: z.object({ price: money, adjustment: signedMoney.optional(), max_discount: optionalMoney }),
        response: {
          200: z.object({
            data: z.object({ price: moneyAnswer, halalas: z.number().int(), max_discount: moneyAnswer.nullable() }),
          }),
        },
      },
    },
    async (request) => ({
      data: {
        price: halalasToText(request.body.price),
        halalas: request.body.price,
        max_discount: request.body.max_discount === undefined ? null : halalasToText(request.body.max_discount),
      },
    }),
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: routes });
});
afterAll(() => ctx?.close());

function post(payload: Record<string, unknown> | string, locale: 'ar' | 'en' = 'en') {
  const form = typeof payload === 'string';
  return ctx.app.inject({
    method: 'POST',
    url: '/api/test/money',
    headers: { locale, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload,
  });
}

describe('money fields of a request', () => {
  it('read decimal riyals from JSON numbers and form strings, and answer with two decimals', async () => {
    const json = await post({ price: 19.99, max_discount: '5' });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toEqual({ price: '19.99', halalas: 1999, max_discount: '5.00' });

    const form = await post('price=0.5&max_discount=');
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toEqual({ price: '0.50', halalas: 50, max_discount: null });
  });

  it('refuse what is not an amount with a 422 naming each field, in the language of the request', async () => {
    const english = await post({ price: '1.999', adjustment: '1e3', max_discount: -1 });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      price: ['The price may have at most two decimals.'],
      adjustment: ['The adjustment must be an amount in riyals, digits only, such as 19.99.'],
      max_discount: ['The maximum discount may not be negative.'],
    });

    const arabic = await post({ price: '21474836.48' }, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors.price).toEqual([expect.stringContaining('21474836.47')]);
    expect(arabic.json().errors.price[0]).toMatch(/^يجب ألا يزيد حقل .+ عن 21474836\.47 ريال\.$/);

    const missing = await post({}, 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.price).toEqual(['The price field is required.']);
  });

  it('appear in the API document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/test/money'].post).toBeDefined();
  });
});
