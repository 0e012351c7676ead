/**
 * The job application as the server takes it (POST /api/employmentRequest, multipart; see the
 * server's careers/schemas.ts): enumerations, documents and how the form becomes the request body.
 */

import type * as contract from '@app/contracts';

// The lists are repeated here so the public bundle stays free of zod; `satisfies` holds them to the contract.
type Of<T extends readonly string[]> = readonly T[number][];

export const JOB_KINDS = ['pharmacist', 'non_pharmacist'] as const satisfies Of<typeof contract.JOB_KINDS>;
export type JobKind = contract.JobKind;

export const RELIGIONS = ['muslim', 'other'] as const satisfies Of<typeof contract.EMPLOYMENT_RELIGIONS>;
export const MILITARY_STATUSES = [
  'final_exemption',
  'temp_exemption',
  'performed_military_service',
] as const satisfies Of<typeof contract.MILITARY_STATUSES>;
export const MARITAL_STATUSES = ['single', 'married'] as const satisfies Of<typeof contract.MARITAL_STATUSES>;
export const QUALIFICATIONS = ['bachelor', 'diploma', 'master', 'phd'] as const satisfies Of<
  typeof contract.QUALIFICATIONS
>;
export const ENGLISH_LEVELS = ['excellent', 'middle', 'weak'] as const satisfies Of<typeof contract.ENGLISH_LEVELS>;
export const JOBS_WORKED = ['1', '2', '3', '4'] as const;

/** Yes/no questions, sent as 1/0; the first three are required. */
export const YES_NO_QUESTIONS = [
  { name: 'dataflow_verification_documents_uploaded', required: true },
  { name: 'admit_to_prometric_pearson_vue_exam', required: true },
  { name: 'have_scfhs_accreditation_certificate', required: true },
  { name: 'have_driving_license', required: false },
  { name: 'good_at_driving_cars', required: false },
] as const;

/** Documents, sent as `attachments[<name>]`; the passport/ID file and the CV are required. */
export const DOCUMENTS = [
  { name: 'id_number', required: true },
  { name: 'cv', required: true },
  { name: 'bachelor_degree_certificate', required: false },
  { name: 'transcript', required: false },
  { name: 'pharmacists_union_membership_card', required: false },
  { name: 'license_to_practice_profession_in_your_country', required: false },
  { name: 'license_to_practice_profession_in_ksa', required: false },
] as const satisfies readonly { name: contract.AttachmentName; required: boolean }[];

/** Up to three experience certificates, revealed one at a time. */
export const EXPERIENCE_CERTIFICATES = [
  'experience_certificate_1',
  'experience_certificate_2',
  'experience_certificate_3',
] as const satisfies readonly contract.AttachmentName[];

export const MAX_COURSES = 2;

export function attachmentField(name: string): string {
  return `attachments[${name}]`;
}

/**
 * What the server's document rule accepts (PDF, JPEG, PNG, WebP, Word .docx); it sniffs the
 * content, so this only spares the visitor a refused upload.
 */
const DOCUMENT_TYPES = [
  { ext: ['.pdf'], mime: 'application/pdf' },
  { ext: ['.jpg', '.jpeg'], mime: 'image/jpeg' },
  { ext: ['.png'], mime: 'image/png' },
  { ext: ['.webp'], mime: 'image/webp' },
  { ext: ['.docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
] as const;

export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.flatMap((type) => [...type.ext, type.mime]).join(',');
export const DOCUMENT_TYPE_NAMES = 'PDF, JPG, PNG, WebP, DOCX';

/** The server's default per-file limit (UPLOAD_MAX_FILE_MB = 10). */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

export type DocumentProblem = 'too_large' | 'wrong_type' | 'empty';

/** Why a chosen file would be refused, judged by its size, name and type; null when it looks fine. */
export function documentProblem(file: File): DocumentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'too_large';
  const name = file.name.toLowerCase();
  const known = DOCUMENT_TYPES.some(
    (type) => type.ext.some((ext) => name.endsWith(ext)) || (file.type !== '' && type.mime === file.type),
  );
  return known ? null : 'wrong_type';
}

/**
 * The multipart body from the form: every named field, files only when one was chosen, and the
 * job: 'pharmacist' for a pharmacist, the typed job otherwise, with the kind beside it.
 */
export function buildApplicationData(form: HTMLFormElement, jobKind: JobKind | null): FormData {
  const source = new FormData(form);
  const body = new FormData();
  for (const [name, value] of source.entries()) {
    if (name === 'job' || name === 'job_kind') continue;
    if (typeof value === 'string') body.append(name, value.trim());
  }
  // Files are read from the inputs themselves: a document that was put back is then surely absent.
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
    const file = input.files?.[0];
    if (file && file.size > 0) body.append(input.name, file, file.name);
  }
  if (jobKind) body.set('job_kind', jobKind);
  const typedJob = String(source.get('job') ?? '').trim();
  if (jobKind === 'pharmacist') body.set('job', 'pharmacist');
  else if (typedJob) body.set('job', typedJob);
  return body;
}
