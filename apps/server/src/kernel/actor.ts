import type { ActorKind } from '@app/contracts';

/** Who makes a change a ledger entry or a status history row records. */
export interface Actor {
  kind: ActorKind;
  /** The staff member's or customer's id; null for the system. */
  id: number | null;
  /** Their name at the time, copied into the row. */
  name: string | null;
}

/** A signed-in staff member as an actor. */
export const staffActor = (admin: { id: number; name: string }): Actor => ({
  kind: 'staff',
  id: admin.id,
  name: admin.name,
});

/** The system itself (a scheduled job, a payment callback). */
export const systemActor = (name: string | null = null): Actor => ({ kind: 'system', id: null, name });
