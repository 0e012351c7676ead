import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { useAdminToken, useBrowser, WIDTHS } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

const suffix = Date.now().toString(36);
/** A role made on the screen, renamed and deleted after its holder acted: the log keeps these names. */
const FIRST_NAMES = { ar: `المدققون ${suffix}`, en: `Auditors ${suffix}` } as const;
const LATER_NAMES = { ar: `المراجعون ${suffix}`, en: `Reviewers ${suffix}` } as const;
const auditor = { name: `Auditor ${suffix}`, email: `auditor-${suffix}@example.com`, password: 'Secret-pass-1' };
let auditorId = 0;

/** Riyadh's today as YYYY-MM-DD: the log's days are the company's days. */
const riyadhToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

beforeAll(async () => {
  const token = adminToken();
  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    apiCall<T>(method, path, { token: as, body });
  const role = await call<{ data: { id: number } }>('POST', '/admin/roles', {
    name_ar: FIRST_NAMES.ar,
    name_en: FIRST_NAMES.en,
    permissions: ['list log actions', 'list roles', 'add roles'],
  });
  expect(role.status).toBe(201);
  const created = await call<{ data: { id: number } }>('POST', '/admin/admins', {
    ...auditor,
    role_id: role.body.data.id,
  });
  expect(created.status).toBe(201);
  auditorId = created.body.data.id;

  // The auditor signs in and makes one change.
  const login = await apiCall<{ data: { token: string } }>('POST', '/admin/login', {
    body: { email: auditor.email, password: auditor.password },
  });
  expect(login.status).toBe(200);
  const made = await call(
    'POST',
    '/admin/roles',
    { name_ar: `قراء ${suffix}`, name_en: `Readers ${suffix}`, permissions: ['list log actions'] },
    login.body.data.token,
  );
  expect(made.status).toBe(201);

  // Then the role is renamed, its holder moved to another role, and the role deleted.
  const roles = await call<{ data: { id: number; name: string }[] }>('GET', '/admin/roles');
  const superAdmin = roles.body.data.find((r) => r.name === 'Super admin')!;
  expect(
    (
      await call('PUT', `/admin/roles/${role.body.data.id}`, {
        name_ar: LATER_NAMES.ar,
        name_en: LATER_NAMES.en,
        permissions: ['list log actions'],
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call('PUT', `/admin/admins/${auditorId}`, {
        name: auditor.name,
        email: auditor.email,
        role_id: superAdmin.id,
      })
    ).status,
  ).toBe(200);
  expect((await call('DELETE', `/admin/roles/${role.body.data.id}`, {})).status).toBe(200);
});

async function rowTexts(page: Page): Promise<string[]> {
  const rows = page.getByRole('table').getByRole('row');
  return (await rows.allTextContents()).slice(1).map((row) => row.trim());
}

async function choose(page: Page, lang: Lang, filterKey: string, option: string) {
  await page.getByRole('combobox', { name: text(lang, filterKey) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.each(LANGS)('the action log in %s', (lang) => {
  describe.each(WIDTHS)('on a $name', ({ name: width, viewport }) => {
    it('filters by staff member and hides sign-ins through the address, keeps them on reload, and names the role as it was', async () => {
      const page = await openSignedIn(lang, viewport);
      await page.goto('/admin/log-actions');
      await page.getByRole('heading', { name: text(lang, 'logs:title') }).waitFor();
      await page.getByRole('table').waitFor();

      await choose(page, lang, 'logs:filters.user', auditor.name);
      await eventually(() => new URL(page.url()).searchParams.get('user')).toBe(String(auditorId));
      // Only the auditor's rows: signing in and the role they added, with the role's first name, never its key.
      await eventually(() => rowTexts(page).then((rows) => rows.length)).toBe(2);
      for (const row of await rowTexts(page)) {
        expect(row).toContain(auditor.name);
        expect(row).toContain(FIRST_NAMES[lang]);
        expect(row).not.toContain(LATER_NAMES[lang]);
        expect(row).not.toMatch(/role [0-9a-f]{8}-/);
      }

      await page.getByRole('switch', { name: text(lang, 'logs:filters.hide_sign_ins') }).click({ force: true });
      await eventually(() => new URL(page.url()).searchParams.get('hide_sign_ins')).toBe('1');
      await eventually(() => rowTexts(page).then((rows) => rows.length)).toBe(1);
      const [onlyChange] = await rowTexts(page);
      expect(onlyChange).toContain(text(lang, 'permissions:add roles'));
      await page.waitForTimeout(300); // the switch finishes sliding before the screenshot
      await screenshot(page, `log-actions-filtered-${width}`, lang);

      // A reload (or a shared link) shows the same filtered list with its filters chosen.
      const filteredUrl = page.url();
      await page.reload();
      await page.getByRole('table').waitFor();
      expect(page.url()).toBe(filteredUrl);
      await eventually(() => page.getByRole('combobox', { name: text(lang, 'logs:filters.user') }).inputValue()).toBe(
        auditor.name,
      );
      expect(await page.getByRole('switch', { name: text(lang, 'logs:filters.hide_sign_ins') }).isChecked()).toBe(true);
      await eventually(() => rowTexts(page).then((rows) => rows.length)).toBe(1);

      // Days: today (the company's day) holds the change; a day long ago holds nothing.
      const today = riyadhToday();
      await page.goto(`/admin/log-actions?user=${auditorId}&from=${today}&to=${today}`);
      await eventually(() => rowTexts(page).then((rows) => rows.length)).toBe(2);
      await page.goto(`/admin/log-actions?user=${auditorId}&from=2020-01-01&to=2020-01-31`);
      await page.getByText(text(lang, 'toolkit:table.no_results')).waitFor();
      await page.close();
    });
  });
});
