import { z } from 'zod';
import { blankToUndefined, id, type Locale, optionalId, pageQuery } from './common';

/** Religion of an applicant, also the filter of the employment applications list. */
export const EMPLOYMENT_RELIGIONS = ['muslim', 'other'] as const;
export const JOB_KINDS = ['pharmacist', 'non_pharmacist'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const MILITARY_STATUSES = ['final_exemption', 'temp_exemption', 'performed_military_service'] as const;
export const MARITAL_STATUSES = ['single', 'married'] as const;
export const QUALIFICATIONS = ['bachelor', 'diploma', 'master', 'phd'] as const;
export const ENGLISH_LEVELS = ['excellent', 'middle', 'weak'] as const;

/** Documents an application may carry, sent as `attachments[<name>]`. */
export const ATTACHMENT_NAMES = [
  'id_number',
  'cv',
  'bachelor_degree_certificate',
  'pharmacists_union_membership_card',
  'license_to_practice_profession_in_your_country',
  'experience_certificate_1',
  'experience_certificate_2',
  'experience_certificate_3',
  'transcript',
  'license_to_practice_profession_in_ksa',
] as const;
export type AttachmentName = (typeof ATTACHMENT_NAMES)[number];
/** The passport/ID file and the CV. */
export const REQUIRED_ATTACHMENTS = ['id_number', 'cv'] as const satisfies readonly AttachmentName[];

/** Filters of GET /admin/employmentRequests and of its export. */
export const employmentRequestFilters = z.object({
  religion: z.preprocess(blankToUndefined, z.enum(EMPLOYMENT_RELIGIONS).optional()),
  nationality_id: optionalId,
  /** Part of the name, phone, ID number, e-mail or job (Arabic-normalized). */
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type EmploymentRequestFilters = z.infer<typeof employmentRequestFilters>;

/** GET /admin/employmentRequests: limit, page, religion, nationality_id, search. */
export const employmentRequestListQuery = pageQuery.extend(employmentRequestFilters.shape);
export type EmploymentRequestListQuery = z.infer<typeof employmentRequestListQuery>;

/** A nationality, named in the request's language, with both names. */
const nationalityItem = z.object({
  id,
  name: z.string(),
  translation: z.array(z.object({ name: z.string(), locale: z.enum(['ar', 'en']) })),
});
export type NationalityItem = z.infer<typeof nationalityItem>;

/** The spec's client reads `data.data` of the public nationalities and settings answers. */
const nested = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ data: item }) });

/** GET /api/nationalities: in display order (the most common first). */
export const nationalitiesAnswer = nested(z.array(nationalityItem));
export type NationalitiesAnswer = z.infer<typeof nationalitiesAnswer>;

export const employmentRequestListItem = z.object({
  id,
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  job: z.string(),
  job_kind: z.string(),
  religion: z.string(),
  nationality: nationalityItem,
  created_at: z.string(),
});
export type EmploymentRequestListItem = z.infer<typeof employmentRequestListItem>;

const employmentAttachmentItem = z.object({
  id,
  /** Which document: cv, id_number, transcript, ... */
  name: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** An admin route that records the download in the action log, then redirects to a signed link. */
  download_url: z.string(),
});
export type EmploymentAttachmentItem = z.infer<typeof employmentAttachmentItem>;

const text = z.string();
const maybeText = z.string().nullable();
const maybeInt = z.number().int().nullable();
const maybeFlag = z.union([z.literal(0), z.literal(1)]).nullable();

/** GET /admin/employmentRequests/{id}: every submitted field, the nationality and the documents. */
export const employmentRequestDetail = z.object({
  id,
  job: text,
  job_kind: text,
  name: text,
  birth_date: text,
  residence: text,
  id_number: text,
  nationality_id: id,
  nationality: nationalityItem,
  expiry_date: text,
  religion: text,
  military_status: maybeText,
  marital_status: text,
  number_of_children: maybeInt,
  home_address: text,
  phone_number: text,
  country_phone_code: maybeText,
  specialization: text,
  email: text,
  scientific_qualifications: text,
  school_institute_university: text,
  graduation_year: z.number().int(),
  gpa: z.number(),
  number_of_jobs_worked: maybeInt,
  workplace: maybeText,
  workplace_country_city: maybeText,
  job_title: maybeText,
  years_of_work: z.number().int(),
  leaving_work_reason: maybeText,
  main_tasks: maybeText,
  course_name_1: maybeText,
  course_name_1_party_of_charge: maybeText,
  course_name_2: maybeText,
  course_name_2_party_of_charge: maybeText,
  dataflow_verification_documents_uploaded: maybeFlag,
  admit_to_prometric_pearson_vue_exam: maybeFlag,
  have_scfhs_accreditation_certificate: maybeFlag,
  have_driving_license: maybeFlag,
  good_at_driving_cars: maybeFlag,
  english_fluency_degree: text,
  locale: text,
  created_at: text,
  attachments: z.array(employmentAttachmentItem),
});
export type EmploymentRequestDetail = z.infer<typeof employmentRequestDetail>;

