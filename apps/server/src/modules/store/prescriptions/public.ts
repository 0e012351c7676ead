import { PRESCRIPTION_MACHINE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { prescriptionFiles, prescriptions } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import { staffActor } from '../../../kernel/actor';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { transition } from '../../../kernel/transition';

// What prescriptions offer the other store domains: staff's status move (the orders screen's
// status call serves both), and what a customer's removal takes from them.

/** Moves a prescription along its state machine as staff (a refused move or a lost race: 422 / 409). */
export function movePrescription(ctx: AdminContext, id: number, to: number): Promise<number> {
  return mutate(ctx, { action: 'manage prescriptions', mode: 'update', subject: 'prescriptions' }, async (scope) => {
    const [row] = await scope.tx
      .select({ status: prescriptions.status })
      .from(prescriptions)
      .where(eq(prescriptions.id, id));
    if (!row) throw notFound();
    const entity = { table: prescriptions, idColumn: prescriptions.id, statusColumn: prescriptions.status, id };
    await transition(scope.tx, PRESCRIPTION_MACHINE, entity, row.status, to, staffActor(ctx.actor));
    scope.describe(id, `#${id}`);
    return to;
  });
}

/** The stored files of a customer's prescriptions (removed with the customer). */
export async function prescriptionFileKeysOf(tx: DbOrTx, customerId: number): Promise<string[]> {
  const files = await tx
    .select({ key: prescriptionFiles.fileKey })
    .from(prescriptionFiles)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
    .where(eq(prescriptions.customerId, customerId));
  return files.map((file) => file.key);
}

/**
 * An anonymised customer's prescriptions stay with the orders they served (a pharmacy keeps its
 * dispensing records); the identity numbers and notes typed with them go.
 */
export async function forgetPrescriptionIdentities(tx: DbOrTx, customerId: number): Promise<void> {
  await tx
    .update(prescriptions)
    .set({ nationalId: null, membershipNo: null, notes: null, updatedAt: new Date() })
    .where(eq(prescriptions.customerId, customerId));
}
