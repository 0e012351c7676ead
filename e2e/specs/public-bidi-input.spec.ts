import { describe, expect, it } from 'vitest';
import { LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { DESKTOP, PHONE, useBrowser } from '../support/session';

const { openPage } = useBrowser();

const MESSAGE = {
  ar: 'حقل الاسم يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.',
  en: 'The name contains invisible direction characters; please retype it.',
} as const;

describe.each(LANGS)('direction controls on the contact page in %s', (lang) => {
  it.each([
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const)('shows the server message on the name field at %s px', async (width, viewport) => {
    const page = await openPage(lang, viewport);
    await page.goto('/contact-us');
    const form = page.locator('main form');
    await form.waitFor();
    // A right-to-left override pasted inside the name: the field says so instead of storing it.
    await form.locator('[name="name"]').fill(lang === 'ar' ? 'نورة \u202Eيعيبسلا' : 'Noura \u202Eeiabusla');
    await form.locator('[name="email"]').fill(`bidi-${lang}-${width}@example.com`);
    await form.locator('[name="phone"]').fill('0551234567');
    await form.locator('[name="title"]').fill(lang === 'ar' ? 'استفسار' : 'Question');
    await form.locator('[name="message"]').fill(lang === 'ar' ? 'هل يتوفر التوصيل؟' : 'Do you deliver?');
    await form.getByRole('button', { name: text(lang, 'public:form.send') }).click();
    await form.getByText(MESSAGE[lang]).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page, `contact-bidi-${width}`, lang);
    await page.context().close();
  });
});
