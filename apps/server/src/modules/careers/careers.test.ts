import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../cli/demo/assets';
import { DEMO_NATIONALITIES, seedDemoCareers } from '../../cli/demo/careers';
import { employmentRequestAttachments, employmentRequests, nationalities } from '../../db/schema/index';
import { type MultipartEntry, type MultipartFilePart, multipartPayload } from '../../lib/multipart-payload';
import { signPrivateUrl } from '../../plugins/storage';
import { authHeader, signInAsSuperAdmin } from '../../test/auth';
import { DOCX, peExecutable, solidImage } from '../../test/files';
import { createTestContext, type TestContext } from '../../test/harness';
import { whileImageWorkIsHeld } from '../../test/image-work';
import { readStored, storedKeys } from '../../test/stored-files';
import { CAREERS_TAGS, getEmploymentRequest, setReceiveEmploymentRequest } from './service';

let ctx: TestContext;
let app: FastifyInstance;
let saudiId: number;
let nextIp = 1;

// ---------------------------------------------------------------------------------------------
// Fixtures

const PDF = simplePdf('Curriculum vitae', ['Mohammed Al Qahtani', 'Clinical pharmacist, five years of experience']);
let PNG: Buffer;
let JPEG: Buffer;

const thisYear = new Date().getUTCFullYear();
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Every field of the form filled in as a careful applicant would. */
function validFields(): Record<string, string> {
  return {
    job: 'pharmacist',
    name: 'محمد عبدالله القحطاني',
    birth_date: '1995-04-12',
    residence: 'الرياض',
    id_number: '1023456789',
    nationality_id: String(saudiId),
    expiry_date: `${thisYear + 3}-05-01`,
    religion: 'muslim',
    military_status: 'final_exemption',
    marital_status: 'married',
    number_of_children: '2',
    home_address: 'حي النرجس، شارع الثمامة، الرياض',
    phone_number: '0551234567',
    country_phone_code: '+966',
    specialization: 'صيدلة إكلينيكية',
    email: 'Mohammed.Q@example.com',
    scientific_qualifications: 'bachelor',
    school_institute_university: 'جامعة الملك سعود',
    graduation_year: '2018',
    gpa: '4.5',
    number_of_jobs_worked: '2',
    workplace: 'مستشفى الملك فهد',
    workplace_country_city: 'السعودية - الرياض',
    job_title: 'صيدلي سريري',
    years_of_work: '5',
    leaving_work_reason: 'البحث عن فرصة للتطور المهني',
    main_tasks: 'مراجعة الوصفات الطبية وتقديم الاستشارات الدوائية',
    course_name_1: 'الرعاية الصيدلانية لمرضى السكري',
    course_name_1_party_of_charge: 'الهيئة السعودية للتخصصات الصحية',
    course_name_2: 'الإنعاش القلبي الرئوي الأساسي',
    course_name_2_party_of_charge: 'جمعية القلب السعودية',
    dataflow_verification_documents_uploaded: '1',
    admit_to_prometric_pearson_vue_exam: '1',
    have_scfhs_accreditation_certificate: '0',
    have_driving_license: '1',
    good_at_driving_cars: '1',
    english_fluency_degree: 'excellent',
  };
}

