import {
  deltaFitsReason,
  IDEMPOTENCY_KEY_MAX,
  INT32_MAX,
  INT32_MIN,
  LEDGER_REASONS,
  type LedgerKind,
  type LedgerReason,
  type Locale,
  type PageAnswer,
  type PageQuery,
} from '@app/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries } from '../db/schema/index';
import { AppError, fieldError } from '../errors';
import type { LocalizedParam } from '../i18n/messages';
import type { Actor } from './actor';
import { pageOf } from './paging';

/**
 * The append-only ledgers of the store (a customer's wallet in halalas, their loyalty points).
 * Every change goes through `append`, inside the caller's transaction: the account's row is locked,
 * the entry stores the balance before and after it, the balance never goes below zero unless the
 * reason allows it, and a retried request (same idempotency key) gets the first entry back.
 */

/** An account: one ledger of one owner. The owner is named by type and id, so any table can own one. */
export interface LedgerAccountRef {
  kind: LedgerKind;
  ownerType: string;
  ownerId: number;
}

interface LedgerReference {
  type: string;
  id: number;
}

export interface LedgerChange {
  /** Halalas for a wallet, points for points: positive credits, negative debits. */
  delta: number;
  reason: LedgerReason;
  /** Unique per account: the same key again returns the entry it made (a different change with it is a 409). */
  idempotencyKey: string;
  reference?: LedgerReference | null;
  description?: string | null;
  actor: Actor;
  /** The request field the amount came in, named by a refusal; `amount` unless told. */
  field?: string;
}

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface AppendResult {
  entry: LedgerEntry;
  /** True when the key had been used for this very change: nothing new was written. */
  replayed: boolean;
}

/** 422 on the amount's field: the change would take the balance below zero and its reason does not allow it. */
export class InsufficientBalanceError extends AppError {
  constructor(
    readonly account: LedgerAccountRef,
    readonly balance: number,
    field: string,
  ) {
    super(
      422,
      'validation_failed',
      {},
      { [field]: [{ key: 'insufficient_balance', params: { balance: formatLedgerAmount(account.kind, balance) } }] },
    );
  }
}

/** 409: the idempotency key was used on this account for a different change. */
export class IdempotencyConflictError extends AppError {
  constructor(readonly existing: LedgerEntry) {
    super(409, 'idempotency_key_reused');
  }
}

/** An amount of a ledger as people read it, in each language: `12.50 ر.س` / `SAR 12.50`, `120 نقطة` / `120 points`. */
function formatLedgerAmount(kind: LedgerKind, amount: number): LocalizedParam {
  if (kind === 'points') return { ar: `${amount} نقطة`, en: `${amount} points` };
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const riyals = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return { ar: `${riyals} ر.س`, en: `SAR ${riyals}` } satisfies Record<Locale, string>;
}

function accountWhere(ref: LedgerAccountRef) {
  return and(
    eq(ledgerAccounts.ownerType, ref.ownerType),
    eq(ledgerAccounts.ownerId, ref.ownerId),
    eq(ledgerAccounts.kind, ref.kind),
  );
}

/** The account's row, locked until the transaction ends; created first if the owner has none (safe when two create it at once). */
async function lockAccount(tx: Tx, ref: LedgerAccountRef): Promise<LedgerAccount> {
  const [existing] = await tx.select().from(ledgerAccounts).where(accountWhere(ref)).for('update');
  if (existing) return existing;
  // A concurrent creator's insert makes this one wait for its commit and then do nothing.
  await tx
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, ownerType: ref.ownerType, ownerId: ref.ownerId })
    .onConflictDoNothing({ target: [ledgerAccounts.ownerType, ledgerAccounts.ownerId, ledgerAccounts.kind] });
  const [created] = await tx.select().from(ledgerAccounts).where(accountWhere(ref)).for('update');
  if (!created) throw new Error('ledger account could not be created');
  return created;
}

