import {
  ATTACHMENT_NAMES,
  type AttachmentName,
  type EmploymentAttachmentItem,
  type EmploymentRequestDetail,
  type EmploymentSettingsItem,
  type JobKind,
  type Locale,
  type NationalityItem,
} from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import {
  employmentRequestAttachments,
  employmentRequests,
  employmentSettings,
  nationalities,
} from '../../db/schema/index';
import { AppError, type MessageRef, notFound, validationError } from '../../errors';
import type { MutationContext } from '../../kernel/context';
import { consumeFormQuota, type FormQuota } from '../../kernel/form-quota';
import { mutate } from '../../kernel/mutate';
import { searchKey } from '../../lib/arabic-search';
import { pick, toTranslations } from '../../lib/translations';
import { isUploadedFile, type UploadedFile } from '../../lib/uploads';
import { type IssueLike, zodIssuesToFieldErrors } from '../../lib/zod-errors';
import { documentRule, type PreparedUpload, type StoredFile, type UploadRule } from '../../plugins/storage';
import './labels';
import { groupDay } from '../../kernel/group-time';
import { type EmploymentRequestBody, employmentRequestBody } from './schemas';

/** Cache tags of the public careers answers. */
export const CAREERS_TAGS = { nationalities: 'nationalities', settings: 'employment_settings' } as const;

/** Accepted applications per client address: 5 per hour. */
const EMPLOYMENT_FORM_QUOTA: FormQuota = { max: 5, windowMs: 60 * 60_000 };

/** Application documents are personal data: private storage, under this folder. */
export const EMPLOYMENT_FILES_FOLDER = 'employment-requests';

/** Days are judged in the group's time zone, where the applicants are. */
const today = (now: Date = new Date()): string => groupDay(now);

const flag = (value: boolean | null): 0 | 1 | null => (value === null ? null : value ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Nationalities and settings

/** Nationalities in display order (the most common first). */
export async function listNationalities(db: DbOrTx, locale: Locale): Promise<NationalityItem[]> {
  const rows = await db.select().from(nationalities).orderBy(asc(nationalities.sort), asc(nationalities.id));
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.name, locale),
    translation: toTranslations({ name: row.name }),
  }));
}

export async function createNationality(db: DbOrTx, name: Bilingual, sort = 0): Promise<number> {
  const [row] = await db.insert(nationalities).values({ name, sort }).returning({ id: nationalities.id });
  return row!.id;
}

/** Whether applications are received; before anyone sets it, they are (the column's default). */
export async function getEmploymentSettings(db: DbOrTx): Promise<EmploymentSettingsItem> {
  const [row] = await db.select().from(employmentSettings).where(eq(employmentSettings.id, 1));
  return { receive_employment_request: row?.receiveEmploymentRequest ?? true };
}

/** Opens or closes the application form. Callers invalidate CAREERS_TAGS.settings after it commits. */
export async function setReceiveEmploymentRequest(db: DbOrTx, value: boolean): Promise<EmploymentSettingsItem> {
  await db
    .insert(employmentSettings)
    .values({ id: 1, receiveEmploymentRequest: value })
    .onConflictDoUpdate({
      target: employmentSettings.id,
      set: { receiveEmploymentRequest: value, updatedAt: new Date() },
    });
  return { receive_employment_request: value };
}

// ---------------------------------------------------------------------------------------------
// Submitting an application

type FieldErrors = Record<string, MessageRef[]>;

function addError(errors: FieldErrors, field: string, key: string, params: Record<string, string | number> = {}): void {
  const list = errors[field] ?? [];
  if (!list.some((ref) => ref.key === key)) list.push({ key, params: { field, ...params } });
  errors[field] = list;
}

const NON_PHARMACIST_PLACEHOLDERS = new Set(['non_pharmacist', 'non-pharmacist', 'nonpharmacist', 'غير صيدلي']);
const PHARMACIST_WORDS = new Set(['pharmacist', 'صيدلي', 'صيدلاني']);

