import { describe, expect, it } from 'vitest';
import { insuranceCompanies } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { solidImage } from '../../../test/files';
import { rekeyCompanies } from './admin-service';

const t = adminTestContext();

const names = (ar: string, en: string): Array<[string, string]> => [
  ['translation[0][local]', 'ar'],
  ['translation[0][name]', ar],
  ['translation[1][local]', 'en'],
  ['translation[1][name]', en],
];

describe('insurance companies', () => {
  it('adds a company with its logo, keeps the logo when an edit sends none, lists and deletes it', async () => {
    const logo = {
      filename: 'logo.png',
      content: await solidImage('png', { width: 80, height: 40, background: '#036' }),
    };
    const created = await t.send('/api/admin/companies', [
      ['active', '1'],
      ...names('بوبا العربية', 'Bupa Arabia'),
      ['logo', logo],
    ]);
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data.logo).toMatch(/^\/uploads\/insurance-companies\//);
    const edited = await t.send(`/api/admin/companies/${data.id}`, [
      ['_method', 'PUT'],
      ['active', '0'],
      ...names('بوبا', 'Bupa'),
    ]);
    expect(edited.json().data).toMatchObject({
      logo: data.logo,
      active: 0,
      translation: [{ name: 'بوبا' }, { name: 'Bupa' }],
    });
    expect((await t.get('/api/admin/companies')).json().data).toContainEqual(expect.objectContaining({ id: data.id }));
    expect((await t.call('DELETE', `/api/admin/companies/${data.id}`)).statusCode).toBe(200);
    expect((await t.get(`/api/admin/companies/${data.id}`)).statusCode).toBe(404);
  });

  it('refuses a company without a name in both languages, and writes only with its permission', async () => {
    const res = await t.send(
      '/api/admin/companies',
      [
        ['translation[0][local]', 'ar'],
        ['translation[0][name]', ''],
      ],
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    const reader = await signInAs(t.app, { permissions: ['list companies'] });
    expect((await t.get('/api/admin/companies', { as: reader.token })).statusCode).toBe(200);
    expect((await t.send('/api/admin/companies', names('أ', 'A'), { as: reader.token })).statusCode).toBe(403);
  });

  it('searches companies by either name, Arabic-folded', async () => {
    const stamp = Date.now().toString(36);
    const created = await t.send('/api/admin/companies', [
      ['active', '1'],
      ...names(`ميدغلف ${stamp}`, `MedGulf ${stamp}`),
    ]);
    expect(created.statusCode).toBe(201);
    // A company written before its key existed is keyed when the app starts.
    const [older] = await t.app.db
      .insert(insuranceCompanies)
      .values({ name: { ar: `الراجحي تكافل ${stamp}`, en: `Al Rajhi Takaful ${stamp}` } })
      .returning({ id: insuranceCompanies.id });
    await rekeyCompanies(t.app.db);
    const found = async (name: string) =>
      (await t.get(`/api/admin/companies?name=${encodeURIComponent(name)}&limit=100`))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await found(`medgulf ${stamp}`)).toEqual([created.json().data.id]);
    expect(await found(`الراجحى تكافل ${stamp}`)).toEqual([older!.id]);
    expect((await found(stamp)).sort()).toEqual([created.json().data.id, older!.id].sort());
  });
});
