import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { useUploadFiles } from '../support/files';
import { text } from '../support/locales';
import { PHONE, useAdminToken, useBrowser } from '../support/session';

const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();
const uploads = useUploadFiles({ pdf: 'cv.pdf', png: 'passport.png' });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Sends an application through the public form, as an applicant would. */
async function applyOnPublicForm(lang: Lang, name: string): Promise<void> {
  const page = await openPage(lang);
  await page.goto('/form');
  await page.getByRole('form', { name: text(lang, 'career:form_title') }).waitFor();
  await page.locator('input[name="job_kind"][value="pharmacist"]').check();
  await field(page, 'name').fill(name);
  await field(page, 'birth_date').fill('1993-03-11');
  await field(page, 'residence').fill('جدة');
  await field(page, 'id_number').fill('2111222333');
  await field(page, 'expiry_date').fill(`${new Date().getFullYear() + 2}-06-01`);
  await field(page, 'nationality_id').selectOption({ index: 1 });
  await page.locator('input[name="religion"][value="muslim"]').check();
  await page.locator('input[name="marital_status"][value="single"]').check();
  await field(page, 'home_address').fill('حي الروضة');
  await field(page, 'phone_number').fill('0507654321');
  await field(page, 'email').fill(`careers-${lang}@example.com`);
  await field(page, 'scientific_qualifications').selectOption('bachelor');
  await field(page, 'specialization').fill('صيدلة');
  await field(page, 'school_institute_university').fill('جامعة الملك عبدالعزيز');
  await field(page, 'graduation_year').fill('2016');
  await field(page, 'gpa').fill('90');
  await field(page, 'years_of_work').fill('4');
  for (const question of [
    'dataflow_verification_documents_uploaded',
    'admit_to_prometric_pearson_vue_exam',
    'have_scfhs_accreditation_certificate',
  ]) {
    await page.locator(`input[name="${question}"][value="1"]`).check();
  }
  await page.locator('input[name="english_fluency_degree"][value="excellent"]').check();
  await field(page, 'attachments[id_number]').setInputFiles(uploads.png);
  await field(page, 'attachments[cv]').setInputFiles(uploads.pdf);
  await page.getByRole('button', { name: text(lang, 'career:submit') }).click();
  await page.getByRole('heading', { name: text(lang, 'career:success.title') }).waitFor();
  await page.context().close();
}

interface LogRow {
  action: string;
  action_mode: string;
  subject_name: string | null;
}
const logRows = async () =>
  (await apiCall<{ data: LogRow[] }>('GET', '/admin/log_actions?limit=20', { token: adminToken() })).body.data;

/** The list and the preview as a phone shows them, each opened fresh at 390 px. */
async function phoneScreenshots(lang: Lang, name: string, previewUrl: string): Promise<void> {
  const phone = await openSignedIn(lang, PHONE);
  await phone.goto(`/admin/employment-applications?search=${encodeURIComponent(name)}`);
  await phone.getByText(name).first().waitFor();
  await screenshot(phone, 'admin-careers-list-390', lang);
  await phone.goto(previewUrl);
  await phone.getByRole('heading', { level: 1, name: text(lang, 'employment:preview_title') }).waitFor();
  await phone.getByText(name).first().waitFor();
  await screenshot(phone, 'admin-careers-preview-390', lang);
  await phone.context().close();
}

describe.each(LANGS)('employment applications in %s', (lang) => {
  it('finds a new application, previews it, downloads a document, exports and bulk-deletes', async () => {
    const name = lang === 'ar' ? `ريم خالد العتيبي ${Date.now() % 10_000}` : `Reem Khalid ${Date.now() % 10_000}`;
    await applyOnPublicForm(lang, name);

    const page = await openSignedIn(lang);
    await page
      .getByRole('link', { name: text(lang, 'shell:company.menu.employment') })
      .first()
      .click();
    await page.waitForURL('**/admin/employment-applications');
    await page.getByRole('switch', { name: text(lang, 'employment:receive') }).waitFor();
    await page.locator('input[type="search"]').fill(name);
    // The list is filtered once the search is in the address (after the typing pause).
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await screenshot(page, 'admin-careers-list', lang);

    // Export the filtered list: an .xlsx (a zip) holding the applicant's name.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'toolkit:export.button') }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsx = fs.readFileSync((await exported.path())!);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');

    // Preview.
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.view')} ${name}` }).click();
    await page.waitForURL(/\/admin\/employment-applications\/job-details\/\d+$/);
    await page.getByRole('heading', { level: 1, name: text(lang, 'employment:preview_title') }).waitFor();
    await page.getByText(name).first().waitFor();
    expect(await page.getByText(text(lang, 'employment:fields.birth_date')).count()).toBeGreaterThan(0);
    await page.getByText('1993-03-11').waitFor();
    await screenshot(page, 'admin-careers-preview', lang);
    await phoneScreenshots(lang, name, page.url());

    // Download the CV: the download is recorded in the action log.
    const cvLabel = text(lang, 'employment:documents.cv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${text(lang, 'employment:download')} ${cvLabel}` }).click(),
    ]);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await eventually(async () =>
      (await logRows()).some((log) => log.action_mode === 'download' && log.subject_name?.startsWith(name)),
    ).toBe(true);

    // Back to the list, tick the application and delete it.
    await page.getByRole('link', { name: text(lang, 'employment:back') }).click();
    await page.locator('input[type="search"]').fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    await row.waitFor();
    await page.getByRole('checkbox', { name: text(lang, 'toolkit:bulk.select_row', { row: name }) }).check();
    await page.getByRole('button', { name: text(lang, 'toolkit:bulk.delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await row.waitFor({ state: 'detached' });
    const left = await apiCall<{ total: number }>(
      'GET',
      `/admin/employmentRequests?search=${encodeURIComponent(name)}`,
      {
        token: adminToken(),
      },
    );
    expect(left.body.total).toBe(0);
    await page.context().close();
  });
});
