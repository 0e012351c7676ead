import { describe, expect, it } from 'vitest';
import { LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { useBrowser } from '../support/session';

/** Company menu entries and their screens: the page's heading is the entry's own words (one key). */
const ENTRIES = [
  ['/admin/key-metrics', 'key_metrics'],
  ['/admin/indicator-performance', 'kpis'],
  ['/admin/investigator', 'investigator'],
  ['/admin/questions', 'questions'],
  ['/admin/investor-page-data', 'investor_page'],
  ['/admin/home-page-data', 'home_page'],
] as const;

const { openSignedIn } = useBrowser();

describe.each(LANGS)('company menu in %s', (lang) => {
  it('names each screen as the screen titles itself', { timeout: 180_000 }, async () => {
    const page = await openSignedIn(lang);
    const mismatches: string[] = [];
    for (const [path, key] of ENTRIES) {
      const label = text(lang, `shell:company.menu.${key}`);
      const nav = page.getByRole('navigation', { name: text(lang, 'shell:menu.label') });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      await page.waitForTimeout(200);
      const title = (await heading.textContent())?.trim();
      if (title !== label) mismatches.push(`${path}: menu "${label}", page "${title}"`);
      // The entry itself is in the menu with the same words.
      if ((await nav.getByRole('link', { name: label, exact: true }).count()) === 0) {
        mismatches.push(`${path}: no menu link "${label}"`);
      }
    }
    await page.goto('/admin/investigator');
    await screenshot(page, 'admin-menu-investigator', lang);
    expect(mismatches).toEqual([]);
    await page.context().close();
  });
});
