import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser, WIDTHS } from '../support/session';

/** Built-in role names as the seed gives them, per language. */
const SUPER_ADMIN = { ar: 'المشرف العام', en: 'Super admin' } as const;
const ENGLISH_KEYS = ['super admin', 'content editor', 'human resources', 'store manager'];

const { openSignedIn } = useBrowser();

/** The side menu, opened first on a phone where it sits behind the burger. */
async function openMenu(page: Page, lang: Lang, phone: boolean) {
  const nav = page.getByRole('navigation', { name: text(lang, 'shell:menu.label') });
  if (phone) {
    await page.getByRole('button', { name: text(lang, 'shell:header.open_menu') }).click();
    await page.waitForTimeout(300); // the menu slides in
  }
  return nav;
}

function titleOf(lang: Lang, screenKey: string, areaKey = 'shell:company.title'): string {
  return `${text(lang, screenKey)} | ${text(lang, areaKey)}`;
}

async function cellTexts(row: ReturnType<Page['getByRole']>): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
}

describe.each(LANGS)('staff screens in %s', (lang) => {
  describe.each(WIDTHS)('on a $name', ({ name: width, viewport }) => {
    it('names roles in the UI language, titles each screen and labels log columns by what they show', async () => {
      const page = await openSignedIn(lang, viewport);

      // Home: the role under the greeting is in the UI language.
      await page.getByText(text(lang, 'shell:company.main.role', { role: SUPER_ADMIN[lang] })).waitFor();
      await eventually(() => page.title()).toBe(titleOf(lang, 'shell:company.main.title'));

      // Users: the list names the role in the UI language, the tab names the screen.
      await page.goto('/admin/admin-users');
      const adminRow = page.getByRole('row', { name: /admin@example\.com/ });
      await adminRow.waitFor();
      expect(await adminRow.textContent()).toContain(SUPER_ADMIN[lang]);
      await eventually(() => page.title()).toBe(titleOf(lang, 'users:title'));
      const table = (await page.getByRole('table').textContent()) ?? '';
      for (const key of ENGLISH_KEYS) expect(table).not.toContain(key);
      await screenshot(page, `admin-users-${width}`, lang);

      // The form: nothing chosen, least-privileged first, the super admin last; a choice shows its grants.
      await page.getByRole('button', { name: text(lang, 'users:add') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'users:add') });
      await dialog.waitFor();
      const role = dialog.getByLabel(text(lang, 'users:fields.role_id'), { exact: false }).first();
      expect(await role.inputValue()).toBe('');
      await role.click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      const names = (await options.allTextContents()).map((option) => option.trim());
      expect(names.length).toBeGreaterThan(1);
      expect(names.at(-1)).toBe(SUPER_ADMIN[lang]);
      expect(names[0]).not.toBe(SUPER_ADMIN[lang]);
      for (const key of ENGLISH_KEYS) expect(names).not.toContain(key);
      await options.first().click();
      await dialog.getByText(text(lang, 'users:grants.title', { role: names[0]! })).waitFor();
      await page.waitForTimeout(300); // let the dialog finish fading in before the screenshot
      await screenshot(page, `admin-users-form-role-${width}`, lang);
      // A role was chosen: closing asks before the change is lost.
      await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.cancel') }).click();
      const unsaved = page.getByRole('dialog', { name: text(lang, 'toolkit:unsaved.title') });
      await unsaved.getByRole('button', { name: text(lang, 'toolkit:unsaved.leave') }).click();
      await dialog.waitFor({ state: 'detached' });

      // The log: columns say what they hold; a sign-in row does not repeat the user as the record.
      await page.goto('/admin/log-actions');
      await page.getByRole('heading', { name: text(lang, 'logs:title') }).waitFor();
      await eventually(() => page.title()).toBe(titleOf(lang, 'logs:title'));
      // Rows first: the headers are read once the list has arrived.
      const signInRow = page
        .getByRole('row')
        .filter({ hasText: text(lang, 'permissions:sign in') })
        .first();
      await signInRow.waitFor();
      const headers = (await page.getByRole('columnheader').allTextContents()).map((header) => header.trim());
      expect(headers).toEqual(
        ['event', 'record', 'role', 'event_type', 'date', 'user'].map((key) => text(lang, `logs:columns.${key}`)),
      );
      const cells = await cellTexts(signInRow);
      expect(cells[1]).toBe('—');
      expect(cells[2]).toBe(SUPER_ADMIN[lang]);
      expect(cells[5]).not.toBe('');
      await screenshot(page, `log-actions-${width}`, lang);
      await page.context().close();
    });

    it('links the two back-offices both ways, and the store link opens a real page', async () => {
      const page = await openSignedIn(lang, viewport);

      await (await openMenu(page, lang, width === 'phone'))
        .getByRole('link', { name: text(lang, 'shell:company.menu.store') })
        .click();
      await page.waitForURL('**/store-admin/statistics');
      await page.getByRole('heading', { level: 1, name: text(lang, 'shell:store.statistics.title') }).waitFor();
      await page.getByRole('radiogroup', { name: text(lang, 'store-stats:dashboard.period') }).waitFor();
      expect(await page.getByText(text(lang, 'common:not_found.title')).count()).toBe(0);
      await eventually(() => page.title()).toBe(titleOf(lang, 'shell:store.statistics.title', 'shell:store.title'));
      await screenshot(page, `store-admin-statistics-${width}`, lang);

      await page.goto('/store-admin');
      await page.waitForURL(/\/store-admin$/);
      await page.getByRole('heading', { level: 1, name: text(lang, 'shell:store.overview.title') }).waitFor();
      await eventually(() => page.title()).toBe(text(lang, 'shell:store.title'));
      await screenshot(page, `store-admin-overview-${width}`, lang);

      await (await openMenu(page, lang, width === 'phone'))
        .getByRole('link', { name: text(lang, 'shell:store.menu.company') })
        .click();
      await page.waitForURL('**/admin/main');
      await page.getByText(text(lang, 'shell:company.main.role', { role: SUPER_ADMIN[lang] })).waitFor();
      await page.context().close();
    });
  });

  it('gives every screen of the menu its own heading and tab title, and fits each one on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    // Every link of the menu, read from the menu itself (its groups keep their links in the page).
    const links = page.getByRole('navigation', { name: text(lang, 'shell:menu.label') }).locator('a[href^="/"]');
    // The menu fills in as the session's permissions arrive.
    await eventually(() => links.count()).toBeGreaterThan(20);
    const entries = await links.evaluateAll((nodes) =>
      nodes.map((link) => ({ path: link.getAttribute('href') as string, label: (link.textContent ?? '').trim() })),
    );
    for (const { path, label } of entries) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).last();
      await heading.waitFor();
      const area = text(lang, path.startsWith('/store-admin') ? 'shell:store.title' : 'shell:company.title');
      // The tab names the screen as its heading or its menu entry does (never a raw key), then the area.
      await eventually(async () => {
        const names = [((await heading.textContent()) ?? '').trim(), label].map((name) => `${name} | ${area}`);
        return names.includes(await page.title());
      }).toBe(true);
      expect(await page.title(), path).not.toMatch(/^[\w-]+(\.[\w-]+)+ \|/);
      // Nothing is wider than the phone: neither the page nor a table inside its scrolling box.
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        // The toolkit's tables sit in a scrolling region (a chart's table for screen readers does not).
        const tables = [...document.querySelectorAll('main [role="region"]:has(> * > table)')].map(
          (box) => box.scrollWidth - box.clientWidth,
        );
        return Math.max(root.scrollWidth - root.clientWidth, ...tables);
      });
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });
});
