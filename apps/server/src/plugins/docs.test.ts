import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/harness';
import { uploadedFile } from './form-body';
import type { ZodTypeProvider } from './validation';

function routes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/docs-branch',
    {
      schema: {
        body: z.object({ name: z.string().min(1), image: uploadedFile.optional() }),
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async () => ({ data: { id: 1 } }),
  );
  r.get('/api/test/docs-public', { config: { public: true } }, async () => ({ data: 'ok' }));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: routes });
});
afterAll(() => ctx?.close());

describe('API docs', () => {
  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(doc.security).toEqual([{ bearerAuth: [] }]);

    const branch = doc.paths['/api/test/docs-branch'].post;
    const body = branch.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name']);
    expect(body.properties.name).toMatchObject({ type: 'string', minLength: 1 });
    expect(body.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(branch.responses['200'].content['application/json'].schema.properties.data.properties.id.type).toBe(
      'number',
    );
  });

  it('shows public routes without the bearer requirement', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/test/docs-public'].get.security).toEqual([]);
    expect(doc.paths['/api/test/docs-branch'].post.security).toBeUndefined();
  });

  it('leaves internal routes (static files, docs, signed downloads) out of the document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p.startsWith('/uploads') || p.startsWith('/api/docs') || p === '/api/files/signed')).toBe(
      false,
    );
    expect(paths).toContain('/api/health');
  });

  it('serves the browsable UI under the same security headers', async () => {
    const index = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toContain('swagger-initializer.js');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});
