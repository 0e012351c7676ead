import {
  ATTACHMENT_NAMES,
  type AttachmentName,
  EMPLOYMENT_RELIGIONS,
  ENGLISH_LEVELS,
  flag,
  JOB_KINDS,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  phoneNumber,
  QUALIFICATIONS,
  REQUIRED_ATTACHMENTS,
} from '@app/contracts';
import { z } from 'zod';
import { uploadedFile } from '../../lib/uploads';

/** Blank form values ('' or only spaces) mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Whole numbers arrive as form strings; JSON numbers are accepted too. */
const integer = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.coerce.number().int().min(min).max(max),
  );
const requiredInteger = (min: number, max: number) => z.preprocess(blankToUndefined, integer(min, max));
const optionalInteger = (min: number, max: number) => z.preprocess(blankToUndefined, integer(min, max).optional());

/** A yes/no answer: 1/0 (also true/false). */
const yesNo = z.preprocess(blankToUndefined, flag);
const optionalYesNo = z.preprocess(blankToUndefined, flag.optional());

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date as 'YYYY-MM-DD' (an ISO date-time is cut to its date). */
const isoDate = z
  .string()
  .trim()
  .min(1)
  .refine(
    (value) => {
      const match = DATE.exec(value);
      if (!match) return false;
      const [, y, m, d] = match.map(Number) as [number, number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { params: { code: 'invalid_date' } },
  )
  .transform((value) => value.slice(0, 10));

/**
 * Scalar fields of an application. The date checks that depend on today (birth date in the
 * past, expiry date in the future) and the nationality's existence are made by the service.
 */
const employmentRequestFields = z.object({
  /** 'pharmacist', or the free-text job of a non-pharmacist applicant. */
  job: requiredText(120),
  /** Optional: derived from `job` when absent. */
  job_kind: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace('-', '_') || undefined : value),
    z.enum(JOB_KINDS).optional(),
  ),
  name: requiredText(150),
  birth_date: isoDate,
  residence: requiredText(200),
  id_number: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .refine((value) => /^[A-Za-z0-9-]{4,30}$/.test(value), { params: { code: 'invalid_format' } }),
  nationality_id: requiredInteger(1, 2_147_483_647),
  expiry_date: isoDate,
  religion: z.enum(EMPLOYMENT_RELIGIONS),
  military_status: z.preprocess(blankToUndefined, z.enum(MILITARY_STATUSES).optional()),
  marital_status: z.enum(MARITAL_STATUSES),
  number_of_children: optionalInteger(0, 30),
  home_address: requiredText(300),
  phone_number: phoneNumber,
  country_phone_code: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^\+?[0-9]{1,4}$/.test(value), { params: { code: 'invalid_format' } })
      .optional(),
  ),
  specialization: requiredText(150),
  email: z.string().trim().min(1).max(190).pipe(z.email()),
  scientific_qualifications: z.enum(QUALIFICATIONS),
  school_institute_university: requiredText(200),
  graduation_year: requiredInteger(1950, new Date().getUTCFullYear() + 1),
  /** A percentage (0–100); a 4- or 5-point GPA fits the same range. */
  gpa: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .union([z.number(), z.string().min(1)])
      .pipe(z.coerce.number())
      .pipe(z.number().min(0).max(100)),
  ),
  number_of_jobs_worked: optionalInteger(1, 4),
  workplace: optionalText(200),
  workplace_country_city: optionalText(200),
  job_title: optionalText(150),
  years_of_work: requiredInteger(0, 60),
  leaving_work_reason: optionalText(1000),
  main_tasks: optionalText(2000),
  course_name_1: optionalText(200),
  course_name_1_party_of_charge: optionalText(200),
  course_name_2: optionalText(200),
  course_name_2_party_of_charge: optionalText(200),
  dataflow_verification_documents_uploaded: yesNo,
  admit_to_prometric_pearson_vue_exam: yesNo,
  have_scfhs_accreditation_certificate: yesNo,
  have_driving_license: optionalYesNo,
  good_at_driving_cars: optionalYesNo,
  english_fluency_degree: z.enum(ENGLISH_LEVELS),
});

const attachmentShape = Object.fromEntries(
  ATTACHMENT_NAMES.map((name) => [
    name,
    (REQUIRED_ATTACHMENTS as readonly string[]).includes(name) ? uploadedFile : uploadedFile.optional(),
  ]),
) as { [K in AttachmentName]: typeof uploadedFile | z.ZodOptional<typeof uploadedFile> };

/** The whole multipart body: scalar fields plus the documents under `attachments[...]`. */
export const employmentRequestBody = employmentRequestFields.extend({
  // A missing `attachments` object is reported per required document, not as one "attachments" error.
  attachments: z.preprocess((value) => value ?? {}, z.strictObject(attachmentShape)),
});
export type EmploymentRequestBody = z.infer<typeof employmentRequestBody>;
