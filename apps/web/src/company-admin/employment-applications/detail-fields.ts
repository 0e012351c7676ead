import type { EmploymentRequestDetail } from '@app/contracts';

type Field = Exclude<keyof EmploymentRequestDetail, 'attachments' | 'nationality' | 'id' | 'locale' | 'job_kind'>;

export interface DetailRow {
  field: Field;
  /** i18n key (employment namespace). */
  label: string;
  kind?: 'date' | 'flag' | 'option' | 'ltr';
}

const row = (field: Field, kind?: DetailRow['kind'], label = `fields.${field}`): DetailRow =>
  kind ? { field, label, kind } : { field, label };

/** Every submitted field of an application, grouped as on the public form. */
export const detailGroups: readonly { key: string; rows: readonly DetailRow[] }[] = [
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
      row('dataflow_verification_documents_uploaded', 'flag', 'questions.dataflow_verification_documents_uploaded'),
      row('admit_to_prometric_pearson_vue_exam', 'flag', 'questions.admit_to_prometric_pearson_vue_exam'),
      row('have_scfhs_accreditation_certificate', 'flag', 'questions.have_scfhs_accreditation_certificate'),
      row('have_driving_license', 'flag', 'questions.have_driving_license'),
      row('good_at_driving_cars', 'flag', 'questions.good_at_driving_cars'),
    ],
  },
];

/** The label key of a document: experience certificates share one label with their number. */
export function documentLabelKey(name: string): [string, Record<string, number>?] {
  const match = /^experience_certificate_(\d)$/.exec(name);
  if (match) return ['documents.experience_certificate', { number: Number(match[1]) }];
  return [`documents.${name}`];
}
