import {
  type Locale,
  PRESCRIPTION_MACHINE,
  type ShopPrescriptionItem,
  type shopPrescriptionFields,
  statusOf,
} from '@app/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { insuranceCompanies, prescriptionFiles, prescriptions } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { CustomerContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { recordInitialStatus } from '../../../kernel/transition';
import { pick } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { documentRule } from '../../../plugins/storage';

// Prescriptions customers send from the shop app. Their files are health data: private storage,
// each checked by its content (pictures re-encoded, so no location or camera data stays), and
// never served by a public address.

/** Where prescription files are kept in private storage. */
const PRESCRIPTION_FILES_FOLDER = 'prescriptions';

export type PrescriptionWrite = z.output<typeof shopPrescriptionFields> & { files: UploadedFile[] };

const prescriptionColumns = {
  row: prescriptions,
  company: { id: insuranceCompanies.id, name: insuranceCompanies.name },
  files: count(prescriptionFiles.id),
};

function customerRows(db: DbOrTx) {
  return db
    .select(prescriptionColumns)
    .from(prescriptions)
    .leftJoin(insuranceCompanies, eq(insuranceCompanies.id, prescriptions.companyId))
    .leftJoin(prescriptionFiles, eq(prescriptionFiles.prescriptionId, prescriptions.id))
    .groupBy(prescriptions.id, insuranceCompanies.id);
}

type Row = Awaited<ReturnType<ReturnType<typeof customerRows>['execute']>>[number];

function toItem(locale: Locale, { row, company, files }: Row): ShopPrescriptionItem {
  const status = statusOf(PRESCRIPTION_MACHINE, row.status);
  return {
    id: row.id,
    type: row.type,
    status: { id: row.status, name: status ? status.label[locale] : String(row.status) },
    company: company?.id ? { id: company.id, name: pick(company.name, locale) } : null,
    membership_no: row.membershipNo,
    pre_accept: row.preAccept ? 1 : 0,
    prescription_no: row.prescriptionNo,
    notes: row.notes,
    files_count: Number(files),
    created_at: row.createdAt.toISOString(),
  };
}

export async function myPrescriptions(ctx: CustomerContext): Promise<ShopPrescriptionItem[]> {
  const rows = await customerRows(ctx.db)
    .where(eq(prescriptions.customerId, ctx.session.id))
    .orderBy(desc(prescriptions.id));
  return rows.map((row) => toItem(ctx.locale, row));
}

async function readMine(db: DbOrTx, locale: Locale, customerId: number, id: number) {
  const [row] = await customerRows(db).where(and(eq(prescriptions.id, id), eq(prescriptions.customerId, customerId)));
  if (!row) throw notFound();
  return toItem(locale, row);
}

export const myPrescription = (ctx: CustomerContext, id: number) => readMine(ctx.db, ctx.locale, ctx.session.id, id);

/**
 * Stores a prescription: its files checked (and pictures re-encoded) before the transaction, then
 * the record, its files and its first status in one. An insurance prescription names an active
 * insurance company. What the customer typed into other types' insurance fields is not kept.
 */
export async function sendPrescription(ctx: CustomerContext, input: PrescriptionWrite): Promise<ShopPrescriptionItem> {
  const prepared = await ctx.files.prepareAll(input.files.map((file) => [file, documentRule] as const));
  const insured = input.type === 'insurance';
  return mutate(ctx, { action: 'send prescription', mode: 'create', subject: 'prescriptions' }, async (scope) => {
    if (insured) {
      const [company] = await scope.tx
        .select({ active: insuranceCompanies.active })
        .from(insuranceCompanies)
        .where(eq(insuranceCompanies.id, input.company_id!));
      if (!company?.active) throw fieldError('company_id', 'invalid_choice');
    }
    const [row] = await scope.tx
      .insert(prescriptions)
      .values({
        customerId: ctx.session.id,
        type: input.type,
        status: PRESCRIPTION_MACHINE.initial,
        companyId: insured ? input.company_id! : null,
        nationalId: insured ? input.national_id! : null,
        membershipNo: insured ? input.membership_no! : null,
        preAccept: insured && input.pre_accept === 1,
        prescriptionNo: input.prescription_no ?? null,
        notes: input.notes ?? null,
      })
      .returning({ id: prescriptions.id });
    const id = row!.id;
    for (const [index, upload] of prepared.entries()) {
      const saved = await scope.saveFile(upload!, { folder: PRESCRIPTION_FILES_FOLDER, visibility: 'private' });
      await scope.tx
        .insert(prescriptionFiles)
        .values({ prescriptionId: id, fileKey: saved.key, name: input.files[index]!.filename.slice(0, 200) });
    }
    await recordInitialStatus(scope.tx, PRESCRIPTION_MACHINE, id, {
      kind: 'customer',
      id: ctx.session.id,
      name: ctx.session.name,
    });
    scope.describe(id, `#${id}`);
    return readMine(scope.tx, ctx.locale, ctx.session.id, id);
  });
}
