import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

async function save(page: Page, lang: Lang, message: string): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
  await page.getByText(message).waitFor();
}

describe.each(LANGS)('website content forms in %s', (lang) => {
  it('saves the contact data and the contact page shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/contacts-data/add');
    const phone = page.locator('input[name="phone"]');
    await phone.waitFor();
    const value = `9200${Date.now().toString().slice(-5)}`;
    await phone.fill(value);
    await page.locator('input[name="x_url"]').fill('http://x.com/pharmacy');
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.locator('[aria-invalid="true"][name="x_url"]').waitFor();
    await page.locator('input[name="x_url"]').fill('https://x.com/pharmacy');
    await save(page, lang, text(lang, 'site-content:contacts.saved'));
    await screenshot(page, 'admin-contacts', lang);

    await page.goto('/contact-us');
    await page.getByText(value).first().waitFor();
    await page.context().close();
  });

  it('edits the about-us page title and the public page shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/about-us-page-data');
    const field = page.locator(`input[name="translations.${lang === 'ar' ? 0 : 1}.title"]`);
    await field.waitFor();
    const title = `${lang === 'ar' ? 'من نحن' : 'About us'} ${Date.now().toString().slice(-5)}`;
    await field.fill(title);
    await save(page, lang, text(lang, 'site-content:saved'));
    expect(text(lang, 'site-content:saved')).toBe(lang === 'ar' ? 'تم التعديل بنجاح' : 'Edited successfully');
    await screenshot(page, 'admin-about', lang);

    await page.goto('/about-us');
    await page.getByText(title).first().waitFor();
    await page.context().close();
  });

  it('edits a home page section and the home page shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/home-page-data');
    const field = page.locator(`input[name="sections.0.translations.${lang === 'ar' ? 0 : 1}.title"]`);
    await field.waitFor();
    const title = `${lang === 'ar' ? 'صيدليات' : 'Pharmacies'} ${Date.now().toString().slice(-5)}`;
    await field.fill(title);
    await save(page, lang, text(lang, 'site-content:saved'));
    await screenshot(page, 'admin-home-sections', lang);

    await page.goto('/');
    await page.getByText(title).first().waitFor();
    await page.context().close();
  });

  it('edits the money-market disclosures and the investor page shows them', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/investor-page-data');
    const listName = `sections.4.translations.${lang === 'ar' ? 0 : 1}.disclosure`;
    await page.locator('input[name="sections.0.translations.0.title"]').waitFor();
    const first = page.locator(`input[name="${listName}.0.text"]`);
    const line = `${lang === 'ar' ? 'إفصاح' : 'Disclosure'} ${Date.now().toString().slice(-5)}`;
    await first.fill(line);
    await save(page, lang, text(lang, 'site-content:saved'));
    await screenshot(page, 'admin-investor-sections', lang);

    await page.goto('/investor-relations');
    await page.getByText(line).first().waitFor();
    await page.context().close();
  });

  it('lays the forms out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    for (const [path, name] of [
      ['/admin/contacts-data/add', 'admin-contacts-390'],
      ['/admin/about-us-page-data', 'admin-about-390'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).waitFor();
      await screenshot(page, name, lang);
    }
    await page.context().close();
  });
});
