import { createHash, randomUUID } from 'node:crypto';
import {
  type CustomerCreateBody,
  type CustomerItem,
  type CustomerQuery,
  type CustomerUpdateBody,
  halalasToText,
  IDEMPOTENCY_KEY_MAX,
  ORDER_STATUS,
  type PageQuery,
  type PointsAction,
  type PointsActionBody,
  type PointsEntryItem,
  type WalletAction,
  type WalletBody,
  type WalletEntryItem,
} from '@app/contracts';
import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { customers, ledgerAccounts, type ledgerEntries, orders } from '../../../db/schema/index';
import { fieldError, forbidden, notFound } from '../../../errors';
import { staffActor } from '../../../kernel/actor';
import type { AdminContext } from '../../../kernel/context';
import { append, customerLedger, entriesOf } from '../../../kernel/ledger';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
import { hashPassword } from '../../../lib/passwords';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';
import { removeCustomer } from './removal-service';

const SUBJECT = 'customers';
const HEALTH_PERMISSION = 'show customer health data';
const HEALTH_FIELDS = ['food_allergies', 'medicine_allergies', 'symptoms'] as const;

const wallet = alias(ledgerAccounts, 'wallet');
const points = alias(ledgerAccounts, 'points');

/** What a customer has bought: their delivered orders' totals, VAT and delivery included. */
const buyingAmount = sql<number>`coalesce((select sum(o.total_after_vat) from orders o where o.customer_id = ${customers.id} and o.status = ${ORDER_STATUS.delivered}), 0)::int`;

function customerSelect(db: DbOrTx) {
  return db
    .select({ customer: customers, wallet: wallet.balance, points: points.balance, buying: buyingAmount })
    .from(customers)
    .leftJoin(
      wallet,
      and(eq(wallet.ownerType, 'customer'), eq(wallet.ownerId, customers.id), eq(wallet.kind, 'wallet')),
    )
    .leftJoin(
      points,
      and(eq(points.ownerType, 'customer'), eq(points.ownerId, customers.id), eq(points.kind, 'points')),
    );
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerSelect>['execute']>>[number];

const canSeeHealth = (ctx: AdminContext) => ctx.actor.permissions.has(HEALTH_PERMISSION);

function toCustomer(ctx: AdminContext, row: CustomerRow, withHealth: boolean): CustomerItem {
  const { customer } = row;
  const item: CustomerItem = {
    id: customer.id,
    image: customer.image ? ctx.files.publicUrl(customer.image) : null,
    name: customer.name,
    mobile: customer.mobile,
    email: customer.email,
    birth: customer.birth,
    gender: customer.gender,
    role: customer.role,
    city: customer.city,
    active: customer.active ? 1 : 0,
    buying_amount: halalasToText(row.buying),
    points: row.points ?? 0,
    wallet_balance: halalasToText(row.wallet ?? 0),
    last_login: customer.lastLoginAt?.toISOString() ?? null,
    created_at: customer.createdAt.toISOString(),
    health_visible: withHealth ? 1 : 0,
  };
  if (withHealth) {
    item.food_allergies = customer.foodAllergies;
    item.medicine_allergies = customer.medicineAllergies;
    item.symptoms = customer.symptoms;
  }
  return item;
}

/** GET /admin/user: newest first; the most-buying tab lists those with purchases, the largest first. */
export function listCustomers(ctx: AdminContext, query: CustomerQuery) {
  const pattern = containsPattern(query.search);
  const conditions = [isNull(customers.anonymisedAt)];
  if (pattern) conditions.push(like(customers.searchKey, pattern));
  const mostBuying = query.most_buying === 1;
  if (mostBuying) conditions.push(sql`${buyingAmount} > 0`);
  const where = and(...conditions);
  const order = mostBuying ? [desc(buyingAmount), desc(customers.id)] : [desc(customers.id)];
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        customerSelect(ctx.db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(customers).where(where))[0]?.n ?? 0,
    },
    (row) => toCustomer(ctx, row, false),
  );
}

async function readCustomer(db: DbOrTx, id: number): Promise<CustomerRow> {
  const [row] = await customerSelect(db).where(and(eq(customers.id, id), isNull(customers.anonymisedAt)));
  if (!row) throw notFound();
  return row;
}

/**
 * GET /admin/user/{id}. Staff who may see health data get it, and the view is logged (who, when,
 * whose) before it is answered; the others get the record without it.
 */
