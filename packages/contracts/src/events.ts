import { z } from 'zod';
import { MESSAGE_KINDS } from './messages';
import { moneyAnswer } from './money';
import type { Permission } from './permissions';
import { storeNotification } from './store-notifications';

/**
 * The events staff screens receive on the staff event stream (GET /api/admin/events, Server-Sent
 * Events): each names the one permission a staff member must hold to receive it and the shape of
 * its data. An event published on the bus under another name never reaches a staff screen.
 */
export const STAFF_EVENTS = {
  /**
   * A customer placed an order (store-admin spec: channel admin.order.notification); the toast's
   * texts, and the bell's entry (store-notifications.ts).
   */
  'admin.order.created': {
    permission: 'list orders',
    payload: storeNotification,
  },
  /**
   * A card payment arrived for an order already cancelled or rejected: recorded and being refunded
   * through the gateway (`refunded` false), then refunded (true). Staff are told both times.
   */
  'admin.payment.returned': {
    permission: 'list orders',
    payload: z.object({ order_id: z.number().int().positive(), amount: moneyAnswer, refunded: z.boolean() }),
  },
  /** A visitor sent a message from a public form: the inbox badge and list can refresh. */
  'admin.message.received': {
    permission: 'list messages',
    payload: z.object({ id: z.number().int().positive(), kind: z.enum(MESSAGE_KINDS) }),
  },
} as const satisfies Record<string, { permission: Permission; payload: z.ZodType }>;

export type StaffEventName = keyof typeof STAFF_EVENTS;
export type StaffEventPayload<N extends StaffEventName> = z.infer<(typeof STAFF_EVENTS)[N]['payload']>;

const STAFF_EVENT_NAMES = Object.keys(STAFF_EVENTS) as StaffEventName[];

export function isStaffEvent(name: string): name is StaffEventName {
  return Object.hasOwn(STAFF_EVENTS, name);
}

/** Every permission that sees at least one event: holding none of them, the stream has nothing to say. */
export const STAFF_EVENT_PERMISSIONS: readonly Permission[] = [
  ...new Set(STAFF_EVENT_NAMES.map((name) => STAFF_EVENTS[name].permission)),
];
