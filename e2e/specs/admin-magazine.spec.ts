import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

async function save(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
}

async function fillNames(page: Page, ar: string, en: string) {
  await page.locator('input[name="translation.0.name"]').fill(ar);
  await page.locator('input[name="translation.1.name"]').fill(en);
}

/** Mantine's Select: open it by its label, then pick the option. */
async function choose(page: Page, lang: Lang, label: string, option: string) {
  await page.getByLabel(text(lang, label), { exact: false }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.each(LANGS)('magazine back-office in %s', (lang) => {
  it('adds a section, a subsection and an article with tags, shown in the medical journal', async () => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const section = { ar: `قسم ${stamp}`, en: `Section ${stamp}` };
    const subsection = { ar: `فرعي ${stamp}`, en: `Sub ${stamp}` };
    const title = { ar: `مقال ${stamp}`, en: `Article ${stamp}` };
    const page = await openSignedIn(lang);

    // The entry on the main page's cards (the menu group lists it too).
    await page.getByText(text(lang, 'shell:company.menu.magazine')).first().waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: text(lang, 'shell:company.menu.articles_sections') })
      .click();
    await page.waitForURL('**/admin/articles-sections');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-magazine-sections', lang);

    await page.getByRole('button', { name: text(lang, 'magazine-admin:sections.add') }).click();
    await page.waitForURL('**/admin/articles-sections/add-articles-sections');
    await fillNames(page, section.ar, section.en);
    await screenshot(page, 'admin-magazine-section-form', lang);
    await save(page, lang);
    await page.waitForURL('**/admin/articles-sections');
    const row = page.getByRole('row', { name: new RegExp(section[lang]) });
    await row.waitFor();

    await row
      .getByRole('button', { name: `${text(lang, 'magazine-admin:sections.subsections')} ${section[lang]}` })
      .click();
    await page.waitForURL('**/admin/articles-sub-sections/*');
    await page.getByRole('button', { name: text(lang, 'magazine-admin:subsections.add') }).click();
    await page.waitForURL('**/add-articles-sub-sections');
    await fillNames(page, subsection.ar, subsection.en);
    await save(page, lang);
    await page.getByRole('row', { name: new RegExp(subsection[lang]) }).waitFor();
    await screenshot(page, 'admin-magazine-subsections', lang);

    await page.goto('/admin/articles/add-articles');
    await choose(page, lang, 'magazine-admin:fields.category_id', section[lang]);
    await choose(page, lang, 'magazine-admin:fields.subcategory_id', subsection[lang]);
    await fillNames(page, title.ar, title.en);
    const editors = page.locator('[contenteditable="true"]');
    await editors.nth(0).click();
    await page.keyboard.type('نص المقال');
    await editors.nth(1).click();
    await page.keyboard.type('The article text');
    await page.getByRole('combobox', { name: text(lang, 'magazine-admin:fields.tags_ar') }).fill('صحة');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: text(lang, 'magazine-admin:fields.tags_en') }).fill(`tag${stamp}`);
    await page.keyboard.press('Enter');
    await screenshot(page, 'admin-magazine-article-form', lang);
    await save(page, lang);
    await page.waitForURL('**/admin/articles');
    await page.getByRole('row', { name: new RegExp(title[lang]) }).waitFor();
    await screenshot(page, 'admin-magazine-articles', lang);

    // Public at once, with its tag.
    const found = await apiCall<{ data: { translation: { locale: string; tags: string[] }[] }[] }>(
      'GET',
      `/article?name=${encodeURIComponent(title.en)}`,
    );
    expect(found.body.data[0]?.translation.find((t) => t.locale === 'en')?.tags).toEqual([`tag${stamp}`]);
    await page.goto('/medical-journal');
    await page.getByText(title[lang]).first().waitFor();
    await eventually(async () => page.getByText(title[lang]).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the screens on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    for (const [path, name] of [
      ['/admin/articles-sections', 'admin-magazine-sections-phone'],
      ['/admin/articles', 'admin-magazine-articles-phone'],
      ['/admin/articles/add-articles', 'admin-magazine-article-form-phone'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300); // let the lazy editor and lists settle before the picture
      await screenshot(page, name, lang);
    }
    await page.context().close();
  });
});
