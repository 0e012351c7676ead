import { PERMISSIONS } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledgerAccounts, ledgerEntries } from '../db/schema/index';
import { authHeader, signInAs } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { type Actor, staffActor, systemActor } from './actor';
import {
  append,
  balanceOf,
  entriesOf,
  findAccount,
  IdempotencyConflictError,
  InsufficientBalanceError,
  type LedgerAccountRef,
  type LedgerChange,
} from './ledger';
import { mutate } from './mutate';
import { adminRouter } from './routes';

/** A test-only staff route that debits or credits a wallet, as the store's wallet tab will. */
function walletRoutes(app: FastifyInstance) {
  const route = adminRouter(app, 'kernel test');
  route.post(
    '/api/admin/kernel-test/wallet/:owner',
    {
      permission: 'list users',
      summary: 'test',
      params: z.object({ owner: z.coerce.number().int().positive() }),
      body: z.object({ amount: z.number().int(), reason: z.enum(['adjustment', 'bonus']), key: z.string() }),
      response: z.object({ data: z.object({ balance_after: z.number(), replayed: z.boolean() }) }),
    },
    (ctx, { params, body }) =>
      mutate(ctx, { action: 'update wallet', mode: 'update', subject: 'wallet' }, async ({ tx }) => {
        const { entry, replayed } = await append(
          tx,
          { kind: 'wallet', ownerType: 'customer', ownerId: params.owner },
          { delta: body.amount, reason: body.reason, idempotencyKey: body.key, actor: staffActor(ctx.actor) },
        );
        return { data: { balance_after: entry.balanceAfter, replayed } };
      }),
  );
}

let ctx: TestContext;
let token: string;
const system: Actor = systemActor('test');

beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: walletRoutes });
  token = (await signInAs(ctx.app, { permissions: PERMISSIONS })).token;
});
afterAll(() => ctx.close());

let nextOwner = 1000;
const wallet = (): LedgerAccountRef => ({ kind: 'wallet', ownerType: 'customer', ownerId: nextOwner++ });
const points = (): LedgerAccountRef => ({ kind: 'points', ownerType: 'customer', ownerId: nextOwner++ });

/** One entry in a transaction of its own. */
const appendAlone = (ref: LedgerAccountRef, change: Omit<LedgerChange, 'actor'> & { actor?: Actor }) =>
  ctx.app.db.transaction((tx) => append(tx, ref, { actor: system, ...change }));

async function entriesInOrder(ref: LedgerAccountRef) {
  const account = await findAccount(ctx.app.db, ref);
  if (!account) return [];
  return ctx.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id))
    .orderBy(asc(ledgerEntries.id));
}

/** Every entry starts where the previous one ended, from zero, and the account holds the last one's balance. */
async function expectUnbrokenChain(ref: LedgerAccountRef) {
  const entries = await entriesInOrder(ref);
  let balance = 0;
  for (const entry of entries) {
    expect(entry.balanceBefore).toBe(balance);
    expect(entry.balanceAfter).toBe(entry.balanceBefore + entry.delta);
    balance = entry.balanceAfter;
  }
  const account = await findAccount(ctx.app.db, ref);
  expect(account?.balance).toBe(balance);
  expect(account?.version).toBe(entries.length);
  return entries;
}

