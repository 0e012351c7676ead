import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { DESKTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

// A valid 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

describe.each(LANGS)('website content screens in %s', (lang) => {
  it('adds a menu link and the public header shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/nav-bar-menu');
    await page.getByRole('heading', { name: text(lang, 'widgets:menu.title') }).waitFor();
    const before = (await apiCall<{ data: unknown[] }>('GET', '/admin/menus', { token: adminToken() })).body.data
      .length;
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    const row = page.getByRole('group', { name: text(lang, 'widgets:menu.row', { number: String(before + 1) }) });
    const title = { ar: `رابط تجريبي ${lang}`, en: `Trial link ${lang}` };
    await row.getByLabel(text(lang, 'widgets:menu.title_ar')).fill(title.ar);
    await row.getByLabel(text(lang, 'widgets:menu.title_en')).fill(title.en);
    // Exactly the link field (not the link's titles); a required field's label ends in its star.
    await row.getByLabel(new RegExp(`^${text(lang, 'widgets:menu.uri')}( \\*)?$`)).fill('/about-us');
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.getByText(text(lang, 'widgets:edited')).waitFor();
    await screenshot(page, 'admin-nav-menu', lang);

    const visitor = await openPage(lang);
    await visitor.goto('/');
    await visitor.getByRole('link', { name: title[lang] }).first().waitFor();
  });

  it('adds a home slider image and the home page shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/home-page-slider');
    await page.getByRole('heading', { name: text(lang, 'widgets:slider.home_title') }).waitFor();
    const before = (
      await apiCall<{ data: { id: number }[] }>('GET', '/admin/home_page_slider', { token: adminToken() })
    ).body.data;
    await page.locator('input[type="file"]').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: text(lang, 'widgets:slider.add') }).click();
    await page.getByText(text(lang, 'widgets:edited')).waitFor();
    await eventually(() => page.getByTestId('slider-image').count()).toBe(before.length + 1);
    await screenshot(page, 'admin-home-slider', lang);

    const after = (await apiCall<{ data: { id: number; path: string }[] }>('GET', '/home_page_slider')).body.data;
    const added = after.find((item) => !before.some((old) => old.id === item.id));
    expect(added).toBeDefined();
    const visitor = await openPage(lang);
    await visitor.goto('/');
    await eventually(() => visitor.locator(`img[src$="${added!.path}"]`).count()).toBeGreaterThan(0);
  });

  it('shows the visit statistics chart on the main screen, on a phone and a desktop', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openSignedIn(lang, viewport);
      await page.getByRole('heading', { name: text(lang, 'widgets:visits.title') }).waitFor();
      await page.getByRole('figure', { name: text(lang, 'widgets:visits.daily') }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot(page, `admin-visits-${name}`, lang);
    }
  });
});
