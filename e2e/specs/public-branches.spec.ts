import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { apiCall, baseUrl, eventually, LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

interface Branch {
  id: number;
  name: string;
  lat: number | null;
  long: number | null;
}
interface City {
  name: string;
  branches_count: number;
}

const { openPage } = useBrowser({ offline: true });

const cards = (page: Page) => page.locator('main article');
/** Cards the list shows before "show more" (BRANCHES_PAGE_SIZE of the branches page), and adds with each. */
const PAGE = 12;
const firstPage = (count: number) => Math.min(count, PAGE);

describe.each(LANGS)('branches page in %s', (lang) => {
  it('lists the branches, searches by name and filters by city, in the URL', async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const cities = (await apiCall<{ data: City[] }>('GET', '/branches/cities', { locale: lang })).body.data;
    expect(all.length).toBeGreaterThan(3);

    const page = await openPage(lang);
    await page.goto('/branches');
    await page.getByRole('heading', { level: 1, name: text(lang, 'branches:title') }).waitFor();
    // The page's language and direction, once the app has started.
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));
    expect(await page.title()).toContain(text(lang, 'branches:meta.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-branches', lang);

    // A long list shows its first cards; "show more" adds the next ones, up to all of them, and
    // takes the focus to the first card it added.
    const more = page.getByRole('link', { name: text(lang, 'branches:more.button') });
    for (let shown = firstPage(all.length); shown < all.length; shown += PAGE) {
      await page
        .getByText(text(lang, 'branches:more.shown', { shown: String(shown), total: String(all.length) }))
        .waitFor();
      await more.click();
      await eventually(() => cards(page).count()).toBe(Math.min(shown + PAGE, all.length));
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(all[shown]?.name);
    }
    expect(await more.count()).toBe(0);
    await screenshot(page, 'public-branches-all', lang);

    // Name search: the typed name narrows the list to what the server finds for it.
    const target = all[1] as Branch;
    const expected = (
      await apiCall<{ data: Branch[] }>('GET', `/branches?search=${encodeURIComponent(target.name)}`, { locale: lang })
    ).body.data;
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill(target.name);
    await page.waitForURL((url) => url.searchParams.get('search') === target.name);
    await eventually(() => cards(page).count()).toBe(firstPage(expected.length));
    expect(await cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe(expected[0]?.name);

    // City filter, with the search cleared.
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    // As a visitor would, wait for the full list before the next change.
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));
    const city = cities.find((c) => c.branches_count > 1 && c.branches_count < all.length) as City;
    await page.getByRole('combobox', { name: text(lang, 'branches:city.label') }).selectOption(city.name);
    await page.waitForURL((url) => url.searchParams.get('city') === city.name);
    await eventually(() => cards(page).count()).toBe(firstPage(city.branches_count));
    await screenshot(page, 'public-branches-city', lang);

    // A name that no branch has: the empty state, and a way back.
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill('zzqqxx');
    await page.getByText(text(lang, 'branches:empty.title')).waitFor();
    await page.getByRole('button', { name: text(lang, 'branches:empty.clear') }).click();
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));
    await page.context().close();
  });

  it("opens a branch's own page from its card: its facts, a call, directions and its map, on a phone", async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const target = all.find((b) => b.lat !== null) as Branch;
    const page = await openPage(lang, PHONE);
    await page.goto('/branches');
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    // Its own address, under its city, in the page's language.
    expect(decodeURI(new URL(page.url()).pathname)).toMatch(
      new RegExp(`^${lang === 'en' ? '/en' : ''}/branches/[^/]+/${target.id}-[\\p{L}\\p{N}-]+$`, 'u'),
    );
    expect(await page.title()).toContain(target.name);
    const call = page.getByRole('link', { name: new RegExp(`^${text(lang, 'branches:map.call')}`) });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    const directions = page.getByRole('link', { name: new RegExp(`^${text(lang, 'branches:map.directions')}`) });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-branch-page', lang);

    await page.getByRole('button', { name: text(lang, 'branches:card.show_on_map') }).click();
    const dialog = page.getByRole('dialog', {
      name: text(lang, 'branches:map.title_branch', { name: target.name }),
    });
    await dialog.locator('.leaflet-marker-icon').first().waitFor();
    expect(await dialog.locator('img.leaflet-marker-icon').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The trail leads back to the city's branches.
    await page
      .getByRole('navigation', { name: text(lang, 'public:item.breadcrumb') })
      .getByRole('link')
      .last()
      .click();
    await page.locator('main article').first().waitFor();
    expect(decodeURI(new URL(page.url()).pathname)).toMatch(/\/branches\/[^/]+$/);
  });

  it('shows all branches on one map and one branch at street level, keyboard friendly', async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const located = all.filter((b) => b.lat !== null && b.long !== null);
    const page = await openPage(lang, PHONE);
    await page.goto('/branches');
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));

    const showAll = page.getByRole('button', { name: text(lang, 'branches:show_all_on_map') });
    await showAll.click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'branches:map.title_all') });
    await dialog.waitFor();
    await dialog.locator('.leaflet-container').waitFor();
    // Every located branch is on the map: as its own pin, or counted in a group of overlapping pins.
    const pinsShown = () =>
      dialog
        .locator('.leaflet-marker-icon')
        .evaluateAll((nodes) =>
          nodes.reduce((sum, node) => sum + (node.tagName === 'IMG' ? 1 : Number(node.textContent)), 0),
        );
    await eventually(pinsShown).toBe(located.length);
    // A group's count sits in the middle of its disc (when the fitted view groups any pins).
    const discs = dialog.locator('.leaflet-marker-icon:not(img)');
    if ((await discs.count()) > 0) {
      const offCentre = await discs.first().evaluate((disc) => {
        const outer = disc.getBoundingClientRect();
        const inner = (disc.firstElementChild as HTMLElement).getBoundingClientRect();
        return Math.max(
          Math.abs(outer.left + outer.width / 2 - (inner.left + inner.width / 2)),
          Math.abs(outer.top + outer.height / 2 - (inner.top + inner.height / 2)),
        );
      });
      expect(offCentre).toBeLessThanOrEqual(2);
    }
    await screenshot(page, 'public-branches-map-all', lang);

    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await showAll.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.has('map')).toBe(false);

    const first = all.find((b) => b.lat !== null) as Branch;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
    await card.getByRole('button', { name: text(lang, 'branches:card.show_on_map') }).click();
    const single = page.getByRole('dialog', { name: text(lang, 'branches:map.title_branch', { name: first.name }) });
    await single.waitFor();
    await eventually(() => single.locator('.leaflet-marker-icon').count()).toBe(1);
    // The marker images are bundled, not looked up from a guessed path.
    const icon = await single.locator('img.leaflet-marker-icon').first().getAttribute('src');
    expect(icon).toMatch(/^\/assets\/marker-icon/);
    expect((await fetch(new URL(icon as string, baseUrl()))).status).toBe(200);
    // Its popup opens by itself: name, hours, a call link and a directions link, in the page's direction.
    const popup = single.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(first.name);
    expect(await popup.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await popup.getByRole('link', { name: text(lang, 'branches:map.directions') }).count()).toBe(1);
    expect(await popup.locator('[dir]').first().getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const box = await single.locator('.leaflet-container').boundingBox();
    expect(box?.height).toBeGreaterThan(300);
    expect(new URL(page.url()).searchParams.get('map')).toBe(String(first.id));
    // Leaflet fades its popup in: measured half-way, the text's contrast is half the real one.
    await eventually(() => single.locator('.leaflet-popup').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-branches-map-one', lang);
    await single.getByRole('button', { name: text(lang, 'branches:map.close') }).click();
    await single.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

/** A 1×1 PNG, served for every tile when the test wants a working tile server. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const isTile = (url: URL) => /\/\d+\/\d+\/\d+\.png$/.test(url.pathname) && !url.href.startsWith(baseUrl());

/** How many of the map's pins (a group counts its members) lie inside the map's visible box. */
const pinsInView = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('.leaflet-container')
    .evaluate((map) => {
      const box = map.getBoundingClientRect();
      let inside = 0;
      for (const node of map.querySelectorAll('.leaflet-marker-icon')) {
        const pin = node.getBoundingClientRect();
        const x = pin.left + pin.width / 2;
        const y = pin.top + pin.height / 2;
        if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
          inside += node.tagName === 'IMG' ? 1 : Number(node.textContent);
        }
      }
      return inside;
    });

describe.each(LANGS)('branch map in %s', (lang) => {
  it('fits every branch when "show all" follows a single branch’s map', async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const located = all.filter((b) => b.lat !== null && b.long !== null);
    const page = await openPage(lang);
    await page.goto('/branches');
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));

    const first = located[0] as Branch;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
    await card.getByRole('button', { name: text(lang, 'branches:card.show_on_map') }).click();
    const single = page.getByRole('dialog', { name: text(lang, 'branches:map.title_branch', { name: first.name }) });
    await eventually(() => single.locator('.leaflet-marker-icon').count()).toBe(1);
    await single.getByRole('button', { name: text(lang, 'branches:map.close') }).click();
    await single.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: text(lang, 'branches:show_all_on_map') }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'branches:map.title_all') });
    await dialog.locator('.leaflet-marker-icon').first().waitFor();
    await eventually(() => pinsInView(page)).toBe(located.length);
    // Zooming in is possible: the view is not stuck at the deepest zoom.
    const zoomIn = dialog.locator('.leaflet-control-zoom-in');
    expect(await zoomIn.getAttribute('class')).not.toContain('leaflet-disabled');
    expect(await zoomIn.getAttribute('aria-disabled')).not.toBe('true');
    await page.context().close();
  });

  it('says so in the map when its tiles cannot load, stops asking for them, and keeps the list', async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const located = all.filter((b) => b.lat !== null && b.long !== null);
    const page = await openPage(lang, PHONE);
    let tileRequests = 0;
    page.on('request', (request) => {
      if (isTile(new URL(request.url()))) tileRequests++;
    });
    await page.route(
      (url) => isTile(url),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto('/branches?map=all');
    const dialog = page.getByRole('dialog', { name: text(lang, 'branches:map.title_all') });
    const notice = dialog.getByText(text(lang, 'branches:map.tiles_failed'));
    await notice.waitFor();
    // The pins stay usable on the blank map.
    await eventually(() => pinsInView(page)).toBe(located.length);
    await screenshot(page, 'public-branches-map-no-tiles', lang);
    // No more tiles are asked for, even when the view changes.
    const asked = tileRequests;
    await dialog.locator('.leaflet-control-zoom-in').click();
    await page.waitForTimeout(600);
    expect(tileRequests).toBe(asked);

    // The list behind the map still works.
    await dialog.getByRole('button', { name: text(lang, 'branches:map.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => cards(page).count()).toBe(firstPage(all.length));
    await page.context().close();
  });

  it('shows no notice when the tiles load', async () => {
    const page = await openPage(lang);
    await page.route(
      (url) => isTile(url),
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
    );
    await page.goto('/branches?map=all');
    const dialog = page.getByRole('dialog', { name: text(lang, 'branches:map.title_all') });
    await eventually(() => dialog.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
    await page.waitForTimeout(300);
    expect(await dialog.getByText(text(lang, 'branches:map.tiles_failed')).count()).toBe(0);
    await page.context().close();
  });
});
