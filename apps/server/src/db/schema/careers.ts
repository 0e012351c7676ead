import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, updatedAt } from './columns';

export const nationalities = pgTable('nationalities', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Bilingual>().notNull(),
  /** Display order: the most common nationalities first. */
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The single row of careers settings (id is always 1). */
export const employmentSettings = pgTable(
  'employment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    receiveEmploymentRequest: boolean('receive_employment_request').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('employment_settings_single_row', sql`${t.id} = 1`)],
);

export const employmentRequests = pgTable(
  'employment_requests',
  {
    id: serial('id').primaryKey(),
    jobKind: text('job_kind', { enum: ['pharmacist', 'non_pharmacist'] }).notNull(),
    job: text('job').notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    residence: text('residence').notNull(),
    idNumber: text('id_number').notNull(),
    nationalityId: integer('nationality_id')
      .notNull()
      .references(() => nationalities.id),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    religion: text('religion').notNull(),
    militaryStatus: text('military_status'),
    maritalStatus: text('marital_status').notNull(),
    numberOfChildren: smallint('number_of_children'),
    homeAddress: text('home_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    countryPhoneCode: text('country_phone_code'),
    specialization: text('specialization').notNull(),
    email: text('email').notNull(),
    scientificQualifications: text('scientific_qualifications').notNull(),
    schoolInstituteUniversity: text('school_institute_university').notNull(),
    graduationYear: smallint('graduation_year').notNull(),
    gpa: numeric('gpa', { precision: 5, scale: 2 }).notNull(),
    numberOfJobsWorked: smallint('number_of_jobs_worked'),
    workplace: text('workplace'),
    workplaceCountryCity: text('workplace_country_city'),
    jobTitle: text('job_title'),
    yearsOfWork: smallint('years_of_work').notNull(),
    leavingWorkReason: text('leaving_work_reason'),
    mainTasks: text('main_tasks'),
    courseName1: text('course_name_1'),
    courseName1PartyOfCharge: text('course_name_1_party_of_charge'),
    courseName2: text('course_name_2'),
    courseName2PartyOfCharge: text('course_name_2_party_of_charge'),
    dataflowVerificationDocumentsUploaded: boolean('dataflow_verification_documents_uploaded').notNull(),
    admitToPrometricPearsonVueExam: boolean('admit_to_prometric_pearson_vue_exam').notNull(),
    haveScfhsAccreditationCertificate: boolean('have_scfhs_accreditation_certificate').notNull(),
    haveDrivingLicense: boolean('have_driving_license'),
    goodAtDrivingCars: boolean('good_at_driving_cars'),
    englishFluencyDegree: text('english_fluency_degree').notNull(),
    /** Language the applicant used, for replies. */
    locale: text('locale').notNull(),
    /** Folded name, e-mail, phone, id number and job (see lib/arabic-search) for the staff search. */
    searchKey: text('search_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('employment_requests_search_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('employment_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('employment_requests_nationality_idx').on(t.nationalityId),
    index('employment_requests_religion_idx').on(t.religion),
  ],
);

/** Documents of an application; the files live in private storage. */
export const employmentRequestAttachments = pgTable(
  'employment_request_attachments',
  {
    id: serial('id').primaryKey(),
    employmentRequestId: integer('employment_request_id')
      .notNull()
      .references(() => employmentRequests.id, { onDelete: 'cascade' }),
    /** Which document: cv, id_number, transcript, ... */
    name: text('name').notNull(),
    /** Storage key in private storage. */
    fileKey: text('file_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employment_request_attachments_unique').on(t.employmentRequestId, t.name)],
);