function validFiles(): Record<string, MultipartFilePart> {
  return {
    'attachments[id_number]': { filename: 'passport.png', content: PNG, type: 'image/png' },
    'attachments[cv]': { filename: 'السيرة الذاتية.pdf', content: PDF, type: 'application/pdf' },
    'attachments[transcript]': {
      filename: 'transcript.docx',
      content: DOCX,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    'attachments[experience_certificate_1]': { filename: 'experience.jpg', content: JPEG, type: 'image/jpeg' },
  };
}

/** The starred fields of the form (spec 2.8), as the server names them. */
const STARRED = [
  'job',
  'name',
  'birth_date',
  'residence',
  'id_number',
  'nationality_id',
  'expiry_date',
  'religion',
  'marital_status',
  'home_address',
  'phone_number',
  'specialization',
  'email',
  'scientific_qualifications',
  'school_institute_university',
  'graduation_year',
  'gpa',
  'years_of_work',
  'dataflow_verification_documents_uploaded',
  'admit_to_prometric_pearson_vue_exam',
  'have_scfhs_accreditation_certificate',
  'english_fluency_degree',
  'attachments[id_number]',
  'attachments[cv]',
];

async function submit(
  fields: Record<string, string>,
  files: Record<string, MultipartFilePart>,
  options: { locale?: string; ip?: string } = {},
) {
  const entries: MultipartEntry[] = [...Object.entries(fields), ...Object.entries(files)];
  const { payload, headers } = await multipartPayload(entries);
  return app.inject({
    method: 'POST',
    url: '/api/employmentRequest',
    payload,
    headers: { ...headers, locale: options.locale ?? 'ar', 'x-forwarded-for': options.ip ?? `203.0.113.${nextIp++}` },
  });
}

const without = <T extends Record<string, unknown>>(record: T, key: string): T => {
  const { [key]: _removed, ...rest } = record;
  return rest as T;
};

/** Keys in private storage, on whichever backend the suite runs. */
function privateFiles(): Promise<string[]> {
  return storedKeys(app.storage, 'private');
}

async function requestCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(employmentRequests);
  return Number(row!.n);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  PNG = await solidImage('png', { width: 40, height: 30, background: '#0f766e' });
  JPEG = await solidImage('jpeg', { width: 40, height: 30, background: '#14b8a6' });
  ctx = await createTestContext();
  app = ctx.app;
  expect(await seedDemoCareers(app.db)).toEqual({ created: DEMO_NATIONALITIES.length });
  const [saudi] = await app.db.select().from(nationalities).where(eq(nationalities.sort, 10));
  saudiId = saudi!.id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/nationalities', () => {
  it('answers the list under data.data, Saudi first, with both names', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nationalities', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.data;
    expect(list).toHaveLength(DEMO_NATIONALITIES.length);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list[0]).toEqual({
      id: saudiId,
      name: 'Saudi',
      translation: [
        { locale: 'ar', name: 'سعودي' },
        { locale: 'en', name: 'Saudi' },
      ],
    });
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('GET /api/settings', () => {
  it('answers receive_employment_request as a boolean under data.data, with the map tile template', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { data: { receive_employment_request: true, map_tile_url: ctx.config.mapTileUrl } },
    });
  });
});