describe('ledger: append', () => {
  it('100 concurrent credits and debits of one new account end with the exact balance and an unbroken chain', async () => {
    const ref = wallet();
    const changes: number[] = [];
    for (let i = 0; i < 100; i++) changes.push(i % 3 === 0 ? -(100 + i) : 500 + i * 7);
    // The account starts with the sum of every debit, so no debit is refused whatever order they run in.
    const start = changes.filter((d) => d < 0).reduce((sum, d) => sum - d, 0);
    await appendAlone(ref, { delta: start, reason: 'bonus', idempotencyKey: 'start' });

    let inFlight = 0;
    let mostInFlight = 0;
    const started = performance.now();
    await Promise.all(
      changes.map((delta, i) =>
        ctx.app.db.transaction(async (tx) => {
          inFlight++;
          mostInFlight = Math.max(mostInFlight, inFlight);
          try {
            return await append(tx, ref, {
              delta,
              reason: delta > 0 ? 'refund' : 'adjustment',
              idempotencyKey: `change-${i}`,
              reference: { type: 'order', id: i + 1 },
              actor: system,
            });
          } finally {
            inFlight--;
          }
        }),
      ),
    );
    const elapsed = performance.now() - started;
    console.info(
      `ledger: 100 concurrent appends on ${ctx.database.kind} in ${elapsed.toFixed(0)} ms (at most ${mostInFlight} transactions at once)`,
    );
    // Through the pool several transactions really are open at once; the embedded database runs one at a time.
    if (ctx.database.kind === 'postgres') expect(mostInFlight).toBeGreaterThan(1);

    const expected = start + changes.reduce((sum, d) => sum + d, 0);
    expect(await balanceOf(ctx.app.db, ref)).toBe(expected);
    const entries = await expectUnbrokenChain(ref);
    expect(entries).toHaveLength(101);
    const accounts = await ctx.app.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'customer'), eq(ledgerAccounts.ownerId, ref.ownerId)));
    expect(accounts).toHaveLength(1);
  });

  it('creates an account once when its first entries arrive together', async () => {
    const ref = points();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        appendAlone(ref, { delta: 10, reason: 'points_earned', idempotencyKey: `earn-${i}` }),
      ),
    );
    expect(await balanceOf(ctx.app.db, ref)).toBe(200);
    await expectUnbrokenChain(ref);
  });

  it('gives a retried request its first entry back instead of crediting twice', async () => {
    const ref = wallet();
    const first = await appendAlone(ref, { delta: 2500, reason: 'bonus', idempotencyKey: 'req-1' });
    expect(first.replayed).toBe(false);
    const again = await appendAlone(ref, { delta: 2500, reason: 'bonus', idempotencyKey: 'req-1' });
    expect(again.replayed).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);

    // Retries racing each other: still one entry.
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => appendAlone(ref, { delta: 700, reason: 'bonus', idempotencyKey: 'req-2' })),
    );
    expect(racing.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(racing.map((r) => r.entry.id)).size).toBe(1);

    expect(await balanceOf(ctx.app.db, ref)).toBe(3200);
    expect(await expectUnbrokenChain(ref)).toHaveLength(2);
  });

  it('refuses a reused key with a different change (409), and keys belong to one account', async () => {
    const ref = wallet();
    await appendAlone(ref, { delta: 1000, reason: 'bonus', idempotencyKey: 'same' });
    await expect(appendAlone(ref, { delta: 999, reason: 'bonus', idempotencyKey: 'same' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await expect(appendAlone(ref, { delta: 1000, reason: 'refund', idempotencyKey: 'same' })).rejects.toMatchObject({
      statusCode: 409,
    });
    const other = await appendAlone(wallet(), { delta: 999, reason: 'bonus', idempotencyKey: 'same' });
    expect(other.replayed).toBe(false);
    expect(await balanceOf(ctx.app.db, ref)).toBe(1000);
  });

  it('never takes the balance below zero unless the reason allows it', async () => {
    const ref = wallet();
    await appendAlone(ref, { delta: 500, reason: 'bonus', idempotencyKey: 'in' });
    const refused = appendAlone(ref, { delta: -501, reason: 'order_payment', idempotencyKey: 'pay' });
    await expect(refused).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(refused).rejects.toMatchObject({ statusCode: 422 });
    expect(await balanceOf(ctx.app.db, ref)).toBe(500);
    expect(await entriesInOrder(ref)).toHaveLength(1);
    // Down to exactly zero is fine.
    await appendAlone(ref, { delta: -500, reason: 'order_payment', idempotencyKey: 'pay-all' });
    expect(await balanceOf(ctx.app.db, ref)).toBe(0);

    // Earned points taken back after they were spent may leave the points balance below zero.
    const pts = points();
    await appendAlone(pts, { delta: 300, reason: 'points_earned', idempotencyKey: 'earn' });
    await appendAlone(pts, { delta: -250, reason: 'points_redeemed', idempotencyKey: 'spend' });
    await expect(
      appendAlone(pts, { delta: -300, reason: 'points_redeemed', idempotencyKey: 'spend-more' }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    const reversal = await appendAlone(pts, { delta: -300, reason: 'points_earned_reversal', idempotencyKey: 'undo' });
    expect(reversal.entry).toMatchObject({ balanceBefore: 50, balanceAfter: -250 });
    expect(await balanceOf(ctx.app.db, pts)).toBe(-250);
    await expectUnbrokenChain(pts);
  });

  it('refuses a change against the direction of its reason, and a reason of the other ledger', async () => {
    const ref = wallet();
    await expect(appendAlone(ref, { delta: -100, reason: 'bonus', idempotencyKey: 'a' })).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { amount: [{ key: 'greater_than' }] },
    });
    await expect(appendAlone(ref, { delta: 0, reason: 'adjustment', idempotencyKey: 'b' })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(appendAlone(ref, { delta: 10, reason: 'points_earned', idempotencyKey: 'c' })).rejects.toThrow(
      /not one of the wallet ledger/,
    );
    expect(await findAccount(ctx.app.db, ref)).toBeUndefined();
  });

  it('pages entries newest first', async () => {
    const ref = wallet();
    for (let i = 1; i <= 3; i++) await appendAlone(ref, { delta: i * 100, reason: 'bonus', idempotencyKey: `p${i}` });
    const page = await entriesOf(ctx.app.db, ref, { page: 1, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.delta)).toEqual([300, 200]);
    expect(await entriesOf(ctx.app.db, wallet(), { page: 1, limit: 2 })).toEqual({ data: [], total: 0 });
  });
});

describe('ledger: the database as a second line of defence', () => {
  async function accountWithEntry() {
    const ref = wallet();
    const { entry } = await appendAlone(ref, { delta: 100, reason: 'bonus', idempotencyKey: 'x' });
    return entry;
  }
  const insert = (values: Partial<typeof ledgerEntries.$inferInsert> & { accountId: number }) =>
    ctx.app.db.insert(ledgerEntries).values({
      delta: 10,
      balanceBefore: 100,
      balanceAfter: 110,
      reason: 'bonus',
      idempotencyKey: `raw-${Math.random()}`,
      actorKind: 'system',
      ...values,
    });

  it('refuses entries whose arithmetic is wrong, that are zero, or that go below zero without a reason allowing it', async () => {
    const { accountId } = await accountWithEntry();
    await expect(insert({ accountId, balanceAfter: 111 })).rejects.toThrow();
    await expect(insert({ accountId, delta: 0, balanceAfter: 100 })).rejects.toThrow();
    await expect(insert({ accountId, delta: -200, balanceAfter: -100, reason: 'adjustment' })).rejects.toThrow();
    await expect(insert({ accountId, reason: 'made_up' as 'bonus' })).rejects.toThrow();
    await expect(insert({ accountId, idempotencyKey: 'x' })).rejects.toThrow();
    await insert({ accountId });
  });

  it('keeps entries append-only', async () => {
    const entry = await accountWithEntry();
    await expect(
      ctx.app.db.update(ledgerEntries).set({ delta: 5000, balanceAfter: 5000 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(ctx.app.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
  });
});

describe('ledger: refusals through the API', () => {
  const post = (owner: number, body: object, locale: 'ar' | 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/kernel-test/wallet/${owner}`,
      headers: { ...authHeader(token), locale },
      payload: body,
    });

  it('a debit beyond the balance is a 422 on the amount, in the request language, naming the balance', async () => {
    const owner = nextOwner++;
    expect((await post(owner, { amount: 1250, reason: 'bonus', key: 'k1' }, 'en')).statusCode).toBe(200);
    const en = await post(owner, { amount: -5000, reason: 'adjustment', key: 'k2' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      amount: ['The available balance (SAR 12.50) is not enough for this operation.'],
    });
    const ar = await post(owner, { amount: -5000, reason: 'adjustment', key: 'k3' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ amount: ['الرصيد المتاح (12.50 ر.س) لا يكفي لهذه العملية.'] });
  });

  it('an amount against the direction of its reason is a 422 naming the amount field in the request language', async () => {
    const ar = await post(nextOwner++, { amount: -5, reason: 'bonus', key: 'neg' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ amount: ['يجب أن تكون قيمة حقل المبلغ أكبر من 0.'] });
    const en = await post(nextOwner++, { amount: -5, reason: 'bonus', key: 'neg' }, 'en');
    expect(en.json().errors).toEqual({ amount: ['The amount must be greater than 0.'] });
  });

  it('a replay answers the first entry; the key reused for another amount is a 409 in the request language', async () => {
    const owner = nextOwner++;
    const first = await post(owner, { amount: 300, reason: 'bonus', key: 'same' }, 'en');
    const again = await post(owner, { amount: 300, reason: 'bonus', key: 'same' }, 'en');
    expect(again.json().data).toEqual({ balance_after: first.json().data.balance_after, replayed: true });
    const en = await post(owner, { amount: 400, reason: 'bonus', key: 'same' }, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This idempotency key was already used for a different operation.');
    const ar = await post(owner, { amount: 400, reason: 'bonus', key: 'same' }, 'ar');
    expect(ar.json().message).toBe('استُخدم مفتاح منع التكرار هذا من قبل لعملية مختلفة.');
  });
});
