import { and, count, eq } from 'drizzle-orm';
import { customerAddresses, customers, ledgerAccounts, ledgerEntries } from '../../../db/schema/index';
import type { MutationScope } from '../../../kernel/mutate';
import { forgetCustomerTokens } from '../../../plugins/customer-sessions';
import { forgetClosedOrderAddresses, hasOrdered } from '../orders/public';
import { forgetPrescriptionIdentities, prescriptionFileKeysOf } from '../prescriptions/public';
import { forgetDevicesOf } from '../push/public';

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
  if ((history?.n ?? 0) === 0 && !(await hasOrdered(scope.tx, id))) {
    // Their prescriptions go with them (cascade), and so do the prescriptions' files.
    for (const key of await prescriptionFileKeysOf(scope.tx, id))
      scope.removeAfterCommit({ visibility: 'private', key });
    await scope.tx.delete(customers).where(eq(customers.id, id));
    return 'deleted';
  }
  await scope.tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  await forgetDevicesOf(scope.tx, id);
  await forgetCustomerTokens(scope.tx, id);
  await forgetPrescriptionIdentities(scope.tx, id);
  await forgetClosedOrderAddresses(scope.tx, id);
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
