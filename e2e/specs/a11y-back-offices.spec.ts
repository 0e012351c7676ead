import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolationDetails } from '../support/axe';
import { apiCall, LANGS, type Lang } from '../support/browser';
import { text } from '../support/locales';
import { useAdminToken, useBrowser } from '../support/session';

/**
 * axe (Arabic text included, see support/axe.ts) over every screen of both back-offices' menus
 * and the sign-in page, in both languages, with the store's bell, an order's details, its invoice
 * and an add form open: no serious or critical finding anywhere.
 */
const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

const SWEEP_TIMEOUT = 15 * 60_000;

/** Waits for a screen's heading and for its lists, loaders and transitions to settle. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-list="loading"], .mantine-Skeleton-root, main .mantine-Loader-root, [data-mantine-stop-propagation][style*="opacity: 0"]',
      ),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Fades and popups' transitions run 150–200 ms: contrast is measured on the final colours.
  await page.waitForTimeout(400);
}

/** Every screen the area's side menu links to (closed groups opened first), within the area. */
async function menuPaths(page: Page, lang: Lang, area: '/admin/' | '/store-admin/'): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: text(lang, 'shell:menu.label') });
  await nav.getByRole('link').first().waitFor();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith(area)))];
}

/**
 * Opens `path` and waits for it to settle; a screen that does not is filed as a finding (one reload
 * first: the built files may be replaced while a long sweep runs).
 */
async function visit(page: Page, path: string, found: Record<string, string[]>): Promise<boolean> {
  for (const attempt of [1, 2]) {
    try {
      await page.goto(path);
      await settled(page);
      return true;
    } catch (error) {
      if (attempt === 2) found[path] = [`did not settle: ${String(error).split('\n')[0]}`];
    }
  }
  return false;
}

/** Runs axe and files what it finds under `where`. */
async function check(page: Page, where: string, found: Record<string, string[]>): Promise<void> {
  const violations = await seriousViolationDetails(page);
  if (violations.length > 0) found[where] = violations;
}

async function someOrderId(): Promise<number> {
  const answer = await apiCall<{ data: { id: number }[] }>('GET', '/admin/orders?limit=1', { token: adminToken() });
  const order = answer.body.data[0];
  if (!order) throw new Error('the demo store has no order');
  return order.id;
}

describe.each(LANGS)('accessibility of the back-offices in %s', (lang) => {
  it('the sign-in page has no serious or critical axe finding', async () => {
    const page = await openPage(lang);
    await page.goto('/login');
    await page.locator('input[type="email"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const found: Record<string, string[]> = {};
    await check(page, '/login', found);
    // With a field focused and the sign-in refused, as a person meets it.
    await page.locator('input[type="email"]').fill('nobody@example.com');
    await page.locator('input[type="password"]').fill('wrong-password1');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('alert').first().waitFor();
    await check(page, '/login (refused)', found);
    expect(found).toEqual({});
    await page.context().close();
  });

  it(
    'no screen of the company back-office has a serious or critical axe finding',
    async () => {
      const page = await openSignedIn(lang);
      const paths = await menuPaths(page, lang, '/admin/');
      expect(paths.length).toBeGreaterThan(15);
      const found: Record<string, string[]> = {};
      for (const path of paths) if (await visit(page, path, found)) await check(page, path, found);
      // An add form open over its list.
      await page.goto('/admin/admin-users?form=new');
      await page.getByRole('dialog', { name: text(lang, 'users:add') }).waitFor();
      await settled(page);
      await check(page, '/admin/admin-users?form=new', found);
      expect(found).toEqual({});
      await page.context().close();
    },
    SWEEP_TIMEOUT,
  );

  it(
    'no screen of the store back-office has one, nor its bell, an order’s details or its invoice',
    async () => {
      const page = await openSignedIn(lang);
      await page.goto('/store-admin');
      const paths = await menuPaths(page, lang, '/store-admin/');
      expect(paths.length).toBeGreaterThan(15);
      const found: Record<string, string[]> = {};
      for (const path of ['/store-admin', ...paths]) if (await visit(page, path, found)) await check(page, path, found);

      await page.goto('/store-admin/requests');
      await settled(page);
      await page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') }).click();
      await page.getByRole('dialog').getByText(text(lang, 'shell:store.notifications.title')).waitFor();
      await page.waitForTimeout(400);
      await check(page, '/store-admin/requests (bell open)', found);
      await page.keyboard.press('Escape');

      const id = String(await someOrderId());
      await page.goto(`/store-admin/requests?order=${id}`);
      const details = page.getByRole('dialog', { name: text(lang, 'store-orders:details.title', { id }) });
      await details.getByRole('table', { name: text(lang, 'store-orders:details.items') }).waitFor();
      await settled(page);
      await check(page, '/store-admin/requests?order (details)', found);

      await page.goto(`/store-admin/requests?invoice=${id}`);
      await page.getByTestId('invoice').waitFor();
      await settled(page);
      await check(page, '/store-admin/requests?invoice', found);
      expect(found).toEqual({});
      await page.context().close();
    },
    SWEEP_TIMEOUT,
  );
});
