import { ACTOR_KINDS, STATE_MACHINE_NAMES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlTextList } from './columns';

/**
 * Every status a record of a state machine (an order, a prescription) has taken: from, to, who and
 * when, written in the transaction that changes the status. One table for every machine; the
 * record is named by its machine and id. `from_status` is null for the status a record starts in.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    machine: text('machine', { enum: STATE_MACHINE_NAMES as [string, ...string[]] }).notNull(),
    entityId: integer('entity_id').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    actorId: integer('actor_id'),
    /** Copied so the history stays readable after the actor is renamed or deleted. */
    actorName: text('actor_name'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('status_history_entity_idx').on(t.machine, t.entityId, t.id),
    check('status_history_machine_check', sql`${t.machine} in (${sqlTextList(STATE_MACHINE_NAMES)})`),
    check('status_history_actor_kind_check', sql`${t.actorKind} in (${sqlTextList(ACTOR_KINDS)})`),
    check('status_history_move_check', sql`${t.fromStatus} is distinct from ${t.toStatus}`),
  ],
);