function assertChangeShape(ref: LedgerAccountRef, change: LedgerChange, field: string): void {
  // Programming errors: the caller names the account and the reason, never the user.
  const rule = LEDGER_REASONS[change.reason];
  if (!rule) throw new Error(`unknown ledger reason ${String(change.reason)}`);
  if (rule.kind !== ref.kind) throw new Error(`ledger reason ${change.reason} is not one of the ${ref.kind} ledger`);
  if (!Number.isInteger(ref.ownerId) || ref.ownerId < 1 || ref.ownerId > INT32_MAX || !ref.ownerType) {
    throw new Error('ledger account owner is not valid');
  }
  const key = change.idempotencyKey;
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw new Error('ledger idempotency key is missing or too long');
  }
  // The amount may come from a person: answer it as a field.
  if (!Number.isSafeInteger(change.delta)) throw fieldError(field, 'invalid_integer');
  if (!deltaFitsReason(change.reason, change.delta)) {
    throw rule.direction === 'credit' ? fieldError(field, 'greater_than', { min: 0 }) : fieldError(field, 'invalid');
  }
}

const sameChange = (entry: LedgerEntry, change: LedgerChange) =>
  entry.delta === change.delta &&
  entry.reason === change.reason &&
  entry.referenceType === (change.reference?.type ?? null) &&
  entry.referenceId === (change.reference?.id ?? null);

/**
 * Adds one entry to an account inside `tx` (the caller's transaction: commit it with the rest of the
 * work). Locks the account's row, so concurrent entries of one account run one after the other and
 * the before/after chain has no gap. Throws InsufficientBalanceError (422) when the balance would go
 * below zero and the reason does not allow it, IdempotencyConflictError (409) when the key was used
 * for a different change. A transaction that appends to several accounts should lock them in one
 * fixed order (wallet before points) so two of them cannot wait for each other.
 */
export async function append(tx: Tx, ref: LedgerAccountRef, change: LedgerChange): Promise<AppendResult> {
  const field = change.field ?? 'amount';
  assertChangeShape(ref, change, field);
  const account = await lockAccount(tx, ref);

  // Looked up under the lock: an earlier request with this key has committed or is not there.
  const [earlier] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.idempotencyKey, change.idempotencyKey)));
  if (earlier) {
    if (!sameChange(earlier, change)) throw new IdempotencyConflictError(earlier);
    return { entry: earlier, replayed: true };
  }

  const before = account.balance;
  const after = before + change.delta;
  if (after < 0 && !LEDGER_REASONS[change.reason].allowsNegative) {
    throw new InsufficientBalanceError(ref, before, field);
  }
  if (after > INT32_MAX || after < INT32_MIN) throw fieldError(field, 'invalid');

  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: account.id,
      delta: change.delta,
      balanceBefore: before,
      balanceAfter: after,
      reason: change.reason,
      referenceType: change.reference?.type ?? null,
      referenceId: change.reference?.id ?? null,
      idempotencyKey: change.idempotencyKey,
      description: change.description ?? null,
      actorKind: change.actor.kind,
      actorId: change.actor.id,
      actorName: change.actor.name,
    })
    .returning();
  await tx
    .update(ledgerAccounts)
    .set({ balance: after, version: account.version + 1, updatedAt: new Date() })
    .where(eq(ledgerAccounts.id, account.id));
  return { entry: entry!, replayed: false };
}

/** The account of an owner's ledger, if it has had an entry. */
export async function findAccount(db: DbOrTx, ref: LedgerAccountRef): Promise<LedgerAccount | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(accountWhere(ref));
  return row;
}

/** The current balance (0 for an account that has never had an entry). */
export async function balanceOf(db: DbOrTx, ref: LedgerAccountRef): Promise<number> {
  return (await findAccount(db, ref))?.balance ?? 0;
}

/** A page of an account's entries, newest first. */
export async function entriesOf(db: DbOrTx, ref: LedgerAccountRef, query: PageQuery): Promise<PageAnswer<LedgerEntry>> {
  const account = await findAccount(db, ref);
  if (!account) return { data: [], total: 0 };
  const where = eq(ledgerEntries.accountId, account.id);
  return pageOf(query, {
    rows: (limit, offset) =>
      db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).limit(limit).offset(offset),
    count: async () => (await db.select({ n: count() }).from(ledgerEntries).where(where))[0]?.n ?? 0,
  });
}

/** A store customer's wallet or loyalty points account. */
export const customerLedger = (kind: LedgerKind, customerId: number): LedgerAccountRef => ({
  kind,
  ownerType: 'customer',
  ownerId: customerId,
});
