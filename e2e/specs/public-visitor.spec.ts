import { PUBLIC_PAGE_PATHS } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser, WIDTHS } from '../support/session';

/** What a new visitor sees: search, clamped excerpts, mixed-direction text and the contact form. */

const { openPage } = useBrowser({ offline: true });

const cards = (page: Page) => page.locator('main article');

describe.each(LANGS)('a visitor in %s', (lang) => {
  it('finds the branches of a city by name in either language and spelling, and folded hamza', async () => {
    const abha = (await apiCall<{ data: unknown[] }>('GET', `/branches?city=${encodeURIComponent('أبها')}`)).body.data;
    expect(abha.length).toBe(2);
    const shore = (await apiCall<{ data: unknown[] }>('GET', `/branches?search=${encodeURIComponent('الشاطئ')}`)).body
      .data;
    expect(shore.length).toBeGreaterThan(0);

    const page = await openPage(lang, PHONE);
    await page.goto('/branches');
    const search = page.getByRole('searchbox', { name: text(lang, 'branches:search.label') });
    await search.waitFor();
    for (const [query, count] of [
      ['ابها', abha.length],
      ['أبها', abha.length],
      ['Abha', abha.length],
      ['الشاطيء', shore.length],
      ['الشاطىء', shore.length],
    ] as const) {
      await search.fill(query);
      await page.waitForURL((url) => url.searchParams.get('search') === query);
      await eventually(() => cards(page).count()).toBe(count);
    }
    await screenshot(page, 'public-visitor-branch-search-390', lang);
    await page.context().close();
  });

  it('keeps the chosen city in the dropdown after switching language', async () => {
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    const cityInOther = other === 'ar' ? 'أبها' : 'Abha';
    const page = await openPage(lang);
    await page.goto(`/branches?city=${encodeURIComponent(cityInOther)}`);
    const select = page.getByRole('combobox', { name: text(lang, 'branches:city.label') });
    await eventually(() => cards(page).count()).toBe(2);
    const expected = lang === 'ar' ? 'أبها' : 'Abha';
    await eventually(() => select.evaluate((node: HTMLSelectElement) => node.value)).toBe(expected);
    expect(await select.evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.textContent)).toContain(
      expected,
    );
    await page.context().close();
  });

  it.each(WIDTHS)('shows whole numbers in clamped news excerpts at $viewport.width px', async ({ viewport }) => {
    const news = (
      await apiCall<{ data: { translation: { local: string; content: string }[] }[] }>(
        'GET',
        `/listNews?local=${lang}`,
        { locale: lang },
      )
    ).body.data;
    const fullTexts = news.map((item) =>
      (item.translation.find((entry) => entry.local === lang)?.content ?? '')
        .replace(/<\/p>/g, ' ')
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    for (const path of ['/', '/investor-relations']) {
      const page = await openPage(lang, viewport);
      await page.goto(path);
      const excerpts = page.locator('[data-excerpt]');
      await eventually(() => excerpts.count()).toBeGreaterThan(0);
      for (const excerpt of await excerpts.all()) {
        const shown = ((await excerpt.textContent()) ?? '').trim();
        const cut = shown.endsWith('…');
        const body = shown.replace(/…$/, '');
        const full = fullTexts.find((candidate) => candidate.startsWith(body));
        expect(full, `excerpt "${shown}" is the start of a news text`).toBeDefined();
        // A cut is at a word boundary: the full text goes on with a space (no half number or word).
        if (cut) expect((full as string).slice(body.length)).toMatch(/^[\s.,،]/);
        // Every number shown is a whole number of the text, laid out as one left-to-right run.
        for (const number of body.match(/\d[\d,.]*\d|\d/g) ?? []) {
          expect(full).toMatch(new RegExp(`(^|[^\\d])${number.replace(/[.]/g, '\\.')}([^\\d]|$)`));
        }
        // Only whole lines are hidden: no CSS line-clamp ellipsis that could cover a digit.
        expect(await excerpt.evaluate((node) => getComputedStyle(node).webkitLineClamp)).toMatch(/^(none|)$/);
        // Nor are lines hidden by a height cap: all of the excerpt, ellipsis included, is in view.
        expect(await excerpt.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeLessThanOrEqual(1);
      }
      if (lang === 'ar') {
        const number = page.locator('[data-excerpt] bdi', { hasText: '160' }).first();
        await number.scrollIntoViewIfNeeded();
        expect(await number.textContent()).toBe('160');
        expect(await number.evaluate((node) => node.getClientRects().length)).toBe(1);
      }
      await screenshot(
        page,
        `public-visitor${path === '/' ? '-home' : path.replace('/', '-')}-${viewport.width}`,
        lang,
      );
      await page.context().close();
    }
  });

  it.each(WIDTHS)(
    'keeps the contact e-mail and its full stop on one line at $viewport.width px',
    async ({ viewport }) => {
      const page = await openPage(lang, viewport);
      await page.goto('/investor-relations');
      const intro = page.locator('section[aria-labelledby="ir-contact"] p', { hasText: '@' }).first();
      await intro.waitFor();
      await intro.scrollIntoViewIfNeeded();
      if (lang === 'ar') {
        // Inside Arabic text the address is isolated left-to-right, its full stop kept with it.
        const email = intro.locator('bdi', { hasText: '@' });
        expect(await email.getAttribute('dir')).toBe('ltr');
        const run = email.locator('xpath=..');
        expect(await run.textContent()).toMatch(/@[^\s]+\.$/);
        expect(await run.evaluate((node) => node.getClientRects().length)).toBe(1);
      }
      // Whatever the language, the address and its full stop sit on one line.
      const lines = await intro.evaluate((node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text as Text);
        const tops = new Set<number>();
        for (const [index, text] of texts.entries()) {
          const next = texts[index + 1] ?? null;
          const match = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text.data);
          if (!match) continue;
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          // The full stop: right after it in the same text, or the start of the next text.
          const after = text.data.length > match.index + match[0].length ? text : next;
          const at = after === text ? match.index + match[0].length : 0;
          if (after && after.data[at] === '.') {
            range.setStart(after, at);
            range.setEnd(after, at + 1);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
        }
        return tops.size;
      });
      expect(lines).toBe(1);
      await screenshot(page, `public-visitor-investor-contact-${viewport.width}`, lang);
      await page.context().close();
    },
  );

  it.each(WIDTHS)(
    'names the contact fields as the form does, once each, and focuses the summary at $viewport.width px',
    async ({ viewport }) => {
      const page = await openPage(lang, viewport);
      await page.goto('/contact-us');
      const form = page.locator('main form');
      await form.waitFor();
      await form.getByRole('button', { name: text(lang, 'public:form.send') }).click();
      const alert = form.getByRole('alert');
      const links = alert.getByRole('link');
      await eventually(() => links.count()).toBe(5);
      const labels =
        lang === 'ar'
          ? ['الاسم', 'البريد الإلكتروني', 'رقم الجوال', 'الموضوع', 'الرسالة']
          : ['Name', 'E-mail', 'Mobile number', 'Subject', 'Message'];
      expect(await links.allTextContents()).toEqual(labels);
      // Each message names the field by its label and shows once, at the field.
      const subject = lang === 'ar' ? 'حقل الموضوع مطلوب.' : 'The Subject field is required.';
      const phone = lang === 'ar' ? 'حقل رقم الجوال مطلوب.' : 'The Mobile number field is required.';
      expect(await page.getByText(subject, { exact: true }).count()).toBe(1);
      expect(await page.getByText(phone, { exact: true }).count()).toBe(1);
      expect(await alert.textContent()).not.toContain(subject);
      // The summary spans the form above the fields: it never takes a field's place in the grid.
      const summaryBox = await alert.boundingBox();
      const formBox = await form.boundingBox();
      const nameBox = await form.locator('input[name="name"]').boundingBox();
      expect(summaryBox && formBox && nameBox).toBeTruthy();
      if (summaryBox && formBox && nameBox) {
        expect(nameBox.y).toBeGreaterThan(summaryBox.y + summaryBox.height);
        expect(summaryBox.width).toBeGreaterThan(formBox.width * 0.8);
      }
      // The focus moved to the summary.
      await eventually(() =>
        page.evaluate(() => document.activeElement?.contains(document.querySelector('[role="alert"]'))),
      ).toBe(true);
      await screenshot(page, `public-visitor-contact-errors-${viewport.width}`, lang);
      // A link of the summary takes the focus to its field.
      await links.nth(3).click();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
      await page.context().close();
    },
  );

  it.each(WIDTHS)(
    'shows the brand, a compact header and one coherent not-found message at $viewport.width px',
    async ({ viewport }) => {
      const page = await openPage(lang, viewport);
      await page.goto('/');
      // The brand links to the home page in the page's language (the language switch links to the other one's).
      const brand = page.locator(`header a[href="${lang === 'ar' ? '/' : '/en'}"]:not([hreflang])`).first();
      await brand.waitFor();
      expect(await brand.textContent()).toContain(lang === 'ar' ? 'رواء' : 'Rawaa');
      expect(await page.title()).toContain(lang === 'ar' ? 'رواء' : 'Rawaa');
      if (viewport === PHONE) {
        const header = await page.locator('header').first().boundingBox();
        expect(header?.height ?? 0).toBeLessThanOrEqual(96);
      }
      await screenshot(page, `public-visitor-home-top-${viewport.width}`, lang);

      await page.goto('/Not-found');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(text(lang, 'public:not_found.title'));
      expect(await page.locator('main').textContent()).not.toContain('404');
      await screenshot(page, `public-visitor-not-found-${viewport.width}`, lang);

      await page.goto('/medical-journal');
      await page.locator('main article').first().waitFor();
      await screenshot(page, `public-visitor-magazine-${viewport.width}`, lang);
      await page.context().close();
    },
  );

  it('lets no public page scroll sideways on the smallest phone (320 px)', async () => {
    const page = await openPage(lang, { width: 320, height: 640 });
    for (const path of PUBLIC_PAGE_PATHS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('footer').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'public-visitor-form-320', lang);
    await page.context().close();
  });
});
