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
    await eventually(() => cards(page).count()).toBe(all.length);
    expect(await page.title()).toContain(text(lang, 'branches:meta.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-branches', lang);

    // Name search: the typed name narrows the list to what the server finds for it.
    const target = all[1] as Branch;
    const expected = (
      await apiCall<{ data: Branch[] }>('GET', `/branches?search=${encodeURIComponent(target.name)}`, { locale: lang })
    ).body.data;
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill(target.name);
    await page.waitForURL((url) => url.searchParams.get('search') === target.name);
    await eventually(() => cards(page).count()).toBe(expected.length);
    expect(await cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe(expected[0]?.name);

    // City filter, with the search cleared.
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    // As a visitor would, wait for the full list before the next change.
    await eventually(() => cards(page).count()).toBe(all.length);
    const city = cities.find((c) => c.branches_count > 1 && c.branches_count < all.length) as City;
    await page.getByRole('combobox', { name: text(lang, 'branches:city.label') }).selectOption(city.name);
    await page.waitForURL((url) => url.searchParams.get('city') === city.name);
    await eventually(() => cards(page).count()).toBe(city.branches_count);
    await screenshot(page, 'public-branches-city', lang);

    // A name that no branch has: the empty state, and a way back.
    await page.getByRole('searchbox', { name: text(lang, 'branches:search.label') }).fill('zzqqxx');
    await page.getByText(text(lang, 'branches:empty.title')).waitFor();
    await page.getByRole('button', { name: text(lang, 'branches:empty.clear') }).click();
    await eventually(() => cards(page).count()).toBe(all.length);
    await page.context().close();
  });

  it('shows all branches on one map and one branch at street level, keyboard friendly', async () => {
    const all = (await apiCall<{ data: Branch[] }>('GET', '/branches', { locale: lang })).body.data;
    const located = all.filter((b) => b.lat !== null && b.long !== null);
    const page = await openPage(lang, PHONE);
    await page.goto('/branches');
    await eventually(() => cards(page).count()).toBe(all.length);

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
    // A group's count sits in the middle of its disc.
    const offCentre = await dialog
      .locator('.leaflet-marker-icon:not(img)')
      .first()
      .evaluate((disc) => {
        const outer = disc.getBoundingClientRect();
        const inner = (disc.firstElementChild as HTMLElement).getBoundingClientRect();
        return Math.max(
          Math.abs(outer.left + outer.width / 2 - (inner.left + inner.width / 2)),
          Math.abs(outer.top + outer.height / 2 - (inner.top + inner.height / 2)),
        );
      });
    expect(offCentre).toBeLessThanOrEqual(2);
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
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-branches-map-one', lang);
    await single.getByRole('button', { name: text(lang, 'branches:map.close') }).click();
    await single.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
