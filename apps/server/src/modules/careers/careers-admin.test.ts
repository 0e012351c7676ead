import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  EMPLOYMENT_CHOICE_LABELS,
  EMPLOYMENT_CHOICES,
  type EmploymentChoiceField,
  employmentChoiceLabel,
} from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NATIONALITIES, seedDemoCareers } from '../../cli/demo/careers';
import { employmentRequestAttachments, employmentRequests, logActions, nationalities } from '../../db/schema/index';
import { systemContext } from '../../kernel/context';
import { EXPORT_BATCH } from '../../kernel/export/index';
import { searchKey } from '../../lib/arabic-search';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { sheetRows, unzip } from '../../test/read-xlsx';
import { storedKeys } from '../../test/stored-files';
import { EXPORT_FIELDS, purgeOldRequests } from './admin-service';
import { DEFAULT_RETENTION_DAYS, retentionDays } from './jobs';

let ctx: TestContext;
let token: string;
let saudiId: number;
let egyptianId: number;

interface Applicant {
  name: string;
  phone?: string;
  idNumber?: string;
  religion?: 'muslim' | 'other';
  nationalityId?: number;
  createdAt?: Date;
  files?: number;
}

/** Stores an application as the public form would, with `files` documents in private storage. */
async function application(input: Applicant): Promise<{ id: number; keys: string[] }> {
  const phone = input.phone ?? `05${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(10, '0');
  const idNumber = input.idNumber ?? String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 999_999_999));
  const [row] = await ctx.app.db
    .insert(employmentRequests)
    .values({
      jobKind: 'pharmacist',
      job: 'pharmacist',
      name: input.name,
      birthDate: '1990-01-15',
      residence: 'الرياض',
      idNumber,
      nationalityId: input.nationalityId ?? saudiId,
      expiryDate: '2031-01-01',
      religion: input.religion ?? 'muslim',
      maritalStatus: 'single',
      homeAddress: 'حي العليا',
      phoneNumber: phone,
      specialization: 'صيدلة',
      email: 'applicant@example.com',
      scientificQualifications: 'bachelor',
      schoolInstituteUniversity: 'جامعة الملك سعود',
      graduationYear: 2014,
      gpa: '4.20',
      yearsOfWork: 3,
      dataflowVerificationDocumentsUploaded: true,
      admitToPrometricPearsonVueExam: false,
      haveScfhsAccreditationCertificate: true,
      englishFluencyDegree: 'middle',
      locale: 'ar',
      searchKey: searchKey(input.name, 'applicant@example.com', phone, idNumber, 'pharmacist'),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: employmentRequests.id });
  const keys: string[] = [];
  const names = ['cv', 'id_number', 'transcript'];
  for (let i = 0; i < (input.files ?? 2); i++) {
    const key = `employment-requests/${randomBytes(12).toString('hex')}.pdf`;
    await ctx.app.storage.putPrivate(key, Buffer.from(`%PDF-1.4 document ${i} of ${input.name}`));
    await ctx.app.db.insert(employmentRequestAttachments).values({
      employmentRequestId: row!.id,
      name: names[i] ?? `experience_certificate_${i}`,
      fileKey: key,
      originalName: `${names[i]}.pdf`,
      mimeType: 'application/pdf',
      size: 20,
    });
    keys.push(key);
  }
  return { id: row!.id, keys };
}

const get = (url: string, options: { as?: string; locale?: string } = {}) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });
const post = (url: string, payload: unknown, options: { as?: string; locale?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });
const privateExists = async (key: string) => (await ctx.app.storage.stat('private', key)) !== null;
const logCount = () => ctx.app.db.$count(logActions);
const logsOf = (action: string) => ctx.app.db.select().from(logActions).where(eq(logActions.action, action));

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
  await seedDemoCareers(ctx.app.db);
  const all = await ctx.app.db.select().from(nationalities);
  saudiId = all.find((n) => n.name.en === 'Saudi')!.id;
  egyptianId = all.find((n) => n.name.en === 'Egyptian')!.id;
  expect(all.length).toBe(DEMO_NATIONALITIES.length);
});
afterAll(() => ctx.close());

describe('GET /api/admin/employmentRequests', () => {
  it('answers a page of applications, newest first, with the list columns and the total', async () => {
    const older = await application({ name: 'سارة أحمد الغامدي', createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await application({ name: 'Omar Khaled', religion: 'other', nationalityId: egyptianId });
    const res = await get('/api/admin/employmentRequests?page=1&limit=1', { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: newer.id,
      name: 'Omar Khaled',
      job: 'pharmacist',
      religion: 'other',
      nationality: { id: egyptianId, name: 'Egyptian' },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = (await get('/api/admin/employmentRequests?page=2&limit=1')).json();
    expect(second.data[0].id).toBe(older.id);
  });

  it('filters by religion, nationality and an Arabic-normalized search of name, phone or ID number', async () => {
    const a = await application({ name: 'أحمد إبراهيم', phone: '0551112223', idNumber: '2098765432' });
    const b = await application({ name: 'ليلى يوسف', religion: 'other', nationalityId: egyptianId });
    const ids = async (query: string) =>
      ((await get(`/api/admin/employmentRequests?limit=100&${query}`)).json().data as { id: number }[]).map(
        (r) => r.id,
      );

    // Written without hamza, the search finds the name written with it.
    expect(await ids(`search=${encodeURIComponent('احمد ابراهيم')}`)).toEqual([a.id]);
    expect(await ids('search=0551112223')).toEqual([a.id]);
    expect(await ids('search=2098765432')).toEqual([a.id]);
    const others = await ids('religion=other');
    expect(others).toContain(b.id);
    expect(others).not.toContain(a.id);
    const egyptians = await ids(`nationality_id=${egyptianId}`);
    expect(egyptians).toContain(b.id);
    expect(egyptians).not.toContain(a.id);
    expect(await ids(`religion=other&nationality_id=${saudiId}&search=${encodeURIComponent('ليلى')}`)).toEqual([]);
    // Empty filters are no filters.
    expect((await ids('religion=&nationality_id=&search=')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad filter with a message in the request language', async () => {
    const en = await get('/api/admin/employmentRequests?religion=pagan&nationality_id=abc', { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors).sort()).toEqual(['nationality_id', 'religion']);
    expect(en.json().errors.religion[0]).toMatch(/religion/i);
    const ar = await get('/api/admin/employmentRequests?religion=pagan');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.religion[0]).toMatch(/الديانة/);
  });

  it('needs list employment request', async () => {
    const other = await signInAs(ctx.app, { permissions: ['show employment request'] });
    expect((await get('/api/admin/employmentRequests', { as: other.token })).statusCode).toBe(403);
    const lister = await signInAs(ctx.app, { permissions: ['list employment request'] });
    expect((await get('/api/admin/employmentRequests', { as: lister.token })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/employmentRequests/:id and its documents', () => {
  it('answers every field, the nationality in both languages and links to the logged download route', async () => {
    const { id } = await application({ name: 'نورة سعد', files: 2 });
    const res = await get(`/api/admin/employmentRequests/${id}`, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id,
      name: 'نورة سعد',
      birth_date: '1990-01-15',
      gpa: 4.2,
      dataflow_verification_documents_uploaded: 1,
      admit_to_prometric_pearson_vue_exam: 0,
      have_driving_license: null,
      nationality: {
        id: saudiId,
        name: 'Saudi',
        translation: expect.arrayContaining([{ locale: 'ar', name: 'سعودي' }]),
      },
    });
    expect(data.attachments).toHaveLength(2);
    for (const file of data.attachments) {
      expect(file.download_url).toBe(`/api/admin/employmentRequests/${id}/attachments/${file.id}`);
    }
    expect((await get('/api/admin/employmentRequests/2147483647')).statusCode).toBe(404);
  });

  it('records each download in the action log, then redirects to a signed link that serves the file', async () => {
    const { id } = await application({ name: 'خالد منصور', files: 1 });
    const [file] = (await get(`/api/admin/employmentRequests/${id}`)).json().data.attachments;
    const before = (await logsOf('show employment request')).length;
    const res = await get(file.download_url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/files\/signed\?key=.+&expires=\d+.*&sig=/);
    const logs = await logsOf('show employment request');
    expect(logs.length).toBe(before + 1);
    expect(logs.at(-1)).toMatchObject({ actionMode: 'download', subject: 'employment_requests', subjectId: id });
    const served = await ctx.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('document 0 of خالد منصور');
    expect(String(served.headers['content-disposition'])).toMatch(/attachment/);
  });

  it('writes no log row and no link for a document of another application', async () => {
    const a = await application({ name: 'أ', files: 1 });
    const b = await application({ name: 'ب', files: 1 });
    const [fileOfB] = await ctx.app.db
      .select()
      .from(employmentRequestAttachments)
      .where(eq(employmentRequestAttachments.employmentRequestId, b.id));
    const logs = await logCount();
    const res = await get(`/api/admin/employmentRequests/${a.id}/attachments/${fileOfB!.id}`);
    expect(res.statusCode).toBe(404);
    expect(await logCount()).toBe(logs);
  });

  it('needs show employment request for the detail and the documents', async () => {
    const { id } = await application({ name: 'ريم', files: 1 });
    const [file] = await ctx.app.db
      .select()
      .from(employmentRequestAttachments)
      .where(eq(employmentRequestAttachments.employmentRequestId, id));
    const lister = await signInAs(ctx.app, { permissions: ['list employment request'] });
    const logs = await logCount();
    expect((await get(`/api/admin/employmentRequests/${id}`, { as: lister.token })).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/employmentRequests/${id}/attachments/${file!.id}`, { as: lister.token })).statusCode,
    ).toBe(403);
    expect(await logCount()).toBe(logs);
  });
});

