import { z } from 'zod';
import type { Locale } from './common';

/**
 * The statuses of the store's orders and prescriptions and the moves staff may make between them.
 * The ids are the spec's `order_status_id` values (1 in progress, 2 accepted, 3 rejected; the spec
 * names cancelled and delivered next, and the order details popup shows an out-for-delivery step).
 * The server's `transition()` refuses any move not listed here; the web offers only listed moves.
 * Why each move is allowed: "Order and prescription statuses" in docs/decisions.md.
 */

/** How the back-office colours a status (spec: processing, success and cancel styles). */
export type StatusTone = 'processing' | 'success' | 'cancel';

export interface StatusDefinition {
  id: number;
  /** A stable name for code and tests. */
  key: string;
  label: Record<Locale, string>;
  tone: StatusTone;
}

export interface StateMachine<Name extends string = string> {
  name: Name;
  /** In the order a status list shows them (the order of the flow, not of the ids). */
  statuses: readonly StatusDefinition[];
  /** The status a new record starts in. */
  initial: number;
  /** Other statuses a new record may start in (an order paid online starts awaiting payment). */
  alsoStartsIn?: readonly number[];
  /** For each status id, the ids it may move to; a status with none is final. */
  moves: Readonly<Record<number, readonly number[]>>;
}

export const ORDER_STATUS = {
  in_progress: 1,
  accepted: 2,
  rejected: 3,
  cancelled: 4,
  delivered: 5,
  out_for_delivery: 6,
  awaiting_payment: 7,
} as const;

const S = ORDER_STATUS;

const ORDER_STATUSES: readonly StatusDefinition[] = [
  {
    id: S.awaiting_payment,
    key: 'awaiting_payment',
    label: { ar: 'بانتظار الدفع', en: 'Awaiting payment' },
    tone: 'processing',
  },
  { id: S.in_progress, key: 'in_progress', label: { ar: 'قيد التنفيذ', en: 'In progress' }, tone: 'processing' },
  { id: S.accepted, key: 'accepted', label: { ar: 'مقبول', en: 'Accepted' }, tone: 'success' },
  {
    id: S.out_for_delivery,
    key: 'out_for_delivery',
    label: { ar: 'جارٍ التوصيل', en: 'Out for delivery' },
    tone: 'processing',
  },
  { id: S.delivered, key: 'delivered', label: { ar: 'تم التوصيل', en: 'Delivered' }, tone: 'success' },
  { id: S.rejected, key: 'rejected', label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'cancel' },
  { id: S.cancelled, key: 'cancelled', label: { ar: 'ملغي', en: 'Cancelled' }, tone: 'cancel' },
];

export const ORDER_MACHINE: StateMachine<'order'> = {
  name: 'order',
  statuses: ORDER_STATUSES,
  initial: S.in_progress,
  alsoStartsIn: [S.awaiting_payment],
  moves: {
    // An online card payment: only the gateway's signed callback moves it on (docs/payments.md).
    [S.awaiting_payment]: [S.in_progress, S.cancelled],
    [S.in_progress]: [S.accepted, S.rejected, S.cancelled],
    // Back to in progress undoes an accept chosen by mistake in the status selector.
    [S.accepted]: [S.out_for_delivery, S.in_progress, S.cancelled],
    // The customer refuses or cannot be reached: the courier brings it back and the order is cancelled.
    [S.out_for_delivery]: [S.delivered, S.cancelled],
    [S.delivered]: [],
    [S.rejected]: [],
    [S.cancelled]: [],
  },
};

/**
 * Prescriptions use the orders' status list (the spec's prescriptions screen shows "the same status
 * list as orders") but end once accepted: the medicines then travel as an order of their own.
 */
export const PRESCRIPTION_MACHINE: StateMachine<'prescription'> = {
  name: 'prescription',
  statuses: ORDER_STATUSES.filter((s) =>
    ([S.in_progress, S.accepted, S.rejected, S.cancelled] as number[]).includes(s.id),
  ),
  initial: S.in_progress,
  moves: {
    [S.in_progress]: [S.accepted, S.rejected, S.cancelled],
    [S.accepted]: [S.in_progress, S.cancelled],
    [S.rejected]: [],
    [S.cancelled]: [],
  },
};

export const STATE_MACHINES = { order: ORDER_MACHINE, prescription: PRESCRIPTION_MACHINE } as const;
export type StateMachineName = keyof typeof STATE_MACHINES;
export const STATE_MACHINE_NAMES = Object.keys(STATE_MACHINES) as StateMachineName[];
/** The spec's `type` of `PUT admin/updateStatus/{id}`: which machine a status change is for. */
export const stateMachineName = z.enum(STATE_MACHINE_NAMES as [StateMachineName, ...StateMachineName[]]);

/** A status of a machine by id, or undefined if the machine has no such status. */
export function statusOf(machine: StateMachine, id: number): StatusDefinition | undefined {
  return machine.statuses.find((s) => s.id === id);
}

/** The statuses a record in `from` may move to (none for a final or unknown status). */
export function nextStatuses(machine: StateMachine, from: number): readonly number[] {
  return machine.moves[from] ?? [];
}

export function canMove(machine: StateMachine, from: number, to: number): boolean {
  return nextStatuses(machine, from).includes(to);
}

export function isFinalStatus(machine: StateMachine, id: number): boolean {
  return statusOf(machine, id) !== undefined && nextStatuses(machine, id).length === 0;
}

/** A status id of a machine, as a field or filter (`order_status_id`, `status`). */
export function statusIdOf(machine: StateMachine) {
  const ids = machine.statuses.map((s) => s.id);
  return z.coerce
    .number()
    .int()
    .refine((v) => ids.includes(v), { params: { code: 'invalid_choice' } });
}
