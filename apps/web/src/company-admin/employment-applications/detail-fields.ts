import { ATTACHMENT_NAMES, type AttachmentName, type EmploymentRequestDetail } from '@app/contracts';
import type { ParseKeys } from 'i18next';

type EmploymentKey = ParseKeys<'employment'>;
/** What follows `prefix.` in the employment keys, e.g. the field names under `fields.`. */
type Under<Prefix extends string, K = EmploymentKey> = K extends `${Prefix}.${infer Rest}` ? Rest : never;

type Field = Exclude<keyof EmploymentRequestDetail, 'attachments' | 'nationality' | 'id' | 'locale' | 'job_kind'>;

export interface DetailRow {
  field: Field;
  label: EmploymentKey;
  kind?: 'date' | 'flag' | 'option' | 'ltr';
}

const row = (field: Extract<Field, Under<'fields'>>, kind?: DetailRow['kind']): DetailRow =>
  kind ? { field, label: `fields.${field}`, kind } : { field, label: `fields.${field}` };
/** A yes/no question, labelled by its question. */
const question = (field: Extract<Field, Under<'questions'>>): DetailRow => ({
  field,
  label: `questions.${field}`,
  kind: 'flag',
});

/** Every submitted field of an application, grouped as on the public form. */
export const detailGroups: readonly { key: Under<'groups'>; rows: readonly DetailRow[] }[] = [
  { key: 'job', rows: [row('job'), row('created_at', 'date')] },
  {
    key: 'personal',
    rows: [
      row('name'),
      row('birth_date', 'date'),
      row('residence'),
      row('id_number', 'ltr'),
      row('expiry_date', 'date'),
      row('nationality_id'),
      row('religion', 'option'),
      row('military_status', 'option'),
      row('marital_status', 'option'),
      row('number_of_children'),
      row('home_address'),
      row('phone_number', 'ltr'),
      row('country_phone_code', 'ltr'),
      row('email', 'ltr'),
    ],
  },
  {
    key: 'education',
    rows: [
      row('scientific_qualifications', 'option'),
      row('specialization'),
      row('school_institute_university'),
      row('graduation_year'),
      row('gpa'),
      row('english_fluency_degree', 'option'),
    ],
  },
  {
    key: 'work',
    rows: [
      row('years_of_work'),
      row('number_of_jobs_worked'),
      row('workplace'),
      row('workplace_country_city'),
      row('job_title'),
      row('leaving_work_reason'),
      row('main_tasks'),
    ],
  },
  {
    key: 'courses',
    rows: [
      row('course_name_1'),
      row('course_name_1_party_of_charge'),
      row('course_name_2'),
      row('course_name_2_party_of_charge'),
    ],
  },
  {
    key: 'questions',
    rows: [
      question('dataflow_verification_documents_uploaded'),
      question('admit_to_prometric_pearson_vue_exam'),
      question('have_scfhs_accreditation_certificate'),
      question('have_driving_license'),
      question('good_at_driving_cars'),
    ],
  },
];

type DocumentLabel = [EmploymentKey, Record<string, number>];
const certificate = (number: number): DocumentLabel => ['documents.experience_certificate', { number }];

/** The label of each document; experience certificates share one label with their number. */
const DOCUMENT_LABELS: Record<AttachmentName, DocumentLabel> = {
  id_number: ['documents.id_number', {}],
  cv: ['documents.cv', {}],
  bachelor_degree_certificate: ['documents.bachelor_degree_certificate', {}],
  pharmacists_union_membership_card: ['documents.pharmacists_union_membership_card', {}],
  license_to_practice_profession_in_your_country: ['documents.license_to_practice_profession_in_your_country', {}],
  experience_certificate_1: certificate(1),
  experience_certificate_2: certificate(2),
  experience_certificate_3: certificate(3),
  transcript: ['documents.transcript', {}],
  license_to_practice_profession_in_ksa: ['documents.license_to_practice_profession_in_ksa', {}],
};

const isAttachmentName = (name: string): name is AttachmentName =>
  (ATTACHMENT_NAMES as readonly string[]).includes(name);

/** A document's label key; null for a name the form does not know (shown as stored). */
export function documentLabelKey(name: string): DocumentLabel | null {
  return isAttachmentName(name) ? DOCUMENT_LABELS[name] : null;
}
