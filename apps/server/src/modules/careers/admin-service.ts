import {
  type EmploymentChoiceField,
  type EmploymentRequestDetail,
  type EmploymentRequestFilters,
  type EmploymentRequestListItem,
  type EmploymentRequestListQuery,
  employmentChoiceLabel,
  type Locale,
} from '@app/contracts';
import { and, asc, count, desc, eq, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { employmentRequestAttachments, employmentRequests, nationalities } from '../../db/schema/index';
import { notFound } from '../../errors';
import { fieldLabel } from '../../i18n/messages';
import type { AdminContext, MutationContext } from '../../kernel/context';
import { mutate } from '../../kernel/mutate';
import { pageOf } from '../../kernel/paging';
import { containsPattern } from '../../lib/arabic-search';
import { pick, toTranslations } from '../../lib/translations';
import './labels';
import { type Cell, EXPORT_BATCH, type ExportFile, keysetBatches } from '../../kernel/export/index';
import { groupDay } from '../../kernel/group-time';
import { CAREERS_TAGS, getEmploymentRequest, getEmploymentSettings, setReceiveEmploymentRequest } from './service';

/** The log's subject key for everything done to applications. */
export const EMPLOYMENT_SUBJECT = 'employment_requests';

/**
 * Rows read per query while exporting. At 500 the server's resident memory grew by about 50 MiB
 * during an export of 10,000 applications, at 200 by about 20 MiB (bench, scale part).
 */

/**
 * Applications, newest first, filtered and paged (staff list). The page's ids are found first,
 * sorting only (created_at, id) pairs, and then only those rows are read: sorting whole rows to
 * skip thousands of them spilled to disk on a deep page of 10,000 applications (50-85 ms against 3).
 */
export function listRequests(ctx: AdminContext, query: EmploymentRequestListQuery) {
  const conditions = filterConditions(query);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const newestFirst = [desc(employmentRequests.createdAt), desc(employmentRequests.id)];
  return pageOf(
    query,
    {
      rows: (limit, offset) => {
        const page = ctx.db
          .select({ id: employmentRequests.id })
          .from(employmentRequests)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
        return ctx.db
          .select({ request: employmentRequests, nationality: nationalities })
          .from(employmentRequests)
          .innerJoin(nationalities, eq(nationalities.id, employmentRequests.nationalityId))
          .where(inArray(employmentRequests.id, page))
          .orderBy(...newestFirst);
      },
      count: async () => (await ctx.db.select({ n: count() }).from(employmentRequests).where(where))[0]?.n ?? 0,
    },
    ({ request, nationality }): EmploymentRequestListItem => ({
      id: request.id,
      name: request.name,
      phone_number: request.phoneNumber,
      email: request.email,
      job: request.job,
      job_kind: request.jobKind,
      religion: request.religion,
      nationality: {
        id: nationality.id,
        name: pick(nationality.name, ctx.locale),
        translation: toTranslations({ name: nationality.name }),
      },
      created_at: request.createdAt.toISOString(),
    }),
  );
}

/** The admin address of one document: it records the download, then redirects to a signed link. */
const attachmentPath = (requestId: number, attachmentId: number) =>
  `/api/admin/employmentRequests/${requestId}/attachments/${attachmentId}`;

/** One application; each document links to the logged download route, never straight to the file. */
export async function requestDetail(ctx: AdminContext, id: number): Promise<EmploymentRequestDetail> {
  const detail = await getEmploymentRequest(ctx.db, id, ctx.locale, () => '');
  return {
    ...detail,
    attachments: detail.attachments.map((file) => ({ ...file, download_url: attachmentPath(id, file.id) })),
  };
}

/**
 * Access to an applicant's document is recorded: the log row is written (as "show employment
 * request", mode download) and only then is a short-lived signed link handed out.
 */
export function attachmentLink(ctx: AdminContext, requestId: number, attachmentId: number): Promise<string> {
  return mutate(
    ctx,
    { action: 'show employment request', mode: 'download', subject: EMPLOYMENT_SUBJECT },
    async (scope) => {
      const [found] = await scope.tx
        .select({ file: employmentRequestAttachments, applicant: employmentRequests.name })
        .from(employmentRequestAttachments)
        .innerJoin(employmentRequests, eq(employmentRequests.id, employmentRequestAttachments.employmentRequestId))
        .where(and(eq(employmentRequestAttachments.id, attachmentId), eq(employmentRequests.id, requestId)));
      if (!found) throw notFound();
      scope.describe(requestId, `${found.applicant} - ${found.file.name}`);
      const label = fieldLabel(ctx.locale, `attachments[${found.file.name}]`);
      return ctx.files.signPrivate(found.file.fileKey, `${found.applicant} - ${label}`);
    },
  );
}

/**
 * Deletes applications and their documents (the files once the deletion has committed). Ids that
 * do not exist are ignored; 404 when none does.
 */
export function bulkDelete(ctx: AdminContext, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return mutate(
    ctx,
    { action: 'delete employment request', mode: 'delete', subject: EMPLOYMENT_SUBJECT },
    async (scope) => {
      const files = await scope.tx
        .select({ key: employmentRequestAttachments.fileKey })
        .from(employmentRequestAttachments)
        .where(inArray(employmentRequestAttachments.employmentRequestId, unique));
      const rows = await scope.tx
        .delete(employmentRequests)
        .where(inArray(employmentRequests.id, unique))
        .returning({ id: employmentRequests.id, name: employmentRequests.name });
      if (rows.length === 0) throw notFound();
      for (const file of files) scope.removeAfterCommit({ visibility: 'private', key: file.key });
      scope.describe(
        rows.length === 1 ? rows[0]!.id : null,
        rows
          .map((row) => row.name)
          .join('، ')
          .slice(0, 500),
      );
      return rows.length;
    },
  );
}

export function readSettings(ctx: AdminContext) {
  return getEmploymentSettings(ctx.db);
}

/** Opens or closes the public application form; the public settings answer changes at once. */
export function saveSettings(ctx: AdminContext, value: boolean) {
  return mutate(
    ctx,
    {
      action: 'update employment settings',
      mode: 'update',
      subject: 'employment_settings',
      invalidates: [CAREERS_TAGS.settings],
    },
    async (scope) => {
      scope.describe(1, value ? 'receive_employment_request: 1' : 'receive_employment_request: 0');
      return setReceiveEmploymentRequest(scope.tx, value);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Export

export const EXPORT_FIELDS = [
  'id',
  'created_at',
  'name',
  'phone_number',
  'email',
  'id_number',
  'job',
  'nationality_id',
  'religion',
  'birth_date',
  'residence',
  'expiry_date',
  'military_status',
  'marital_status',
  'number_of_children',
  'home_address',
  'specialization',
  'scientific_qualifications',
  'school_institute_university',
  'graduation_year',
  'gpa',
  'number_of_jobs_worked',
  'workplace',
  'workplace_country_city',
  'job_title',
  'years_of_work',
  'leaving_work_reason',
  'main_tasks',
  'course_name_1',
  'course_name_1_party_of_charge',
  'course_name_2',
  'course_name_2_party_of_charge',
  'dataflow_verification_documents_uploaded',
  'admit_to_prometric_pearson_vue_exam',
  'have_scfhs_accreditation_certificate',
  'have_driving_license',
  'good_at_driving_cars',
  'english_fluency_degree',
] as const;

const HEADER_OVERRIDES: Record<Locale, Record<string, string>> = {
  ar: { id: 'الرقم', created_at: 'تاريخ التقديم', name: 'الاسم', email: 'البريد الإلكتروني' },
  en: { id: 'No.', created_at: 'Submitted on', name: 'Name', email: 'E-mail' },
};

function header(locale: Locale): string[] {
  return EXPORT_FIELDS.map((field) => {
    const label = HEADER_OVERRIDES[locale][field] ?? fieldLabel(locale, field);
    return locale === 'en' ? label.charAt(0).toUpperCase() + label.slice(1) : label;
  });
}

/** A coded answer as its label in the export's language (the labels the detail page shows). */
const choice = (locale: Locale, field: EmploymentChoiceField, code: string | null): Cell =>
  code === null ? null : employmentChoiceLabel(locale, field, code);

const yesNo = (locale: Locale, value: boolean | null): Cell =>
  value === null ? null : locale === 'ar' ? (value ? 'نعم' : 'لا') : value ? 'Yes' : 'No';

function filterConditions(filters: EmploymentRequestFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.religion) conditions.push(eq(employmentRequests.religion, filters.religion));
  if (filters.nationality_id) conditions.push(eq(employmentRequests.nationalityId, filters.nationality_id));
  const pattern = containsPattern(filters.search);
  // Key and pattern are folded to lower case alike: LIKE, cheaper than ILIKE, matches the same rows.
  if (pattern) conditions.push(like(employmentRequests.searchKey, pattern));
  return conditions;
}

type ExportRow = { r: typeof employmentRequests.$inferSelect; nationality: Bilingual; exactCreatedAt: string };

/** One application as a row of the export, coded answers as their labels in the export's language. */
function exportCells(locale: Locale, rows: ExportRow[]): Cell[][] {
  return rows.map(({ r, nationality }): Cell[] => [
    r.id,
    groupDay(r.createdAt),
    r.name,
    r.phoneNumber,
    r.email,
    r.idNumber,
    // A pharmacist's job is the kind itself; anyone else typed the job they apply for.
    r.jobKind === 'pharmacist' ? choice(locale, 'job_kind', r.jobKind) : r.job,
    pick(nationality, locale),
    choice(locale, 'religion', r.religion),
    r.birthDate,
    r.residence,
    r.expiryDate,
    choice(locale, 'military_status', r.militaryStatus),
    choice(locale, 'marital_status', r.maritalStatus),
    r.numberOfChildren,
    r.homeAddress,
    r.specialization,
    choice(locale, 'scientific_qualifications', r.scientificQualifications),
    r.schoolInstituteUniversity,
    r.graduationYear,
    Number(r.gpa),
    r.numberOfJobsWorked,
    r.workplace,
    r.workplaceCountryCity,
    r.jobTitle,
    r.yearsOfWork,
    r.leavingWorkReason,
    r.mainTasks,
    r.courseName1,
    r.courseName1PartyOfCharge,
    r.courseName2,
    r.courseName2PartyOfCharge,
    yesNo(locale, r.dataflowVerificationDocumentsUploaded),
    yesNo(locale, r.admitToPrometricPearsonVueExam),
    yesNo(locale, r.haveScfhsAccreditationCertificate),
    yesNo(locale, r.haveDrivingLicense),
    yesNo(locale, r.goodAtDrivingCars),
    choice(locale, 'english_fluency_degree', r.englishFluencyDegree),
  ]);
}

/**
 * The applications matching the list's filters, newest first, read in batches along the keyset
 * (created_at, id), so memory stays flat however many there are. The keyset's time travels as
 * PostgreSQL's own text: a JavaScript Date keeps milliseconds only, and a cut to milliseconds
 * would skip rows stored with microseconds.
 */
async function* exportBatches(db: Database, locale: Locale, filters: EmploymentRequestFilters) {
  const base = filterConditions(filters);
  const batches = keysetBatches(
    (after: { createdAt: string; id: number } | null, limit) => {
      const keyset = after
        ? sql`(${employmentRequests.createdAt}, ${employmentRequests.id}) < (${after.createdAt}::timestamptz, ${after.id})`
        : undefined;
      const conditions = keyset ? [...base, keyset] : base;
      return db
        .select({
          r: employmentRequests,
          nationality: nationalities.name,
          exactCreatedAt: sql<string>`${employmentRequests.createdAt}::text`,
        })
        .from(employmentRequests)
        .innerJoin(nationalities, eq(nationalities.id, employmentRequests.nationalityId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(employmentRequests.createdAt), desc(employmentRequests.id))
        .limit(limit);
    },
    (row) => ({ createdAt: row.exactCreatedAt, id: row.r.id }),
  );
  for await (const rows of batches) yield exportCells(locale, rows);
}

/** The applications export of the list's filters, in the staff member's language. */
export function applicationsExport(ctx: AdminContext, filters: EmploymentRequestFilters): ExportFile {
  const day = groupDay(new Date());
  return {
    baseName: `${ctx.locale === 'ar' ? 'طلبات-التوظيف' : 'employment-applications'}-${day}`,
    sheetName: ctx.locale === 'ar' ? 'طلبات التوظيف' : 'Employment applications',
    header: header(ctx.locale),
    batches: exportBatches(ctx.db, ctx.locale, filters),
    rightToLeft: ctx.locale === 'ar',
  };
}

// ---------------------------------------------------------------------------------------------
// Retention

/**
 * Deletes applications older than `days` days with their documents (files after the rows are
 * gone), in batches, as the system: each batch is one logged change. Answers how many applications
 * were deleted.
 */
export async function purgeOldRequests(ctx: MutationContext, days: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    // Nothing past the period (most days): no change, so no log row.
    const [due] = await ctx.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(lt(employmentRequests.createdAt, cutoff))
      .limit(1);
    if (!due) return total;
    const ids = await mutate(
      ctx,
      { action: 'delete employment request', mode: 'delete', subject: 'employment_requests' },
      async ({ tx, removeAfterCommit, describe }) => {
        const old = await tx
          .select({ id: employmentRequests.id })
          .from(employmentRequests)
          .where(lt(employmentRequests.createdAt, cutoff))
          .orderBy(asc(employmentRequests.id))
          .limit(EXPORT_BATCH);
        const found = old.map((row) => row.id);
        const files = await tx
          .select({ key: employmentRequestAttachments.fileKey })
          .from(employmentRequestAttachments)
          .where(inArray(employmentRequestAttachments.employmentRequestId, found));
        await tx.delete(employmentRequests).where(inArray(employmentRequests.id, found));
        for (const file of files) removeAfterCommit({ visibility: 'private', key: file.key });
        describe(null, `${found.length} past ${days} days`);
        return found;
      },
    );
    total += ids.length;
    if (ids.length < EXPORT_BATCH) return total;
  }
}