const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/** POST /admin/employmentRequest/bulkDelete: the ids to delete, as `ids` (or `id`), a list or one value. */
export const employmentBulkDeleteBody = z.preprocess(
  (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const { id: single, ...rest } = record;
    return { ...rest, ids: asList(record.ids ?? single) };
  },
  z.object({ ids: z.array(id).min(1).max(1000) }),
);

/** GET/POST /admin/settings. */
export const employmentSettingsBody = z.object({
  receive_employment_request: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).transform((value) => Boolean(value)),
  ),
});
export const employmentSettingsItem = z.object({ receive_employment_request: z.boolean() });
export type EmploymentSettingsItem = z.infer<typeof employmentSettingsItem>;

/** GET /api/settings: whether applications are received, and the map tile template of the branch finder. */
const publicSettingsItem = employmentSettingsItem.extend({ map_tile_url: z.string() });
export type PublicSettingsItem = z.infer<typeof publicSettingsItem>;
export const publicSettingsAnswer = nested(publicSettingsItem);
export type PublicSettingsAnswer = z.infer<typeof publicSettingsAnswer>;

/** POST /api/employmentRequest (201): the new application's id and a thank-you message. */
export const employmentRequestCreated = z.object({ data: z.object({ id, message: z.string() }) });

/**
 * The coded answers of an application, field by field: what is stored is the code, what a person
 * reads is the label. The staff export writes these labels; the back-office detail page shows the
 * same words from its locale files (a server test keeps the two equal).
 */
export const EMPLOYMENT_CHOICES = {
  job_kind: JOB_KINDS,
  religion: EMPLOYMENT_RELIGIONS,
  military_status: MILITARY_STATUSES,
  marital_status: MARITAL_STATUSES,
  scientific_qualifications: QUALIFICATIONS,
  english_fluency_degree: ENGLISH_LEVELS,
} as const;
export type EmploymentChoiceField = keyof typeof EMPLOYMENT_CHOICES;

type ChoiceLabels = { [F in EmploymentChoiceField]: Record<(typeof EMPLOYMENT_CHOICES)[F][number], string> };

/** Labels of every code of EMPLOYMENT_CHOICES, per language (the type makes a missing one an error). */
export const EMPLOYMENT_CHOICE_LABELS: Record<Locale, ChoiceLabels> = {
  ar: {
    job_kind: { pharmacist: 'صيدلي', non_pharmacist: 'وظيفة أخرى (غير صيدلي)' },
    religion: { muslim: 'مسلم', other: 'أخرى' },
    military_status: {
      final_exemption: 'إعفاء نهائي',
      temp_exemption: 'إعفاء مؤقت',
      performed_military_service: 'أدى الخدمة العسكرية',
    },
    marital_status: { single: 'أعزب', married: 'متزوج' },
    scientific_qualifications: { bachelor: 'بكالوريوس', diploma: 'دبلوم', master: 'ماجستير', phd: 'دكتوراه' },
    english_fluency_degree: { excellent: 'ممتاز', middle: 'متوسط', weak: 'ضعيف' },
  },
  en: {
    job_kind: { pharmacist: 'Pharmacist', non_pharmacist: 'Another job (not a pharmacist)' },
    religion: { muslim: 'Muslim', other: 'Other' },
    military_status: {
      final_exemption: 'Permanently exempted',
      temp_exemption: 'Temporarily exempted',
      performed_military_service: 'Service completed',
    },
    marital_status: { single: 'Single', married: 'Married' },
    scientific_qualifications: {
      bachelor: "Bachelor's degree",
      diploma: 'Diploma',
      master: "Master's degree",
      phd: 'PhD',
    },
    english_fluency_degree: { excellent: 'Excellent', middle: 'Intermediate', weak: 'Basic' },
  },
};

/** The label of a stored code in `locale`; a code outside the list (older data) is shown as stored. */
export function employmentChoiceLabel(locale: Locale, field: EmploymentChoiceField, code: string): string {
  const labels: Record<string, string> = EMPLOYMENT_CHOICE_LABELS[locale][field];
  return labels[code] ?? code;
}