describe('POST /api/admin/employmentRequest/bulkDelete', () => {
  it('deletes many applications with one log row and leaves none of their files behind', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => application({ name: `حذف ${i}`, files: 3 })));
    const keep = await application({ name: 'يبقى', files: 1 });
    const keys = made.flatMap((m) => m.keys);
    for (const key of keys) expect(await privateExists(key)).toBe(true);
    const logs = await logCount();
    const res = await post('/api/admin/employmentRequest/bulkDelete', { ids: made.map((m) => m.id) }, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect(await logCount()).toBe(logs + 1);
    const [log] = (await logsOf('delete employment request')).slice(-1);
    expect(log).toMatchObject({ actionMode: 'delete', subject: 'employment_requests' });
    for (const key of keys) expect(await privateExists(key)).toBe(false);
    const stored = await storedKeys(ctx.app.storage, 'private');
    expect(stored.filter((key) => keys.includes(key))).toEqual([]);
    for (const m of made) expect((await get(`/api/admin/employmentRequests/${m.id}`)).statusCode).toBe(404);
    expect(await privateExists(keep.keys[0]!)).toBe(true);
    expect((await get(`/api/admin/employmentRequests/${keep.id}`)).statusCode).toBe(200);
  });

  it('deletes 500 applications in one call and leaves none of their files behind', { timeout: 180_000 }, async () => {
    const made: { id: number; keys: string[] }[] = [];
    for (let i = 0; i < 500; i += 50) {
      made.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => application({ name: `جماعي ${i + j}`, files: 1 })))),
      );
    }
    const keys = made.flatMap((m) => m.keys);
    expect(keys).toHaveLength(500);
    const res = await post('/api/admin/employmentRequest/bulkDelete', { ids: made.map((m) => m.id) });
    expect(res.statusCode).toBe(200);
    const stored = new Set(await storedKeys(ctx.app.storage, 'private'));
    expect(keys.filter((key) => stored.has(key))).toEqual([]);
    const ids = made.map((m) => m.id);
    const left = await ctx.app.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(inArray(employmentRequests.id, ids));
    expect(left).toEqual([]);
  });

  it('accepts the list as id[] too', async () => {
    const { id, keys } = await application({ name: 'قائمة', files: 1 });
    const res = await post('/api/admin/employmentRequest/bulkDelete', { id: [id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('تم الحذف بنجاح.');
    expect(await privateExists(keys[0]!)).toBe(false);
  });

  it('refuses an empty or bad list in the request language and deletes nothing', async () => {
    const { id } = await application({ name: 'باق', files: 1 });
    const logs = await logCount();
    const en = await post('/api/admin/employmentRequest/bulkDelete', { ids: [] }, { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors)).toEqual(['ids']);
    const ar = await post('/api/admin/employmentRequest/bulkDelete', { ids: ['x'] });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe('البيانات المدخلة غير صحيحة.');
    const missing = await post('/api/admin/employmentRequest/bulkDelete', { ids: [2147483647] });
    expect(missing.statusCode).toBe(404);
    expect(await logCount()).toBe(logs);
    expect((await get(`/api/admin/employmentRequests/${id}`)).statusCode).toBe(200);
  });

  it('needs delete employment request', async () => {
    const { id } = await application({ name: 'محمي', files: 1 });
    const reader = await signInAs(ctx.app, { permissions: ['list employment request', 'show employment request'] });
    const res = await post('/api/admin/employmentRequest/bulkDelete', { ids: [id] }, { as: reader.token });
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/admin/employmentRequests/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/employmentRequest/export', () => {
  it('streams an .xlsx that honours the filters, with Arabic text as written, and logs the export', async () => {
    const muslim = await application({ name: 'عبدالرحمن الشهري', phone: '0559990001' });
    const other = await application({ name: 'جورج حداد', religion: 'other', nationalityId: egyptianId });
    const logs = (await logsOf('export employment request')).length;
    const res = await get('/api/admin/employmentRequest/export?religion=muslim');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.xlsx"; filename\*=UTF-8''/);
    const parts = unzip(res.rawPayload);
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml']),
    );
    expect(parts.get('xl/workbook.xml')!.toString()).toContain('طلبات التوظيف');
    const rows = sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['الاسم', 'رقم الجوال', 'رقم الهوية', 'الديانة', 'الجنسية']));
    const names = rows.slice(1).map((row) => row[2]);
    expect(names).toContain('عبدالرحمن الشهري');
    expect(names).not.toContain('جورج حداد');
    const row = rows.find((r) => r[0] === String(muslim.id))!;
    expect(row).toEqual(expect.arrayContaining(['0559990001', 'سعودي', 'مسلم']));
    expect((await logsOf('export employment request')).length).toBe(logs + 1);

    const en = await get(
      `/api/admin/employmentRequest/export?nationality_id=${egyptianId}&search=${encodeURIComponent('جورج')}`,
      { locale: 'en' },
    );
    const enRows = sheetRows(en.rawPayload);
    expect(enRows[0]).toEqual(expect.arrayContaining(['Name', 'Mobile number', 'ID number']));
    expect(enRows.slice(1).map((r) => r[0])).toEqual([String(other.id)]);
    expect(enRows[1]).toEqual(expect.arrayContaining(['جورج حداد', 'Egyptian', 'Other']));
  });

  it('reads the applications in batches and writes every one of them', async () => {
    const target = EXPORT_BATCH + 3;
    const marker = `دفعة${randomBytes(3).toString('hex')}`;
    const values = Array.from({ length: target }, (_, i) => ({ name: `${marker} ${i}`, files: 0 }));
    for (let i = 0; i < values.length; i += 50) await Promise.all(values.slice(i, i + 50).map((v) => application(v)));
    const res = await get(`/api/admin/employmentRequest/export?search=${encodeURIComponent(marker)}`);
    const rows = sheetRows(res.rawPayload).slice(1);
    expect(rows).toHaveLength(target);
    expect(new Set(rows.map((r) => r[0])).size).toBe(target);
  });

  it('writes every coded answer as its label in the export language, as the detail page shows it', async () => {
    const marker = `رموز${randomBytes(3).toString('hex')}`;
    const { id } = await application({ name: `${marker} ناصر` });
    await ctx.app.db
      .update(employmentRequests)
      .set({ militaryStatus: 'final_exemption' })
      .where(eq(employmentRequests.id, id));
    const [stored] = await ctx.app.db.select().from(employmentRequests).where(eq(employmentRequests.id, id));
    const codes: Record<EmploymentChoiceField, string | null> = {
      job_kind: stored!.jobKind,
      religion: stored!.religion,
      military_status: stored!.militaryStatus,
      marital_status: stored!.maritalStatus,
      scientific_qualifications: stored!.scientificQualifications,
      english_fluency_degree: stored!.englishFluencyDegree,
    };
    const everyCode = new Set(Object.values(EMPLOYMENT_CHOICES).flat() as string[]);
    for (const locale of ['ar', 'en'] as const) {
      const res = await get(`/api/admin/employmentRequest/export?search=${encodeURIComponent(marker)}`, { locale });
      const [, row] = sheetRows(res.rawPayload);
      expect(row).toBeDefined();
      // Every coded field: the job kind is written in the job column, the others in their own.
      for (const field of Object.keys(EMPLOYMENT_CHOICES) as EmploymentChoiceField[]) {
        const column = EXPORT_FIELDS.indexOf((field === 'job_kind' ? 'job' : field) as (typeof EXPORT_FIELDS)[number]);
        expect(column, `${field} is exported`).toBeGreaterThanOrEqual(0);
        const code = codes[field]!;
        expect(row![column], `${field} in ${locale}`).toBe(employmentChoiceLabel(locale, field, code));
      }
      expect(row).toEqual(expect.arrayContaining([EMPLOYMENT_CHOICE_LABELS[locale].military_status.final_exemption]));
      expect(row!.filter((cell) => everyCode.has(cell))).toEqual([]);
    }
  });

  it('uses the same labels as the detail page (the web locale files)', () => {
    for (const locale of ['ar', 'en'] as const) {
      const file = fileURLToPath(new URL(`../../../../web/src/locales/${locale}/employment.json`, import.meta.url));
      const options = JSON.parse(readFileSync(file, 'utf8')).options as Record<string, unknown>;
      for (const field of Object.keys(EMPLOYMENT_CHOICES) as EmploymentChoiceField[]) {
        expect(options[field], `${locale} ${field}`).toEqual(EMPLOYMENT_CHOICE_LABELS[locale][field]);
      }
    }
  });

  it('refuses a bad filter (422) and needs export employment request (403), logging nothing', async () => {
    const logs = await logCount();
    const bad = await get('/api/admin/employmentRequest/export?religion=pagan', { locale: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['religion']);
    const lister = await signInAs(ctx.app, { permissions: ['list employment request'] });
    expect((await get('/api/admin/employmentRequest/export', { as: lister.token })).statusCode).toBe(403);
    expect(await logCount()).toBe(logs);
  });
});

describe('GET and POST /api/admin/settings', () => {
  const publicSettings = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data.data.receive_employment_request;

  it('closes and reopens the public form at once, with a log row each time', async () => {
    expect(await publicSettings()).toBe(true); // fills the public cache
    const logs = await logCount();
    const closed = await post('/api/admin/settings', { receive_employment_request: 0 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ data: { receive_employment_request: false } });
    expect(await publicSettings()).toBe(false);
    expect((await get('/api/admin/settings')).json()).toEqual({ data: { receive_employment_request: false } });
    const form = await ctx.app.inject({ method: 'POST', url: '/api/employmentRequest', headers: { locale: 'en' } });
    expect(form.statusCode).toBe(403);

    const open = await post('/api/admin/settings', { receive_employment_request: true });
    expect(open.json().data.receive_employment_request).toBe(true);
    expect(await publicSettings()).toBe(true);
    expect(await logCount()).toBe(logs + 2);
    const [log] = (await logsOf('update employment settings')).slice(-1);
    expect(log).toMatchObject({ actionMode: 'update', subject: 'employment_settings' });
  });

  it('refuses a missing or bad value in the request language', async () => {
    const en = await post('/api/admin/settings', {}, { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors)).toEqual(['receive_employment_request']);
    const ar = await post('/api/admin/settings', { receive_employment_request: 'maybe' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe('البيانات المدخلة غير صحيحة.');
  });

  it('needs update employment settings to change it', async () => {
    const lister = await signInAs(ctx.app, { permissions: ['list employment request'] });
    expect((await get('/api/admin/settings', { as: lister.token })).statusCode).toBe(200);
    const res = await post('/api/admin/settings', { receive_employment_request: 0 }, { as: lister.token });
    expect(res.statusCode).toBe(403);
    expect(await publicSettings()).toBe(true);
  });
});

describe('retention', () => {
  it('deletes applications older than the period with their files, and keeps recent ones', async () => {
    const now = new Date();
    const old = await application({ name: 'قديم', files: 2, createdAt: new Date(now.getTime() - 731 * 86_400_000) });
    const older = await application({ name: 'أقدم', files: 1, createdAt: new Date(now.getTime() - 2000 * 86_400_000) });
    const recent = await application({ name: 'حديث', files: 2, createdAt: new Date(now.getTime() - 729 * 86_400_000) });
    const logged = async () =>
      ctx.app.db.select().from(logActions).where(eq(logActions.subject, 'employment_requests'));
    const loggedBefore = (await logged()).length;
    const deleted = await purgeOldRequests(systemContext(ctx.app, 'retention'), 730, now);
    expect(deleted).toBe(2);
    // The system's deletion is in the action log, said to be the system's.
    const rows = (await logged()).slice(loggedBefore);
    expect(rows).toEqual([
      expect.objectContaining({ actorKind: 'system', adminId: null, userName: 'retention', actionMode: 'delete' }),
    ]);
    for (const key of [...old.keys, ...older.keys]) expect(await privateExists(key)).toBe(false);
    for (const key of recent.keys) expect(await privateExists(key)).toBe(true);
    const left = await ctx.app.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(and(eq(employmentRequests.id, recent.id)));
    expect(left).toHaveLength(1);
    expect((await get(`/api/admin/employmentRequests/${old.id}`)).statusCode).toBe(404);
    expect(await purgeOldRequests(systemContext(ctx.app, 'retention'), 730, now)).toBe(0);
    // A run with nothing to delete changes nothing and logs nothing.
    expect((await logged()).length).toBe(loggedBefore + 1);
  });

  it('reads the period from EMPLOYMENT_RETENTION_DAYS and refuses a bad one', () => {
    expect(retentionDays({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(DEFAULT_RETENTION_DAYS).toBe(730);
    expect(retentionDays({ EMPLOYMENT_RETENTION_DAYS: '90' })).toBe(90);
    expect(() => retentionDays({ EMPLOYMENT_RETENTION_DAYS: '0' })).toThrow(/EMPLOYMENT_RETENTION_DAYS/);
    expect(() => retentionDays({ EMPLOYMENT_RETENTION_DAYS: 'two years' })).toThrow(/EMPLOYMENT_RETENTION_DAYS/);
  });
});