export async function getCustomer(ctx: AdminContext, id: number): Promise<CustomerItem> {
  if (!canSeeHealth(ctx)) return toCustomer(ctx, await readCustomer(ctx.db, id), false);
  return mutate(ctx, { action: HEALTH_PERMISSION, mode: 'view', subject: SUBJECT }, async (scope) => {
    const row = await readCustomer(scope.tx, id);
    scope.describe(id, row.customer.name);
    return toCustomer(ctx, row, true);
  });
}

export type CustomerCreate = CustomerCreateBody & { image?: UploadedFile };
export type CustomerUpdate = CustomerUpdateBody & { image?: UploadedFile };

function keyOf(values: { name: string; email: string | null; mobile: string }): string {
  // The mobile is searchable as typed locally too (05…), not only in its stored +966 form.
  return searchKey(values.name, values.email, values.mobile, values.mobile.replace(/^\+966/, '0'));
}

const uniqueMessages = {
  customers_mobile_unique: { field: 'mobile', key: 'taken' },
  customers_email_unique: { field: 'email', key: 'email_taken' },
} as const;

function refuseHealthWithout(ctx: AdminContext, input: CustomerUpdateBody): void {
  if (canSeeHealth(ctx)) return;
  if (HEALTH_FIELDS.some((field) => input[field] !== undefined)) throw forbidden();
}

export async function createCustomer(ctx: AdminContext, input: CustomerCreate): Promise<CustomerItem> {
  refuseHealthWithout(ctx, input);
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  const passwordHash = await hashPassword(input.password);
  return mutate(ctx, { action: 'add store users', mode: 'create', subject: SUBJECT, uniqueMessages }, async (scope) => {
    const imageKey = image ? (await scope.saveFile(image, { folder: 'customers' })).key : null;
    const [row] = await scope.tx
      .insert(customers)
      .values({
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        passwordHash,
        image: imageKey,
        birth: input.birth,
        gender: input.gender,
        role: input.role,
        city: input.city,
        active: input.active === 1,
        foodAllergies: input.food_allergies,
        medicineAllergies: input.medicine_allergies,
        symptoms: input.symptoms,
        searchKey: keyOf(input),
      })
      .returning({ id: customers.id });
    scope.describe(row!.id, input.name);
    return toCustomer(ctx, await readCustomer(scope.tx, row!.id), canSeeHealth(ctx));
  });
}

/** A field left out keeps its value; the health fields only for staff who may see them. */
export async function updateCustomer(ctx: AdminContext, id: number, input: CustomerUpdate): Promise<CustomerItem> {
  refuseHealthWithout(ctx, input);
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(
    ctx,
    { action: 'update store users', mode: 'update', subject: SUBJECT, uniqueMessages },
    async (scope) => {
      const { customer: old } = await readCustomer(scope.tx, id);
      let imageKey = old.image;
      if (image) {
        imageKey = (await scope.saveFile(image, { folder: 'customers' })).key;
        if (old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
      }
      const next = {
        name: input.name ?? old.name,
        mobile: input.mobile ?? old.mobile,
        email: input.email === undefined ? old.email : input.email,
      };
      const keep = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
      await scope.tx
        .update(customers)
        .set({
          ...next,
          image: imageKey,
          birth: keep(input.birth, old.birth),
          gender: keep(input.gender, old.gender),
          role: input.role ?? old.role,
          city: keep(input.city, old.city),
          active: input.active === undefined ? old.active : input.active === 1,
          foodAllergies: keep(input.food_allergies, old.foodAllergies),
          medicineAllergies: keep(input.medicine_allergies, old.medicineAllergies),
          symptoms: keep(input.symptoms, old.symptoms),
          searchKey: keyOf(next),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, id));
      scope.describe(id, next.name);
      return toCustomer(ctx, await readCustomer(scope.tx, id), canSeeHealth(ctx));
    },
  );
}

/** Deletes a customer (see `removeCustomer`): staff's delete button. */
export function deleteCustomer(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, { action: 'delete store users', mode: 'delete', subject: SUBJECT }, async (scope) => {
    const { customer } = await readCustomer(scope.tx, id);
    scope.describe(id, customer.name);
    await removeCustomer(scope, id);
  });
}

// ---------------------------------------------------------------------------------------------
// Wallet and points

/** How ledger entries name the order they concern (as checkout and status changes write them). */
const ORDER_REFERENCE = 'order';
/** Starts the ledger key of every staff action (see `staffKey`). */
const STAFF_KEY_PREFIX = 'staff:';

