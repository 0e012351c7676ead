import { z } from 'zod';

/**
 * Who made a change the store records (a ledger entry, a status move): a staff member of a
 * back-office, a customer of the store, or the system itself (a scheduled job, a payment callback).
 */
export const ACTOR_KINDS = ['staff', 'customer', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
export const actorKind = z.enum(ACTOR_KINDS);