describe('POST /api/employmentRequest', () => {
  it('stores a complete application with its documents in private storage', async () => {
    const before = await privateFiles();
    const res = await submit(validFields(), validFiles(), { locale: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      message: 'Your employment application has been sent successfully. Thank you for your interest in joining us.',
    });

    const [row] = await app.db.select().from(employmentRequests).where(eq(employmentRequests.id, data.id));
    expect(row).toMatchObject({
      jobKind: 'pharmacist',
      job: 'pharmacist',
      name: 'محمد عبدالله القحطاني',
      birthDate: '1995-04-12',
      nationalityId: saudiId,
      religion: 'muslim',
      militaryStatus: 'final_exemption',
      numberOfChildren: 2,
      email: 'mohammed.q@example.com',
      graduationYear: 2018,
      gpa: '4.50',
      numberOfJobsWorked: 2,
      yearsOfWork: 5,
      dataflowVerificationDocumentsUploaded: true,
      haveScfhsAccreditationCertificate: false,
      haveDrivingLicense: true,
      englishFluencyDegree: 'excellent',
      locale: 'en',
    });

    const attachments = await app.db
      .select()
      .from(employmentRequestAttachments)
      .where(eq(employmentRequestAttachments.employmentRequestId, data.id));
    expect(attachments.map((a) => a.name).sort()).toEqual(
      ['cv', 'experience_certificate_1', 'id_number', 'transcript'].sort(),
    );
    const byName = new Map(attachments.map((a) => [a.name, a]));
    expect(byName.get('cv')).toMatchObject({
      mimeType: 'application/pdf',
      originalName: 'السيرة الذاتية.pdf',
      size: PDF.length,
    });
    expect(byName.get('transcript')!.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const added = (await privateFiles()).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(attachments.map((a) => a.fileKey).sort());
    const cvKey = byName.get('cv')!.fileKey;
    expect(await readStored(app.storage, 'private', cvKey)).toEqual(PDF);
    // Nothing went to public storage.
    expect(await app.storage.stat('public', cvKey)).toBeNull();
  });

  it('keeps the documents unreachable from any public path', async () => {
    const [attachment] = await app.db.select().from(employmentRequestAttachments).limit(1);
    const key = attachment!.fileKey;
    const urls = [
      `/uploads/${key}`,
      `/uploads/private/${key}`,
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/private/${key}`,
      `/data/uploads/private/${key}`,
      `/api/files/signed?key=${encodeURIComponent(key)}`,
      `/api/files/signed?key=${encodeURIComponent(key)}&expires=9999999999&sig=forged`,
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.rawPayload.includes(PDF.subarray(0, 64)), url).toBe(false);
    }
  });

  it('lists every missing starred field in one answer, in Arabic and English', async () => {
    const before = [await requestCount(), (await privateFiles()).length];
    const empty = await submit({}, {});
    expect(empty.statusCode).toBe(422);
    const ar = empty.json();
    expect(ar.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(Object.keys(ar.errors).sort()).toEqual([...STARRED].sort());
    expect(ar.errors['attachments[cv]']).toEqual(['حقل السيرة الذاتية مطلوب.']);
    expect(ar.errors['attachments[id_number]']).toEqual(['حقل صورة الجواز أو الهوية مطلوب.']);
    expect(ar.errors.id_number).toEqual(['حقل رقم الهوية مطلوب.']);
    expect(ar.errors.gpa).toEqual(['حقل النسبة (المعدل) مطلوب.']);
    // Every field has a proper Arabic label, not its raw name.
    for (const [field, messages] of Object.entries(ar.errors as Record<string, string[]>)) {
      expect(messages[0], field).not.toMatch(/[a-z_]{3,}/);
    }

    const en = await app.inject({ method: 'POST', url: '/api/employmentRequest', headers: { locale: 'en' } });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors).sort()).toEqual([...STARRED].sort());
    expect(en.json().errors['attachments[cv]']).toEqual(['The CV field is required.']);
    expect(en.json().errors.english_fluency_degree).toEqual(['The English level field is required.']);
    expect([await requestCount(), (await privateFiles()).length]).toEqual(before);
  });

  it('reports each starred field when it alone is missing, and stores nothing', async () => {
    const before = [await requestCount(), (await privateFiles()).length];
    for (const field of STARRED) {
      const fields = field.startsWith('attachments[') ? validFields() : without(validFields(), field);
      const files = field.startsWith('attachments[') ? without(validFiles(), field) : validFiles();
      const res = await submit(fields, files, { locale: 'en' });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
      expect(res.json().errors[field][0], field).toMatch(/field is required\.$/);
    }
    expect([await requestCount(), (await privateFiles()).length]).toEqual(before);
  });

  it('checks formats, ranges, enumerations, dates and the nationality all at once', async () => {
    const res = await submit(
      {
        ...validFields(),
        birth_date: isoDay(2),
        expiry_date: isoDay(-2),
        religion: 'pagan',
        military_status: 'deserter',
        marital_status: 'complicated',
        scientific_qualifications: 'none',
        english_fluency_degree: 'fluent',
        number_of_jobs_worked: '5',
        graduation_year: '1900',
        gpa: '101',
        years_of_work: 'many',
        email: 'not-an-email',
        phone_number: '12',
        nationality_id: '999999',
        dataflow_verification_documents_uploaded: 'maybe',
      },
      validFiles(),
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      birth_date: ['The birth date must be a date before today.'],
      expiry_date: ['The expiry date must be a date after today.'],
      religion: ['The selected religion is invalid.'],
      military_status: ['The selected military status is invalid.'],
      marital_status: ['The selected marital status is invalid.'],
      scientific_qualifications: ['The selected qualification is invalid.'],
      english_fluency_degree: ['The selected English level is invalid.'],
      number_of_jobs_worked: ['The number of previous jobs may not be greater than 4.'],
      graduation_year: ['The graduation year must be at least 1950.'],
      gpa: ['The percentage (GPA) may not be greater than 100.'],
      years_of_work: ['The years of experience must be a number.'],
      email: ['The email must be a valid e-mail address.'],
      phone_number: ['The mobile number must be a valid phone number of 7 to 15 digits.'],
      nationality_id: ['The selected nationality is invalid.'],
      dataflow_verification_documents_uploaded: ['The DataFlow verification documents uploaded value is invalid.'],
    });
    const dates = await submit({ ...validFields(), birth_date: '1995-02-30', expiry_date: 'next year' }, validFiles());
    expect(dates.json().errors).toEqual({
      birth_date: ['حقل تاريخ الميلاد يجب أن يكون تاريخاً صحيحاً.'],
      expiry_date: ['حقل تاريخ الانتهاء يجب أن يكون تاريخاً صحيحاً.'],
    });
  });

  it('refuses a disguised executable as the CV and stores nothing', async () => {
    const before = [await requestCount(), (await privateFiles()).length];
    const res = await submit(
      validFields(),
      {
        ...validFiles(),
        'attachments[cv]': { filename: 'cv.pdf', content: peExecutable(), type: 'application/pdf' },
        'attachments[transcript]': {
          filename: 'transcript.pdf',
          content: Buffer.from('<svg onload="alert(1)"/>'),
          type: 'application/pdf',
        },
      },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'attachments[cv]': ['The CV must be a file of type: pdf, jpg, png, webp, docx.'],
      'attachments[transcript]': ['The transcript must be a file of type: pdf, jpg, png, webp, docx.'],
    });
    expect([await requestCount(), (await privateFiles()).length]).toEqual(before);
  });

  it('refuses unknown documents and text in place of a file', async () => {
    const res = await submit(
      { ...validFields(), 'attachments[cv]': 'my-cv.pdf' },
      {
        ...without(validFiles(), 'attachments[cv]'),
        'attachments[photo]': { filename: 'me.png', content: PNG, type: 'image/png' },
      },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'attachments[cv]': ['The CV must be a file.'],
      'attachments[photo]': ['The field photo is not known.'],
    });
  });

  it("keeps a document's name without direction controls and refuses them in a text field", async () => {
    const files = validFiles();
    // U+202E would show "cv\u202Efdp.exe" as "cvexe.pdf" in the back-office.
    files['attachments[cv]'] = { ...files['attachments[cv]']!, filename: 'cv\u202Efdp.exe\u200F.pdf' };
    const ok = await submit(validFields(), files, { locale: 'en' });
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = await app.db
      .select()
      .from(employmentRequestAttachments)
      .where(eq(employmentRequestAttachments.employmentRequestId, ok.json().data.id));
    expect(stored.find((a) => a.name === 'cv')!.originalName).toBe('cvfdp.exe.pdf');

    const refused = await submit({ ...validFields(), name: 'محمد \u2067القحطاني\u2069' }, validFiles(), {
      locale: 'ar',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: ['حقل الاسم يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.'] });
  });

  it('stores the free-text job of a non-pharmacist, and requires it', async () => {
    const ok = await submit({ ...validFields(), job_kind: 'non-pharmacist', job: 'محاسب' }, validFiles());
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.message).toBe('تم إرسال طلب التوظيف بنجاح، شكراً لاهتمامك بالانضمام إلينا.');
    const [row] = await app.db.select().from(employmentRequests).where(eq(employmentRequests.id, ok.json().data.id));
    expect(row).toMatchObject({ jobKind: 'non_pharmacist', job: 'محاسب' });

    const inferred = await submit({ ...validFields(), job: 'أخصائي مختبر' }, validFiles());
    const [other] = await app.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.id, inferred.json().data.id));
    expect(other).toMatchObject({ jobKind: 'non_pharmacist', job: 'أخصائي مختبر' });

    const missing = await submit({ ...validFields(), job: 'non-pharmacist' }, validFiles(), { locale: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ job: ['The job field is required.'] });
  });

  it('is refused while applications are closed, and opens again', async () => {
    await setReceiveEmploymentRequest(app.db, false);
    await app.invalidatePublic([CAREERS_TAGS.settings]);
    const settings = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json().data.data.receive_employment_request).toBe(false);

    const before = [await requestCount(), (await privateFiles()).length];
    const res = await submit(validFields(), validFiles(), { locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Employment applications are not being received at the moment.' });
    const ar = await submit(validFields(), validFiles());
    expect(ar.json().message).toBe('استقبال طلبات التوظيف متوقف حالياً.');
    expect([await requestCount(), (await privateFiles()).length]).toEqual(before);

    await setReceiveEmploymentRequest(app.db, true);
    await app.invalidatePublic([CAREERS_TAGS.settings]);
    expect((await submit(validFields(), validFiles())).statusCode).toBe(201);
  });

  it('holds no transaction while its photos are re-encoded: health and reads answer meanwhile', async () => {
    const before = await requestCount();
    const outcome = await whileImageWorkIsHeld(app, () => submit(validFields(), validFiles()), requestCount);
    expect(outcome.events.indexOf('released')).toBe(2);
    expect(outcome.health?.statusCode).toBe(200);
    expect(outcome.upload.statusCode).toBe(201);
    expect(await requestCount()).toBe(before + 1);
  });

  it('limits applications per address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await submit(validFields(), validFiles(), { ip })).statusCode).toBe(201);
    const before = [await requestCount(), (await privateFiles()).length];
    const refused = await submit(validFields(), validFiles(), { ip });
    expect(refused.statusCode).toBe(429);
    expect([await requestCount(), (await privateFiles()).length]).toEqual(before);
  });
});

describe('staff services', () => {
  it('shows one application with signed links to its documents, and deletes it with its files', async () => {
    const [{ id } = { id: 0 }] = await app.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .orderBy(desc(employmentRequests.id))
      .limit(1);
    const detail = await getEmploymentRequest(app.db, id, 'en', (key, name) => signPrivateUrl(app, key, 60, name));
    expect(detail).toMatchObject({
      id,
      nationality: { name: 'Saudi' },
      gpa: 4.5,
      have_scfhs_accreditation_certificate: 0,
    });
    expect(detail.attachments).toHaveLength(4);
    const cv = detail.attachments.find((a) => a.name === 'cv')!;
    expect(cv.download_url).toMatch(/^\/api\/files\/signed\?/);
    const download = await app.inject({ method: 'GET', url: cv.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);

    const files = (await privateFiles()).length;
    const admin = await signInAsSuperAdmin(app);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/admin/employmentRequest/bulkDelete',
      payload: { ids: [id] },
      headers: authHeader(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await privateFiles()).length).toBe(files - 4);
    expect((await app.inject({ method: 'GET', url: cv.download_url })).statusCode).toBe(404);
    await expect(getEmploymentRequest(app.db, id, 'en', () => '')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('seedDemoCareers', () => {
  it('is idempotent and keeps a saved setting', async () => {
    await setReceiveEmploymentRequest(app.db, false);
    expect(await seedDemoCareers(app.db)).toEqual({ created: 0 });
    const [row] = await app.db.select({ n: count() }).from(nationalities);
    expect(Number(row!.n)).toBe(DEMO_NATIONALITIES.length);
    await app.invalidatePublic([CAREERS_TAGS.settings]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/settings' })).json().data.data.receive_employment_request,
    ).toBe(false);
  });
});
