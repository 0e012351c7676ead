import {
  canMove,
  isFinalStatus,
  type Locale,
  nextStatuses,
  type StateMachine,
  type StateMachineName,
  statusOf,
} from '@app/contracts';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client';
import { statusHistory } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { LocalizedParam } from '../i18n/messages';
import type { Actor } from './actor';

/**
 * Status changes of the store's records (orders, prescriptions): the move is checked against the
 * machine declared in the contracts, the record's status is changed only if it is still the one
 * the caller saw (compare-and-set), and a history row (from, to, who, when, note) is written in the
 * same transaction. The record's table is given by the caller, so any table with an integer id and
 * an integer status column can be driven.
 */

/** The record whose status changes: its table, id and status columns, and its id. */
export interface StatusEntity {
  table: PgTable;
  idColumn: AnyPgColumn;
  statusColumn: AnyPgColumn;
  id: number;
}

export interface TransitionOptions {
  /** The request field the new status came in, named by a refusal; `status` unless told. */
  field?: string;
}

export type StatusHistoryRow = typeof statusHistory.$inferSelect;

/** 422 on the status field: the machine does not allow this move (or it is no move at all). */
export class TransitionNotAllowedError extends AppError {
  constructor(
    readonly from: number,
    readonly to: number,
    key: 'status_move_not_allowed' | 'status_final' | 'status_unchanged' | 'invalid_choice',
    params: Record<string, LocalizedParam | string>,
    field: string,
  ) {
    super(422, 'validation_failed', {}, { [field]: [{ key, params }] });
  }
}

/** 409: the record's status changed since the caller read it (another staff member moved it first). */
export class StaleTransitionError extends AppError {
  constructor(
    readonly expected: number,
    readonly current: number,
    machine: StateMachine,
  ) {
    super(409, 'status_changed_meanwhile', { status: labelOf(machine, current) });
  }
}

function labelOf(machine: StateMachine, id: number): LocalizedParam {
  const status = statusOf(machine, id);
  return status ? status.label : { ar: String(id), en: String(id) };
}

const LIST_SEPARATOR: Record<Locale, string> = { ar: '، ', en: ', ' };

function labelsOf(machine: StateMachine, ids: readonly number[]): LocalizedParam {
  const labels = ids.map((id) => labelOf(machine, id));
  return {
    ar: labels.map((l) => l.ar).join(LIST_SEPARATOR.ar),
    en: labels.map((l) => l.en).join(LIST_SEPARATOR.en),
  };
}

/** Refuses a move the machine does not declare; returns normally for an allowed one. */
function assertMove(machine: StateMachine, from: number, to: number, field = 'status'): void {
  if (!statusOf(machine, to) || !statusOf(machine, from)) {
    throw new TransitionNotAllowedError(from, to, 'invalid_choice', {}, field);
  }
  const names = { from: labelOf(machine, from), to: labelOf(machine, to) };
  if (from === to) throw new TransitionNotAllowedError(from, to, 'status_unchanged', names, field);
  if (isFinalStatus(machine, from)) throw new TransitionNotAllowedError(from, to, 'status_final', names, field);
  if (!canMove(machine, from, to)) {
    const allowed = labelsOf(machine, nextStatuses(machine, from));
    throw new TransitionNotAllowedError(from, to, 'status_move_not_allowed', { ...names, allowed }, field);
  }
}

/** The name the table's object gives a column (what `update().set()` takes). */
function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the given table`);
  return entry[0];
}

/**
 * Moves a record from `expectedFrom` to `to` inside `tx`. Refuses with TransitionNotAllowedError
 * (422) a move the machine does not allow, with StaleTransitionError (409) when the record's status
 * is no longer `expectedFrom` (naming the status it has now), with 404 when there is no such record.
 * Returns the history row it wrote.
 */
export async function transition(
  tx: Tx,
  machine: StateMachine<StateMachineName>,
  entity: StatusEntity,
  expectedFrom: number,
  to: number,
  actor: Actor,
  note: string | null = null,
  options: TransitionOptions = {},
): Promise<StatusHistoryRow> {
  assertMove(machine, expectedFrom, to, options.field);

  // Compare-and-set: of two concurrent moves from the same status, the second finds it changed.
  const updated = await tx
    .update(entity.table)
    .set({ [propertyOf(entity.table, entity.statusColumn)]: to })
    .where(and(eq(entity.idColumn, entity.id), eq(entity.statusColumn, expectedFrom)))
    .returning({ id: entity.idColumn });
  if (updated.length === 0) {
    const [row] = await tx
      .select({ status: entity.statusColumn })
      .from(entity.table)
      .where(eq(entity.idColumn, entity.id));
    if (!row) throw notFound();
    throw new StaleTransitionError(expectedFrom, Number(row.status), machine);
  }
  return writeHistory(tx, machine, entity.id, expectedFrom, to, actor, note);
}

/** The history row of a record's first status, written where the record is created (`from` is null). */
export async function recordInitialStatus(
  tx: Tx,
  machine: StateMachine<StateMachineName>,
  entityId: number,
  actor: Actor,
  note: string | null = null,
  status: number = machine.initial,
): Promise<StatusHistoryRow> {
  if (!statusOf(machine, status)) throw new Error(`status ${status} is not one of the ${machine.name} machine`);
  return writeHistory(tx, machine, entityId, null, status, actor, note);
}

async function writeHistory(
  tx: Tx,
  machine: StateMachine<StateMachineName>,
  entityId: number,
  from: number | null,
  to: number,
  actor: Actor,
  note: string | null,
): Promise<StatusHistoryRow> {
  const [row] = await tx
    .insert(statusHistory)
    .values({
      machine: machine.name,
      entityId,
      fromStatus: from,
      toStatus: to,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      note,
    })
    .returning();
  return row!;
}

/** A record's statuses in the order they were taken (the order details' progress and times). */
export function statusHistoryOf(db: DbOrTx, machine: StateMachineName, entityId: number): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.machine, machine), eq(statusHistory.entityId, entityId)))
    .orderBy(asc(statusHistory.id));
}