/** The job kind the applicant chose and the job text to keep. */
function resolveJob(job: string, kind: JobKind | undefined): { kind: JobKind; job: string } | 'job_missing' {
  const lower = job.trim().toLowerCase();
  const resolved: JobKind = kind ?? (PHARMACIST_WORDS.has(lower) ? 'pharmacist' : 'non_pharmacist');
  if (resolved === 'pharmacist') return { kind: 'pharmacist', job: 'pharmacist' };
  // A non-pharmacist applicant writes the job they apply for; the kind's own name is not a job.
  if (NON_PHARMACIST_PLACEHOLDERS.has(lower) || PHARMACIST_WORDS.has(lower)) return 'job_missing';
  return { kind: 'non_pharmacist', job: job.trim() };
}

/**
 * Checks a document against the rule before anything is stored, so every refused file is
 * reported in the same answer; preparing it checks again.
 */
async function checkDocument(
  file: UploadedFile,
  rule: UploadRule,
  maxFileBytes: number,
): Promise<{ key: string; params?: Record<string, string | number> } | null> {
  const maxBytes = Math.min(rule.maxBytes ?? Number.POSITIVE_INFINITY, maxFileBytes);
  if (file.size > maxBytes)
    return { key: 'file_too_large', params: { max: Math.round((maxBytes / 1048576) * 10) / 10 } };
  let detected = file.detected;
  // The first bytes of a .docx only say "zip"; the whole file tells which kind.
  if (detected?.ext === 'zip') {
    const whole = await fileTypeFromFile(file.tmpPath);
    detected = whole ? { ext: whole.ext, mime: whole.mime } : detected;
  }
  const kinds = rule.kinds.filter((kind) => !kind.text);
  if (!detected || !kinds.some((kind) => kind.mime === detected.mime)) {
    return { key: 'file_type', params: { types: kinds.map((kind) => kind.label).join(', ') } };
  }
  return null;
}

interface ValidatedApplication {
  fields: Omit<EmploymentRequestBody, 'attachments' | 'job' | 'job_kind'> & { job: string; job_kind: JobKind };
  files: { name: AttachmentName; file: UploadedFile }[];
}

/**
 * Validates a whole application and reports every failing field at once: the schema per
 * field, then what needs the database or today's date, then the documents' content.
 */
