import { ACTOR_KINDS, LEDGER_KINDS, LEDGER_NEGATIVE_REASONS, LEDGER_REASON_KEYS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sqlTextList, updatedAt } from './columns';

/**
 * One balance per owner and ledger (a customer's wallet in halalas, their points). Created on its
 * first entry; the row is locked (`FOR UPDATE`) by every entry, so entries of one account queue up
 * and each sees the balance the previous one left. `balance` always equals the last entry's
 * `balance_after`; `version` counts the entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** What owns the account ('customer') and its id: the ledger knows no store table. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    balance: integer('balance').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_idx').on(t.ownerType, t.ownerId, t.kind),
    check('ledger_accounts_kind_check', sql`${t.kind} in (${sqlTextList(LEDGER_KINDS)})`),
    check('ledger_accounts_version_check', sql`${t.version} >= 0`),
  ],
);

/**
 * The entries of an account, never updated or deleted. Each keeps the balance before and after it;
 * the checks refuse an entry whose arithmetic does not hold, a zero entry, and a balance below zero
 * unless the reason allows one (contracts' LEDGER_REASONS).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    balanceBefore: integer('balance_before').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: LEDGER_REASON_KEYS as [string, ...string[]] }).notNull(),
    /** What the entry is for (an order, a prescription), when anything. */
    referenceType: text('reference_type'),
    referenceId: integer('reference_id'),
    /** A retried request with the same key gets this entry back instead of a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description'),
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    actorId: integer('actor_id'),
    /** Copied so the entry stays readable after the actor is renamed or deleted. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_reference_idx').on(t.referenceType, t.referenceId),
    check('ledger_entries_arithmetic_check', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.delta}`),
    check('ledger_entries_delta_check', sql`${t.delta} <> 0`),
    check(
      'ledger_entries_negative_check',
      LEDGER_NEGATIVE_REASONS.length
        ? sql`${t.balanceAfter} >= 0 or ${t.reason} in (${sqlTextList(LEDGER_NEGATIVE_REASONS)})`
        : sql`${t.balanceAfter} >= 0`,
    ),
    check('ledger_entries_reason_check', sql`${t.reason} in (${sqlTextList(LEDGER_REASON_KEYS)})`),
    check('ledger_entries_actor_kind_check', sql`${t.actorKind} in (${sqlTextList(ACTOR_KINDS)})`),
    check('ledger_entries_reference_check', sql`(${t.referenceType} is null) = (${t.referenceId} is null)`),
  ],
);
