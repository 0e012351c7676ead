import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

interface PublicBranch {
  code: string;
  name: string;
  time_shifts: { time_from: string; time_to: string }[];
  services: { id: number }[];
}

/** Types a time into one of Mantine's time pickers: hours, minutes, then AM or PM (a native select). */
async function typeTime(page: Page, lang: Lang, index: number, hours: string, minutes: string, pm: boolean) {
  const group = page.locator('.mantine-TimePicker-fieldsGroup').nth(index);
  await group.locator('input').nth(0).click();
  await page.keyboard.type(hours);
  await group.locator('input').nth(1).click();
  await page.keyboard.type(minutes);
  await group.locator('select').selectOption({ label: text(lang, pm ? 'toolkit:fields.pm' : 'toolkit:fields.am') });
}

describe.each(LANGS)('branches back-office in %s', (lang) => {
  it('adds a branch with a shift and a service, found in the public finder by an Arabic spelling variant', async () => {
    const page = await openSignedIn(lang);
    await page
      .getByRole('link', { name: text(lang, 'shell:company.menu.branches') })
      .first()
      .click();
    await page.waitForURL('**/admin/branches');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-branches', lang);

    await page.getByRole('button', { name: text(lang, 'admin-branches:add') }).click();
    await page.waitForURL('**/admin/add-branch');
    const code = `E2E-${lang}-${Date.now().toString(36)}`;
    // A hamza on the alef: the finder must find it typed without one.
    const arabicName = lang === 'ar' ? 'صيدلية أمل الشفاء' : 'صيدلية أمجاد الشفاء';
    await page.locator('input[name="code"]').fill(code);
    await page.locator('input[name="translation.0.name"]').fill(arabicName);
    await page.locator('input[name="translation.1.name"]').fill(`Test branch ${lang}`);
    await page.locator('input[name="translation.0.city"]').fill('الرياض');
    await page.locator('input[name="translation.1.city"]').fill('Riyadh');
    await page.locator('input[name="mobile"]').fill('0551234567');

    await page.getByLabel(text(lang, 'admin-branches:fields.services'), { exact: false }).first().click();
    const service = page.getByRole('listbox').getByRole('option').first();
    const serviceName = (await service.textContent())?.trim();
    await service.click();
    await page.keyboard.press('Escape');

    await typeTime(page, lang, 0, '08', '00', false);
    await typeTime(page, lang, 1, '11', '00', true);
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    await typeTime(page, lang, 2, '04', '30', true);
    await typeTime(page, lang, 3, '09', '00', true);
    await screenshot(page, 'admin-branch-form', lang);

    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.waitForURL('**/admin/branches');
    await page.getByRole('row', { name: new RegExp(code) }).waitFor();

    // The public finder answers it at once, for احمد-style spelling without the hamza.
    const plain = arabicName.replace('أ', 'ا');
    const found = await apiCall<{ data: PublicBranch[] }>('GET', `/branches?search=${encodeURIComponent(plain)}`);
    const branch = found.body.data.find((b) => b.code === code);
    expect(branch).toBeDefined();
    expect(branch!.time_shifts).toEqual([expect.objectContaining({ time_from: '16:30', time_to: '21:00' })]);
    expect(branch!.services).toHaveLength(1);
    expect(serviceName).toBeTruthy();

    await page.goto(`/branches?search=${encodeURIComponent(plain)}`);
    await page.getByRole('heading', { level: 2, name: lang === 'ar' ? arabicName : `Test branch ${lang}` }).waitFor();
    await screenshot(page, 'admin-branch-public', lang);

    // Narrow phone width: the list and the form still fit.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/branches');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-branches-390', lang);
    await page.goto('/admin/add-branch');
    await page.locator('input[name="code"]').waitFor();
    await screenshot(page, 'admin-branch-form-390', lang);
    await page.context().close();
  });
});
