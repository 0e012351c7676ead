import {
  type AdminPrescriptionItem,
  type AdminPrescriptionsQuery,
  type Locale,
  nextStatuses,
  ORDER_STATUS,
  type PageAnswer,
  PRESCRIPTION_MACHINE,
  prescriptionFilePath,
  statusOf,
} from '@app/contracts';
import { and, asc, count, desc, eq, inArray, like, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Bilingual } from '../../../db/schema/columns';
import {
  branches,
  customers,
  insuranceCompanies,
  orders,
  prescriptionFiles,
  prescriptions,
} from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern } from '../../../lib/arabic-search';
import { pick } from '../../../lib/translations';

// The store back-office's prescriptions (store-admin.md, "Prescriptions"): the three tabs' list and
// the files' downloads. Prescriptions are health data, so reading them is logged like the
// customers' allergies: each list page shown and each file handed out writes an action-log row
// (action `list prescriptions`, the permission that allowed it).

const SUBJECT = 'prescriptions';
const ACTION = 'list prescriptions';

/** Orders in these statuses no longer dispense the prescription they hold. */
const CLOSED_WITHOUT_DISPENSING = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected];

const statusName = (id: number, locale: Locale) => statusOf(PRESCRIPTION_MACHINE, id)?.label[locale] ?? String(id);

function filtersOf(db: DbOrTx, query: AdminPrescriptionsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.type) where.push(eq(prescriptions.type, query.type));
  const pattern = containsPattern(query.name);
  if (pattern) {
    const named = db.select({ id: customers.id }).from(customers).where(like(customers.searchKey, pattern));
    where.push(inArray(prescriptions.customerId, named));
  }
  return where.length > 0 ? and(...where) : undefined;
}

function prescriptionRows(db: DbOrTx) {
  return db
    .select({
      row: prescriptions,
      customer: { id: customers.id, name: customers.name, mobile: customers.mobile },
      company: { id: insuranceCompanies.id, name: insuranceCompanies.name },
    })
    .from(prescriptions)
    .innerJoin(customers, eq(customers.id, prescriptions.customerId))
    .leftJoin(insuranceCompanies, eq(insuranceCompanies.id, prescriptions.companyId));
}

type Row = Awaited<ReturnType<ReturnType<typeof prescriptionRows>['execute']>>[number];
type FileRow = { id: number; prescriptionId: number; name: string };
type Dispensing = {
  prescriptionId: number | null;
  orderId: number;
  branch: { id: number; code: string; name: Bilingual };
};

function toItem(
  locale: Locale,
  { row, customer, company }: Row,
  files: readonly FileRow[],
  dispensing: Dispensing | undefined,
): AdminPrescriptionItem {
  const links = files.map((file) => ({
    id: file.id,
    name: file.name,
    download_url: prescriptionFilePath(row.id, file.id),
  }));
  return {
    id: row.id,
    type: row.type,
    user: { id: customer.id, name: customer.name },
    user_id: customer.id,
    mobile: customer.mobile,
    rec_no: dispensing?.orderId ?? null,
    branch: dispensing
      ? {
          id: dispensing.branch.id,
          code: dispensing.branch.code,
          name: pick(dispensing.branch.name, locale),
        }
      : null,
    status: { id: row.status, name: statusName(row.status, locale) },
    moves: nextStatuses(PRESCRIPTION_MACHINE, row.status).map((id) => ({ id, name: statusName(id, locale) })),
    date: row.createdAt.toISOString(),
    files: links,
    download_url: links[0]?.download_url ?? null,
    company: company?.id ? { id: company.id, name: pick(company.name, locale) } : null,
    national_id: row.nationalId,
    membership_no: row.membershipNo,
    pre_accept: row.preAccept ? 1 : 0,
    prescription_no: row.prescriptionNo,
    notes: row.notes,
  };
}

/** The files of a page's prescriptions, and the order dispensing each, in two queries. */
async function pageDetails(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { files: [] as FileRow[], dispensing: new Map<number, Dispensing>() };
  const files = await db
    .select({
      id: prescriptionFiles.id,
      prescriptionId: prescriptionFiles.prescriptionId,
      name: prescriptionFiles.name,
    })
    .from(prescriptionFiles)
    .where(inArray(prescriptionFiles.prescriptionId, ids))
    .orderBy(asc(prescriptionFiles.id));
  const holding = await db
    .select({
      prescriptionId: orders.prescriptionId,
      orderId: orders.id,
      branch: { id: branches.id, code: branches.code, name: branches.name },
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(and(inArray(orders.prescriptionId, ids), notInArray(orders.status, CLOSED_WITHOUT_DISPENSING)))
    .orderBy(desc(orders.id));
  const dispensing = new Map<number, Dispensing>();
  // Newest first: the first order seen for a prescription is the one that dispenses it.
  for (const order of holding) {
    if (order.prescriptionId !== null && !dispensing.has(order.prescriptionId)) {
      dispensing.set(order.prescriptionId, order);
    }
  }
  return { files, dispensing };
}

/**
 * GET /admin/prescriptions: newest first, by tab and customer name (Arabic-folded). Showing a page
 * of health data is recorded (who, when, which prescriptions) in the transaction that reads it.
 */
export function listPrescriptions(
  ctx: AdminContext,
  query: AdminPrescriptionsQuery,
): Promise<PageAnswer<AdminPrescriptionItem>> {
  return mutate(ctx, { action: ACTION, mode: 'view', subject: SUBJECT }, async (scope) => {
    const db = scope.tx;
    const where = filtersOf(db, query);
    const page = await pageOf(query, {
      rows: (limit, offset) =>
        prescriptionRows(db).where(where).orderBy(desc(prescriptions.id)).limit(limit).offset(offset),
      count: async () => (await db.select({ n: count() }).from(prescriptions).where(where))[0]?.n ?? 0,
    });
    const ids = page.data.map(({ row }) => row.id);
    const { files, dispensing } = await pageDetails(db, ids);
    // The log names what was on screen: the tab and the prescriptions' numbers.
    scope.describe(null, `${query.type ?? '*'}: ${ids.map((id) => `#${id}`).join(' ') || '-'}`);
    return {
      data: page.data.map((row) =>
        toItem(
          ctx.locale,
          row,
          files.filter((file) => file.prescriptionId === row.row.id),
          dispensing.get(row.row.id),
        ),
      ),
      total: page.total,
    };
  });
}

const DOWNLOAD_NAME: Record<Locale, string> = { ar: 'وصفة', en: 'Prescription' };

/**
 * A prescription file is handed out only once its download is recorded (who, when, whose, which
 * file): the log row is written, then a short-lived signed link to the private file is returned.
 */
export function prescriptionFileLink(ctx: AdminContext, prescriptionId: number, fileId: number): Promise<string> {
  return mutate(ctx, { action: ACTION, mode: 'download', subject: SUBJECT }, async (scope) => {
    const [found] = await scope.tx
      .select({ key: prescriptionFiles.fileKey, name: prescriptionFiles.name, customer: customers.name })
      .from(prescriptionFiles)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
      .innerJoin(customers, eq(customers.id, prescriptions.customerId))
      .where(and(eq(prescriptionFiles.id, fileId), eq(prescriptions.id, prescriptionId)));
    if (!found) throw notFound();
    scope.describe(prescriptionId, `${found.customer} - ${found.name}`);
    return ctx.files.signPrivate(found.key, `${DOWNLOAD_NAME[ctx.locale]} ${prescriptionId} - ${found.name}`);
  });
}
