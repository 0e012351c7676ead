import { z } from 'zod';

/**
 * Who made a change the store records (a ledger entry, a status move): a staff member of a
 * back-office, a customer of the store, or the system itself (a scheduled job, a payment callback).
 */
export const ACTOR_KINDS = ['staff', 'customer', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
export const actorKind = z.enum(ACTOR_KINDS);

/**
 * The system's jobs and callbacks by the name the action log keeps for them; the web shows each by
 * its label in the reader's language (`logs` strings, `system_actors`).
 */
export const SYSTEM_ACTORS = {
  retention: 'retention',
  paymentGateway: 'payment gateway',
  loyalty: 'loyalty',
  commandLine: 'command line',
  demo: 'demo',
  outbox: 'outbox',
} as const;
export type SystemActorName = (typeof SYSTEM_ACTORS)[keyof typeof SYSTEM_ACTORS];
