import { OPEN_ORDER_STATUSES } from '@app/contracts';
import { and, count, eq, notInArray } from 'drizzle-orm';
import {
  customerAddresses,
  customers,
  customerTokens,
  deviceTokens,
  ledgerAccounts,
  ledgerEntries,
  orders,
  prescriptionFiles,
  prescriptions,
} from '../../../db/schema/index';
import type { MutationScope } from '../../../kernel/mutate';

/**
 * Removes a customer, inside the caller's mutation (staff's delete, or the customer deleting their
 * own account). One with any wallet or points history or any order is
 * anonymised instead: name, contact details, password, picture, health data, addresses, devices,
 * sessions and the identity numbers of their prescriptions are gone, the history stays. Answers which of the two happened.
 */
export async function removeCustomer(scope: MutationScope, id: number): Promise<'deleted' | 'anonymised'> {
  const [customer] = await scope.tx
    .select({ image: customers.image })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  if (customer?.image) scope.removeAfterCommit({ visibility: 'public', key: customer.image });
  const [history] = await scope.tx
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.ownerType, 'customer'), eq(ledgerAccounts.ownerId, id)));
  const [ordered] = await scope.tx.select({ n: count() }).from(orders).where(eq(orders.customerId, id));
  if ((history?.n ?? 0) === 0 && (ordered?.n ?? 0) === 0) {
    // Their prescriptions go with them (cascade), and so do the prescriptions' files.
    const files = await scope.tx
      .select({ key: prescriptionFiles.fileKey })
      .from(prescriptionFiles)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
      .where(eq(prescriptions.customerId, id));
    for (const file of files) scope.removeAfterCommit({ visibility: 'private', key: file.key });
    await scope.tx.delete(customers).where(eq(customers.id, id));
    return 'deleted';
  }
  await scope.tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  await scope.tx.delete(deviceTokens).where(eq(deviceTokens.customerId, id));
  await scope.tx.delete(customerTokens).where(eq(customerTokens.customerId, id));
  // Prescriptions stay with the orders they served (a pharmacy keeps its dispensing records); the
  // identity numbers and notes typed with them go.
  await scope.tx
    .update(prescriptions)
    .set({ nationalId: null, membershipNo: null, notes: null, updatedAt: new Date() })
    .where(eq(prescriptions.customerId, id));
  // Orders stay (the pharmacy's sales records); the street address of those already closed goes,
  // while an open order keeps it until it is delivered.
  await scope.tx
    .update(orders)
    .set({ addressDetails: '', latitude: null, longitude: null })
    .where(and(eq(orders.customerId, id), notInArray(orders.status, [...OPEN_ORDER_STATUSES])));
  await scope.tx
    .update(customers)
    .set({
      name: `#${id}`,
      mobile: `anonymised:${id}`,
      email: null,
      passwordHash: null,
      image: null,
      birth: null,
      gender: null,
      city: null,
      foodAllergies: null,
      medicineAllergies: null,
      symptoms: null,
      searchKey: '',
      active: false,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id));
  return 'anonymised';
}
