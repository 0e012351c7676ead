import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { useUploadFiles } from '../support/files';
import { text } from '../support/locales';
import { useAdminToken, useBrowser, WIDTHS } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();
const uploads = useUploadFiles({ pdf: 'report.pdf', png: 'news.png' });

const save = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();

/**
 * Opens a public page in the staff member's own browser and waits until the list in `section` has
 * rendered (its rows, or its "nothing yet" line), so an absent title is really absent.
 */
async function openPublic(page: Page, pathname: string, section: string, rows: string): Promise<Locator> {
  await page.goto(pathname);
  const list = page.locator(`section[aria-labelledby="${section}"]`);
  await list.locator(`${rows}, p`).first().waitFor();
  return list;
}

const homeNews = (page: Page) => openPublic(page, '/', 'home-news', 'article');
const investorNews = (page: Page) => openPublic(page, '/investor-relations', 'ir-news', 'article');
const investorReports = (page: Page) => openPublic(page, '/investor-relations', 'ir-reports', 'li');
const newsTitle = (list: Locator, name: string) => list.getByRole('heading', { name, exact: true });
const reportTitle = (list: Locator, title: string) => list.locator('li').getByText(title, { exact: true });

describe.each(LANGS)('news and reports back-office in %s', (lang) => {
  it('adds a news item with an image, edits and deletes it', async () => {
    const page = await openSignedIn(lang);
    const stamp = `${lang}-${Date.now()}`;
    const names = { ar: `خبر الاختبار ${stamp}`, en: `Test news ${stamp}` };
    const own = (value: { ar: string; en: string }) => value[lang];

    // The public pages are read first, so the browser holds their answers from before each change.
    expect(await newsTitle(await homeNews(page), own(names)).count()).toBe(0);
    expect(await newsTitle(await investorNews(page), own(names)).count()).toBe(0);

    await page.goto('/admin/news');
    await page.getByRole('button', { name: text(lang, 'news:add') }).click();
    await page.waitForURL('**/admin/news/add-news');
    await page.locator('input[name="translation.0.name"]').fill(names.ar);
    await page.locator('input[name="translation.1.name"]').fill(names.en);
    const editors = page.locator('[contenteditable="true"]');
    await editors.nth(0).click();
    await page.keyboard.type('نص الخبر');
    await editors.nth(1).click();
    await page.keyboard.type('The story');
    await page.locator('input[type="file"][name="image"]').setInputFiles(uploads.png);
    await save(page, lang);
    await page.waitForURL(/\/admin\/news$/);
    await page.getByRole('cell', { name: own(names), exact: true }).waitFor();
    expect(
      await page
        .getByRole('row', { name: own(names) })
        .locator('img')
        .getAttribute('src'),
    ).toMatch(/^\/uploads\//);
    await newsTitle(await homeNews(page), own(names)).waitFor();

    const edited = `${own(names)} (2)`;
    await page.goto('/admin/news');
    await page.getByRole('button', { name: `${text(lang, 'toolkit:actions.edit')} ${own(names)}` }).click();
    await page.waitForURL(/\/admin\/news\/add-news\/\d+$/);
    const ownName = page.locator(`input[name="translation.${lang === 'ar' ? 0 : 1}.name"]`);
    await expect.poll(() => ownName.inputValue()).toBe(own(names));
    await ownName.fill(edited);
    await save(page, lang);
    await page.waitForURL(/\/admin\/news$/);
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();
    const investor = await investorNews(page);
    await newsTitle(investor, edited).waitFor();
    expect(await newsTitle(investor, own(names)).count()).toBe(0);

    await page.goto('/admin/news');
    await page.getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${edited}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text(lang, 'news:delete_confirm')).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await page.getByRole('cell', { name: edited, exact: true }).waitFor({ state: 'detached' });
    expect(await newsTitle(await homeNews(page), edited).count()).toBe(0);
    await page.context().close();
  });

  it('adds a report with two documents, refuses a row without a file, deletes one file', async () => {
    const page = await openSignedIn(lang);
    const stamp = `${lang}-${Date.now()}`;
    const titles = { ar: `تقرير ${stamp}`, en: `Report ${stamp}` };
    const files = [
      { ar: `الربع الأول ${stamp}`, en: `First quarter ${stamp}` },
      { ar: `الربع الثاني ${stamp}`, en: `Second quarter ${stamp}` },
    ];
    const own = (value: { ar: string; en: string }) => value[lang];

    expect(await reportTitle(await investorReports(page), own(titles)).count()).toBe(0);

    await page.goto('/admin/results-and-reports');
    await page.getByRole('button', { name: text(lang, 'reports:add') }).click();
    await page.waitForURL('**/admin/results-and-reports/add-results-and-reports');
    await page.locator('input[name="translations.0.title"]').fill(titles.ar);
    await page.locator('input[name="translations.1.title"]').fill(titles.en);
    await page.locator('input[name="attachments.0.title_ar"]').fill(files[0]!.ar);
    await page.locator('input[name="attachments.0.title_en"]').fill(files[0]!.en);
    await page.locator('input[type="file"][name="attachments.0.file"]').setInputFiles(uploads.pdf);
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    await page.locator('input[name="attachments.1.title_ar"]').fill(files[1]!.ar);
    await page.locator('input[name="attachments.1.title_en"]').fill(files[1]!.en);

    // The second row has no file yet: the server's message shows in the red alert and on the field.
    await save(page, lang);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(page.url()).toMatch(/add-results-and-reports$/);
    await screenshot(page, 'reports-form-error-desktop', lang);

    await page.locator('input[type="file"][name="attachments.1.file"]').setInputFiles(uploads.pdf);
    await save(page, lang);
    await page.waitForURL(/\/admin\/results-and-reports$/);
    const row = page.getByRole('row', { name: own(titles) });
    await row.waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    const reports = await investorReports(page);
    await reportTitle(reports, own(titles)).waitFor();
    await screenshot(page, 'public-investor-reports', lang);

    await page.goto('/admin/results-and-reports');

    await page.getByRole('button', { name: `${text(lang, 'toolkit:actions.edit')} ${own(titles)}` }).click();
    await page.waitForURL(/\/add-results-and-reports\/\d+$/);
    const rowTitle = text(lang, 'reports:fields.file_row', { number: '1' });
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.remove_row', { row: rowTitle }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text(lang, 'reports:delete_file_confirm')).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await expect.poll(() => page.locator('input[name="attachments.1.title_en"]').count()).toBe(0);
    await expect.poll(() => page.locator('input[name="attachments.0.title_en"]').inputValue()).toBe(files[1]!.en);

    // Clean up through the API so the public rows stay as the seed left them.
    const list = await apiCall<{ data: { id: number; translation: { title: string }[] }[] }>(
      'GET',
      '/admin/reportsResults',
      { token: adminToken() },
    );
    const created = list.body.data.find((item) => item.translation.some((entry) => entry.title === titles.en));
    expect(created).toBeDefined();
    // An empty JSON object: a JSON content type with no body at all is refused as a bad request.
    const removed = await apiCall('DELETE', `/admin/reportsResults/${created!.id}`, { token: adminToken(), body: {} });
    expect(removed.status).toBe(200);
    expect(await reportTitle(await investorReports(page), own(titles)).count()).toBe(0);
    await page.context().close();
  });

  describe.each(WIDTHS)('on a $name', ({ name: width, viewport }) => {
    it('shows the lists and the forms', async () => {
      const page = await openSignedIn(lang, viewport);
      await page.goto('/admin/news');
      await page.getByRole('heading', { name: text(lang, 'news:title') }).waitFor();
      // Not 'networkidle': a back-office page keeps the staff event stream open.
      await listLoaded(page, lang);
      await screenshot(page, `news-${width}`, lang);
      await page.goto('/admin/news/add-news');
      await page.locator('[contenteditable="true"]').first().waitFor();
      await screenshot(page, `news-form-${width}`, lang);
      await page.goto('/admin/results-and-reports');
      await page.getByRole('heading', { name: text(lang, 'reports:title') }).waitFor();
      await listLoaded(page, lang);
      await screenshot(page, `reports-${width}`, lang);
      await page.goto('/admin/results-and-reports/add-results-and-reports');
      await page.locator('input[name="attachments.0.title_ar"]').waitFor();
      await screenshot(page, `reports-form-${width}`, lang);
      await page.context().close();
    });
  });
});
