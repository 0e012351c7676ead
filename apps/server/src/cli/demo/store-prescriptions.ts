import { ORDER_STATUS, PRESCRIPTION_MACHINE, type PrescriptionType } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, insuranceCompanies, prescriptionFiles, prescriptions, statusHistory } from '../../db/schema/index';
import type { Storage } from '../../plugins/storage';
import { simplePdf } from './assets';

const TYPES: readonly PrescriptionType[] = ['cash', 'insurance', 'mine'];
/** A few in each status a pharmacist meets: new, accepted, rejected. */
const STATUSES = [ORDER_STATUS.in_progress, ORDER_STATUS.accepted, ORDER_STATUS.in_progress, ORDER_STATUS.rejected];
const MEDICINES = [
  ['Amoxicillin 500 mg, 1 capsule every 8 hours, 7 days', 'Paracetamol 500 mg when needed'],
  ['Metformin 850 mg, twice daily with meals', 'Atorvastatin 20 mg at night'],
  ['Amlodipine 5 mg once daily', 'Omeprazole 20 mg before breakfast'],
  ['Salbutamol inhaler, 2 puffs when needed', 'Cetirizine 10 mg at night'],
];

/**
 * Twelve prescriptions of the three types from demo customers, each with a PDF in private storage
 * and its status history (sent by the customer; accepted or rejected by the pharmacist for some).
 * Added only when there are none.
 */
export async function seedDemoStorePrescriptions(tx: Tx, storage: Storage): Promise<{ created: number }> {
  if ((await tx.$count(prescriptions)) > 0) return { created: 0 };
  const people = await tx.select().from(customers).orderBy(asc(customers.id)).limit(12);
  const insurers = await tx
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(eq(insuranceCompanies.active, true))
    .orderBy(asc(insuranceCompanies.id));
  let created = 0;
  for (const [i, person] of people.entries()) {
    const type = TYPES[i % TYPES.length]!;
    const insured = type === 'insurance' && insurers.length > 0;
    const status = STATUSES[i % STATUSES.length]!;
    const sentAt = new Date(Date.now() - (i + 1) * 5 * 3_600_000);
    const [row] = await tx
      .insert(prescriptions)
      .values({
        customerId: person.id,
        type,
        status,
        companyId: insured ? insurers[i % insurers.length]!.id : null,
        nationalId: insured ? `10${String(34_567_890 + i * 7_919).slice(0, 8)}` : null,
        membershipNo: insured ? `MEM-${40_100 + i}` : null,
        preAccept: insured && i % 2 === 0,
        prescriptionNo: i % 2 === 0 ? `RX-2026-${1_000 + i}` : null,
        notes: i % 3 === 0 ? 'أرجو التوصيل مساءً' : null,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning({ id: prescriptions.id });
    const id = row!.id;
    const key = `prescriptions/demo-${id}.pdf`;
    await storage.putPrivate(
      key,
      simplePdf('Prescription', [`Patient: ${person.id}`, ...MEDICINES[i % MEDICINES.length]!]),
    );
    await tx.insert(prescriptionFiles).values({ prescriptionId: id, fileKey: key, name: 'prescription.pdf' });
    const customer = { actorKind: 'customer' as const, actorId: person.id, actorName: person.name };
    await tx.insert(statusHistory).values({
      machine: PRESCRIPTION_MACHINE.name,
      entityId: id,
      fromStatus: null,
      toStatus: PRESCRIPTION_MACHINE.initial,
      ...customer,
      at: sentAt,
    });
    if (status !== PRESCRIPTION_MACHINE.initial) {
      await tx.insert(statusHistory).values({
        machine: PRESCRIPTION_MACHINE.name,
        entityId: id,
        fromStatus: PRESCRIPTION_MACHINE.initial,
        toStatus: status,
        actorKind: 'staff',
        actorId: null,
        actorName: 'الصيدلي المناوب',
        at: new Date(sentAt.getTime() + 40 * 60_000),
      });
    }
    created += 3;
  }
  return { created };
}