function entryOf<T extends 'wallet' | 'points'>(
  kind: T,
  entry: typeof ledgerEntries.$inferSelect,
): T extends 'wallet' ? WalletEntryItem : PointsEntryItem {
  const base = {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    transaction_type: entry.reason,
    description: entry.description,
    order_id: entry.referenceType === ORDER_REFERENCE ? entry.referenceId : null,
    by: entry.actorName,
    by_kind: entry.actorKind,
  };
  const item =
    kind === 'wallet'
      ? {
          ...base,
          amount: halalasToText(entry.delta),
          balance_before: halalasToText(entry.balanceBefore),
          balance_after: halalasToText(entry.balanceAfter),
        }
      : { ...base, points: entry.delta, balance_before: entry.balanceBefore, balance_after: entry.balanceAfter };
  return item as T extends 'wallet' ? WalletEntryItem : PointsEntryItem;
}

export async function walletEntries(ctx: AdminContext, customerId: number, query: PageQuery) {
  await readCustomer(ctx.db, customerId);
  const page = await entriesOf(ctx.db, customerLedger('wallet', customerId), query);
  return { data: page.data.map((entry) => entryOf('wallet', entry)), total: page.total };
}

export async function pointsEntries(ctx: AdminContext, customerId: number, query: PageQuery) {
  await readCustomer(ctx.db, customerId);
  const page = await entriesOf(ctx.db, customerLedger('points', customerId), query);
  return { data: page.data.map((entry) => entryOf('points', entry)), total: page.total };
}

/**
 * The ledger key of a staff action: the request's Idempotency-Key (a new one when it sent none),
 * kept apart from the keys the system writes (`order:12:earned`), so a client's key can never
 * stand in for, and then block, an entry the system owes the customer.
 */
function staffKey(ctx: AdminContext): string {
  const key = ctx.idempotencyKey ?? randomUUID();
  const kept =
    key.length <= IDEMPOTENCY_KEY_MAX - STAFF_KEY_PREFIX.length ? key : createHash('sha256').update(key).digest('hex');
  return `${STAFF_KEY_PREFIX}${kept}`;
}

/** The order a staff entry names, which must be one of the customer's own: 422 on `order_id` otherwise. */
async function orderReference(tx: DbOrTx, customerId: number, orderId: number | null | undefined) {
  if (orderId === null || orderId === undefined) return null;
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (order?.customerId !== customerId) throw fieldError('order_id', 'order_of_other_customer', { order: orderId });
  return { type: ORDER_REFERENCE, id: orderId };
}

/**
 * POST /admin/wallet/{bonus|refund|adjustment}/{userId}: one ledger entry. A bonus or a refund adds a
 * positive amount; an adjustment is signed and never takes the balance below zero. The request's
 * Idempotency-Key makes a retried click write nothing more.
 */
export function walletAction(
  ctx: AdminContext,
  type: WalletAction,
  customerId: number,
  body: WalletBody,
): Promise<WalletEntryItem> {
  if (type === 'adjustment' ? body.amount === 0 : body.amount <= 0) {
    throw fieldError('amount', type === 'adjustment' ? 'amount_not_zero' : 'amount_positive');
  }
  return mutate(ctx, { action: 'manage customer wallets', mode: type, subject: SUBJECT }, async (scope) => {
    const { customer } = await readCustomer(scope.tx, customerId);
    const { entry } = await append(scope.tx, customerLedger('wallet', customerId), {
      delta: body.amount,
      reason: type,
      idempotencyKey: staffKey(ctx),
      description: body.description ?? null,
      actor: staffActor(ctx.actor),
    });
    scope.describe(customerId, customer.name);
    return entryOf('wallet', entry);
  });
}

/**
 * POST /admin/points/{add|deduct}/{userId}: staff add points to a customer or take them off, with
 * the reason they give and, optionally, the order it concerns (one of the customer's). Both are a
 * `points_adjustment` entry, positive or negative; taking more than the balance is a 422 on
 * `points` naming what is available. The request's Idempotency-Key makes a retried click write
 * nothing more.
 */
export function pointsAction(
  ctx: AdminContext,
  type: PointsAction,
  customerId: number,
  body: PointsActionBody,
): Promise<PointsEntryItem> {
  return mutate(ctx, { action: 'manage customer points', mode: `${type}_points`, subject: SUBJECT }, async (scope) => {
    const { customer } = await readCustomer(scope.tx, customerId);
    const reference = await orderReference(scope.tx, customerId, body.order_id);
    const { entry } = await append(scope.tx, customerLedger('points', customerId), {
      delta: type === 'add' ? body.points : -body.points,
      reason: 'points_adjustment',
      idempotencyKey: staffKey(ctx),
      reference,
      description: body.description,
      actor: staffActor(ctx.actor),
      field: 'points',
    });
    scope.describe(customerId, customer.name);
    return entryOf('points', entry);
  });
}
