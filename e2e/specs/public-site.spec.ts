import { BRAND, FORM_FIELD_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser, WIDTHS } from '../support/session';

/** The pages of this spec, with the heading each must show and its own page title. */
const PAGES = [
  { path: '/', name: 'home', heading: 'brand', title: 'home:meta.title' },
  { path: '/about-us', name: 'about', heading: 'about:heading', title: 'about:meta.title' },
  {
    path: '/investor-relations',
    name: 'investor',
    heading: 'investor:sections.intro.title',
    title: 'investor:meta.title',
  },
  { path: '/contact-us', name: 'contact', heading: 'contact:heading', title: 'contact:meta.title' },
  { path: '/Error', name: 'error', heading: 'public:store_error.title', title: 'public:store_error.meta_title' },
  { path: '/Not-found', name: 'not-found', heading: 'public:not_found.title', title: 'public:not_found.meta_title' },
  { path: '/no/such/page', name: 'unknown', heading: 'public:not_found.title', title: 'public:not_found.meta_title' },
] as const;

const { openPage } = useBrowser();

describe.each(LANGS)('public site in %s', (lang) => {
  it('shows every page with its heading, title and description, without serious accessibility issues or CSP violations', async () => {
    for (const { name: width, viewport } of WIDTHS) {
      const page = await openPage(lang, viewport);
      // Anything the content security policy refuses (even a caught probe) is reported by the
      // browser, and counted against the page by audits.
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refusedByPolicy: refused });
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      for (const entry of PAGES) {
        await page.goto(entry.path, { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // The home page is headed by the group's name, from the one brand definition.
        const heading = entry.heading === 'brand' ? BRAND.name[lang] : text(lang, entry.heading);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title(), entry.path).toContain(text(lang, entry.title));
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        expect(await seriousViolations(page), `${entry.path} at ${viewport.width}px`).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual(
          [],
        );
        await screenshot(page, `public-${entry.name}-${width}`, lang);
      }
      await page.context().close();
    }
  });

  it('opens the phone menu, closes it with Escape, and closes it after navigating', async () => {
    const page = await openPage(lang, PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: text(lang, 'public:nav.label') });
    const toggle = nav.getByRole('button', { name: text(lang, 'public:nav.open') });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await nav.getByRole('link', { name: text(lang, 'public:nav.pages.about') }).click();
    await page.waitForURL('**/about-us');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // Reopened, the menu marks the page now shown.
    await toggle.click();
    const about = nav.getByRole('link', { name: text(lang, 'public:nav.pages.about') });
    await expect.poll(() => about.getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('keeps one investor question open at a time and downloads a report file', async () => {
    const page = await openPage(lang);
    await page.goto('/investor-relations', { waitUntil: 'networkidle' });
    const faq = page.locator('section[aria-labelledby="ir-faq"]');
    const questions = faq.getByRole('button');
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');

    const file = page.locator('section[aria-labelledby="ir-reports"]').getByRole('link').nth(1);
    const download = page.waitForEvent('download');
    await file.click();
    const saved = await download;
    expect(saved.url()).toContain('/uploads/');
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await file.textContent()).toBeTruthy();
    await page.context().close();
  });

  it('lists the server messages for an empty contact form and confirms a sent message', async () => {
    const page = await openPage(lang, PHONE);
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: text(lang, 'contact:form_title') });
    await form.getByRole('button', { name: text(lang, 'public:form.send') }).click();
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.getByRole('listitem').count()).toBe(5);

    await form.getByLabel(FORM_FIELD_LABELS.contact[lang].name as string).fill('Sara Ali');
    await form.getByLabel(FORM_FIELD_LABELS.contact[lang].email as string).fill('sara@example.com');
    await form.getByLabel(FORM_FIELD_LABELS.contact[lang].phone as string).fill('0500000000');
    await form.getByLabel(FORM_FIELD_LABELS.contact[lang].title as string).fill('Opening hours');
    await form.getByLabel(FORM_FIELD_LABELS.contact[lang].message as string).fill('When does the nearest branch open?');
    await form.getByRole('button', { name: text(lang, 'public:form.send') }).click();
    // Success empties the form and says so; the error list is gone.
    await expect.poll(() => form.getByLabel(FORM_FIELD_LABELS.contact[lang].name as string).inputValue()).toBe('');
    await expect.poll(async () => (await form.locator('[role="status"] p').allTextContents()).join('')).not.toBe('');
    expect(await alert.getByRole('listitem').count()).toBe(0);
    await screenshot(page, 'public-contact-sent', lang);
    await page.context().close();
  });
});