async function validateApplication(
  db: DbOrTx,
  body: unknown,
  options: { maxFileBytes: number; now?: Date },
): Promise<ValidatedApplication> {
  const raw = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const issues: IssueLike[] = [];
  const values: Record<string, unknown> = {};
  // Field by field, so a failing field does not hide what can still be checked about the others.
  for (const [name, schema] of Object.entries(employmentRequestBody.shape)) {
    const result = schema.safeParse(raw[name]);
    if (result.success) values[name] = result.data;
    else
      issues.push(...(result.error.issues as IssueLike[]).map((issue) => ({ ...issue, path: [name, ...issue.path] })));
  }
  const errors = zodIssuesToFieldErrors(issues, { input: raw });
  const day = today(options.now);

  if (typeof values.job === 'string') {
    const job = resolveJob(values.job, values.job_kind as JobKind | undefined);
    if (job === 'job_missing') addError(errors, 'job', 'required');
    else {
      values.job = job.job;
      values.job_kind = job.kind;
    }
  }
  if (typeof values.birth_date === 'string') {
    if (values.birth_date >= day) addError(errors, 'birth_date', 'date_must_be_past');
    else if (values.birth_date < '1900-01-01') addError(errors, 'birth_date', 'invalid_date');
  }
  if (typeof values.expiry_date === 'string' && values.expiry_date <= day) {
    addError(errors, 'expiry_date', 'date_must_be_future');
  }
  if (typeof values.nationality_id === 'number') {
    const [found] = await db
      .select({ id: nationalities.id })
      .from(nationalities)
      .where(eq(nationalities.id, values.nationality_id));
    if (!found) addError(errors, 'nationality_id', 'invalid_choice');
  }

  const files: ValidatedApplication['files'] = [];
  const attachments = (values.attachments ?? {}) as Partial<Record<AttachmentName, UploadedFile>>;
  for (const name of ATTACHMENT_NAMES) {
    const file = attachments[name];
    if (!file || !isUploadedFile(file)) continue;
    const problem = await checkDocument(file, documentRule, options.maxFileBytes);
    if (problem) addError(errors, `attachments[${name}]`, problem.key, problem.params);
    else files.push({ name, file });
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { attachments: _files, ...fields } = values;
  return { fields: fields as ValidatedApplication['fields'], files };
}

export interface SubmitOptions {
  ip: string;
  /** The per-file limit of the configuration (UPLOAD_MAX_FILE_MB). */
  maxFileBytes: number;
  quota?: FormQuota;
  now?: Date;
}

/**
 * Stores an application: refused while applications are closed (403); validated as a whole
 * (422 listing every failing field); then, in one transaction, the sender's quota is taken,
 * the documents are written to private storage and the request and its attachment rows are
 * inserted. If anything fails after a document was written, the written documents are removed.
 */
export async function submitEmploymentRequest(
  ctx: MutationContext,
  body: unknown,
  context: SubmitOptions,
): Promise<number> {
  const db = ctx.db;
  const settings = await getEmploymentSettings(db);
  if (!settings.receive_employment_request) throw new AppError(403, 'employment_closed');

  const { fields, files } = await validateApplication(db, body, {
    maxFileBytes: context.maxFileBytes,
    ...(context.now ? { now: context.now } : {}),
  });

  // Checked and re-encoded before the transaction: image work never holds the database.
  const prepared: { name: AttachmentName; file: UploadedFile; upload: PreparedUpload }[] = [];
  for (const { name, file } of files)
    prepared.push({ name, file, upload: await ctx.files.prepare(file, documentRule) });

  return mutate(
    ctx,
    { action: 'send employment request', mode: 'create', subject: 'employment_requests' },
    async ({ tx, saveFile, describe }) => {
      await consumeFormQuota(tx, 'employment', context.ip, context.quota ?? EMPLOYMENT_FORM_QUOTA);
      const stored: { name: AttachmentName; file: UploadedFile; saved: StoredFile }[] = [];
      for (const { name, file, upload } of prepared) {
        const saved = await saveFile(upload, { folder: EMPLOYMENT_FILES_FOLDER, visibility: 'private' });
        stored.push({ name, file, saved });
      }
      const [row] = await tx
        .insert(employmentRequests)
        .values({
          jobKind: fields.job_kind,
          job: fields.job,
          name: fields.name,
          birthDate: fields.birth_date,
          residence: fields.residence,
          idNumber: fields.id_number,
          nationalityId: fields.nationality_id,
          expiryDate: fields.expiry_date,
          religion: fields.religion,
          militaryStatus: fields.military_status ?? null,
          maritalStatus: fields.marital_status,
          numberOfChildren: fields.number_of_children ?? null,
          homeAddress: fields.home_address,
          phoneNumber: fields.phone_number,
          countryPhoneCode: fields.country_phone_code ?? null,
          specialization: fields.specialization,
          email: fields.email.toLowerCase(),
          scientificQualifications: fields.scientific_qualifications,
          schoolInstituteUniversity: fields.school_institute_university,
          graduationYear: fields.graduation_year,
          gpa: fields.gpa.toFixed(2),
          numberOfJobsWorked: fields.number_of_jobs_worked ?? null,
          workplace: fields.workplace ?? null,
          workplaceCountryCity: fields.workplace_country_city ?? null,
          jobTitle: fields.job_title ?? null,
          yearsOfWork: fields.years_of_work,
          leavingWorkReason: fields.leaving_work_reason ?? null,
          mainTasks: fields.main_tasks ?? null,
          courseName1: fields.course_name_1 ?? null,
          courseName1PartyOfCharge: fields.course_name_1_party_of_charge ?? null,
          courseName2: fields.course_name_2 ?? null,
          courseName2PartyOfCharge: fields.course_name_2_party_of_charge ?? null,
          dataflowVerificationDocumentsUploaded: fields.dataflow_verification_documents_uploaded === 1,
          admitToPrometricPearsonVueExam: fields.admit_to_prometric_pearson_vue_exam === 1,
          haveScfhsAccreditationCertificate: fields.have_scfhs_accreditation_certificate === 1,
          haveDrivingLicense: fields.have_driving_license === undefined ? null : fields.have_driving_license === 1,
          goodAtDrivingCars: fields.good_at_driving_cars === undefined ? null : fields.good_at_driving_cars === 1,
          englishFluencyDegree: fields.english_fluency_degree,
          locale: ctx.locale,
          searchKey: searchKey(fields.name, fields.email, fields.phone_number, fields.id_number, fields.job),
        })
        .returning({ id: employmentRequests.id });
      const requestId = row!.id;
      if (stored.length > 0) {
        await tx.insert(employmentRequestAttachments).values(
          stored.map(({ name, file, saved }) => ({
            employmentRequestId: requestId,
            name,
            fileKey: saved.key,
            // The client's name is kept for the download name only, trimmed to something sane.
            originalName: file.filename.slice(0, 200) || `${name}.${saved.ext}`,
            mimeType: saved.mime,
            size: saved.size,
          })),
        );
      }
      describe(requestId, null);
      return requestId;
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Staff: list, detail, delete

/** Builds a download link for a private file; the routes pass a signer (signPrivateUrl). */
export type PrivateUrl = (key: string, downloadName: string) => string;

/** One application with every submitted field, its nationality and its documents (staff detail). */
export async function getEmploymentRequest(
  db: DbOrTx,
  id: number,
  locale: Locale,
  privateUrl: PrivateUrl,
): Promise<EmploymentRequestDetail> {
  const [found] = await db
    .select({ request: employmentRequests, nationality: nationalities })
    .from(employmentRequests)
    .innerJoin(nationalities, eq(nationalities.id, employmentRequests.nationalityId))
    .where(eq(employmentRequests.id, id));
  if (!found) throw notFound();
  const { request: r, nationality } = found;
  const files = await db
    .select()
    .from(employmentRequestAttachments)
    .where(eq(employmentRequestAttachments.employmentRequestId, id))
    .orderBy(asc(employmentRequestAttachments.id));
  const attachments: EmploymentAttachmentItem[] = files.map((file) => ({
    id: file.id,
    name: file.name,
    original_name: file.originalName,
    mime_type: file.mimeType,
    size: file.size,
    download_url: privateUrl(file.fileKey, `${r.name} - ${file.name}`),
  }));
  return {
    id: r.id,
    job: r.job,
    job_kind: r.jobKind,
    name: r.name,
    birth_date: r.birthDate,
    residence: r.residence,
    id_number: r.idNumber,
    nationality_id: r.nationalityId,
    nationality: {
      id: nationality.id,
      name: pick(nationality.name, locale),
      translation: toTranslations({ name: nationality.name }),
    },
    expiry_date: r.expiryDate,
    religion: r.religion,
    military_status: r.militaryStatus,
    marital_status: r.maritalStatus,
    number_of_children: r.numberOfChildren,
    home_address: r.homeAddress,
    phone_number: r.phoneNumber,
    country_phone_code: r.countryPhoneCode,
    specialization: r.specialization,
    email: r.email,
    scientific_qualifications: r.scientificQualifications,
    school_institute_university: r.schoolInstituteUniversity,
    graduation_year: r.graduationYear,
    gpa: Number(r.gpa),
    number_of_jobs_worked: r.numberOfJobsWorked,
    workplace: r.workplace,
    workplace_country_city: r.workplaceCountryCity,
    job_title: r.jobTitle,
    years_of_work: r.yearsOfWork,
    leaving_work_reason: r.leavingWorkReason,
    main_tasks: r.mainTasks,
    course_name_1: r.courseName1,
    course_name_1_party_of_charge: r.courseName1PartyOfCharge,
    course_name_2: r.courseName2,
    course_name_2_party_of_charge: r.courseName2PartyOfCharge,
    dataflow_verification_documents_uploaded: flag(r.dataflowVerificationDocumentsUploaded),
    admit_to_prometric_pearson_vue_exam: flag(r.admitToPrometricPearsonVueExam),
    have_scfhs_accreditation_certificate: flag(r.haveScfhsAccreditationCertificate),
    have_driving_license: flag(r.haveDrivingLicense),
    good_at_driving_cars: flag(r.goodAtDrivingCars),
    english_fluency_degree: r.englishFluencyDegree,
    locale: r.locale,
    created_at: r.createdAt.toISOString(),
    attachments,
  };
}
