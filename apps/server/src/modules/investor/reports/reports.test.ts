import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActions, reportFiles } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../../test/auth';
import { MINIMAL_PDF, peExecutable, solidImage } from '../../../test/files';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postMultipart } from '../../../test/multipart';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const pdf = (name = 'report.pdf') => ({ filename: name, content: MINIMAL_PDF, type: 'application/pdf' });

function titles(ar: string, en: string): MultipartEntry[] {
  return [
    ['translations[0][locale]', 'ar'],
    ['translations[0][title]', ar],
    ['translations[1][locale]', 'en'],
    ['translations[1][title]', en],
  ];
}

function attachment(index: number, row: { id?: number; ar: string; en: string; file?: boolean }): MultipartEntry[] {
  const entries: MultipartEntry[] = [
    [`attachments[${index}][title_ar]`, row.ar],
    [`attachments[${index}][title_en]`, row.en],
  ];
  if (row.id !== undefined) entries.push([`attachments[${index}][id]`, String(row.id)]);
  if (row.file) entries.push([`attachments[${index}][file]`, pdf()]);
  return entries;
}

const send = (url: string, entries: MultipartEntry[], locale = 'en', as = token) =>
  postMultipart(ctx.app, url, entries, { token: as, locale });

const publicReports = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/reportsResults' })).json().data as Array<{
    id: number;
    files: Array<{ id: number; translation: Array<{ title: string }> }>;
  }>;
const exists = async (key: string) => (await ctx.app.storage.stat('public', key)) !== null;
const fileKeys = async (reportId: number) =>
  (await ctx.app.db.select().from(reportFiles).where(eq(reportFiles.reportId, reportId))).map((f) => f.file);

describe('admin reports and results', () => {
  it('creates a report with an image and document rows in order; the public rows show it at once', async () => {
    await publicReports();
    const image = await solidImage('jpeg', { width: 10, height: 10, background: '#333' });
    const response = await send('/api/admin/reportsResults', [
      ...titles('التقرير السنوي', 'Annual report'),
      ['image', { filename: 'cover.jpg', content: image, type: 'image/jpeg' }],
      ...attachment(0, { ar: 'القوائم المالية', en: 'Financial statements', file: true }),
      ...attachment(1, { ar: 'تقرير المجلس', en: 'Board report', file: true }),
    ]);
    expect(response.statusCode).toBe(201);
    const item = response.json().data;
    expect(item.translation).toEqual([
      { locale: 'ar', title: 'التقرير السنوي' },
      { locale: 'en', title: 'Annual report' },
    ]);
    expect(item.files.map((f: { translation: Array<{ title: string }> }) => f.translation[1]?.title)).toEqual([
      'Financial statements',
      'Board report',
    ]);
    expect(item.files[0].file).toMatch(/^\/uploads\/reports\/.+\.pdf$/);
    // The download link names the file after its title in the request's language.
    expect(item.files[0].download_url).toBe(`${item.files[0].file}?name=${encodeURIComponent('Financial statements')}`);
    const shown = (await publicReports()).find((r) => r.id === item.id);
    expect(shown?.files).toHaveLength(2);
    const [log] = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, item.id));
    expect(log).toMatchObject({ action: 'add reports and results', subject: 'reports', subjectName: 'التقرير السنوي' });
  });

  it('refuses a new row without a file, a non-PDF document and blank titles, storing nothing', async () => {
    const before = await ctx.app.db.$count(reportFiles);
    const noFile = await send('/api/admin/reportsResults', [
      ...titles('ت', 'R'),
      ...attachment(0, { ar: 'أ', en: 'A' }),
    ]);
    expect(noFile.statusCode).toBe(422);
    expect(Object.keys(noFile.json().errors)).toEqual(['attachments[0][file]']);

    const exe = await send('/api/admin/reportsResults', [
      ...titles('ت', 'R'),
      ['attachments[0][title_ar]', 'أ'],
      ['attachments[0][title_en]', 'A'],
      ['attachments[0][file]', { filename: 'report.pdf', content: peExecutable(), type: 'application/pdf' }],
    ]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors['attachments[0][file]']).toEqual([expect.stringMatching(/pdf/)]);

    const blank = await send(
      '/api/admin/reportsResults',
      [...titles('', 'R'), ...attachment(0, { ar: 'أ', en: '', file: true })],
      'ar',
    );
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['attachments[0][title_en]', 'translations[0][title]']);
    expect(await ctx.app.db.$count(reportFiles)).toBe(before);
  });

  it('edits with _method=PUT: keeps, retitles, replaces and adds rows; deletes one document with its file', async () => {
    const created = (
      await send('/api/admin/reportsResults', [
        ...titles('ربع أول', 'Q1'),
        ...attachment(0, { ar: 'أ', en: 'A', file: true }),
        ...attachment(1, { ar: 'ب', en: 'B', file: true }),
      ])
    ).json().data;
    const [a, b] = created.files;
    const keysBefore = await fileKeys(created.id);

    const updated = await send(`/api/admin/reportsResults/${created.id}`, [
      ['_method', 'PUT'],
      ...titles('الربع الأول', 'First quarter'),
      ...attachment(0, { id: b.id, ar: 'ب٢', en: 'B2' }),
      ...attachment(1, { id: a.id, ar: 'أ', en: 'A', file: true }),
      ...attachment(2, { ar: 'ج', en: 'C', file: true }),
    ]);
    expect(updated.statusCode).toBe(200);
    const files = updated.json().data.files;
    expect(files.map((f: { translation: Array<{ title: string }> }) => f.translation[1]?.title)).toEqual([
      'B2',
      'A',
      'C',
    ]);
    const keysAfter = await fileKeys(created.id);
    expect(await exists(keysBefore.find((k) => !keysAfter.includes(k)) ?? '')).toBe(false);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/reportsResults/file',
      payload: { id: files[2].id },
      headers: authHeader(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await publicReports()).find((r) => r.id === created.id)?.files).toHaveLength(2);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/reportsResults/file?id=${files[2].id}`,
      headers: authHeader(token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a report with all its files', async () => {
    const created = (
      await send('/api/admin/reportsResults', [
        ...titles('حذف', 'Delete'),
        ...attachment(0, { ar: 'أ', en: 'A', file: true }),
      ])
    ).json().data;
    const keys = await fileKeys(created.id);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/reportsResults/${created.id}`,
      headers: authHeader(token),
    });
    expect(response.statusCode).toBe(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect((await publicReports()).map((r) => r.id)).not.toContain(created.id);
  });

  it('needs the reports permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list reports and results'] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/reportsResults', headers: authHeader(reader.token) }))
        .statusCode,
    ).toBe(200);
    const add = await send('/api/admin/reportsResults', titles('ت', 'R'), 'en', reader.token);
    expect(add.statusCode).toBe(403);
  });
});
