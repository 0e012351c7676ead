import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { useAdminToken, useBrowser, WIDTHS } from '../support/session';

/** The back-offices from the keyboard: the skip link, a status change, the popups and focused fields. */
const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

const IN_PROGRESS = { ar: 'قيد التنفيذ', en: 'In progress' } as const;
const ACCEPTED = { ar: 'مقبول', en: 'Accepted' } as const;

/** What has the focus: its tag, id, accessible label and text, and whether it sits in <main> or a dialog's title. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim() ?? '',
      inMain: Boolean(element?.closest('main')) && element?.tagName !== 'MAIN',
      inDialogTitle: Boolean(element?.closest('[role="dialog"] h2')),
    };
  });
}

/** WCAG contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The focused field's ring: its outline, and the colour of what is around the field. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let around: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (around) {
      const color = getComputedStyle(around).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
      around = around.parentElement;
    }
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
      tag: element.tagName.toLowerCase(),
    };
  });
}

async function someOrderId(): Promise<number> {
  const answer = await apiCall<{ data: { id: number }[] }>('GET', '/admin/orders?limit=1', { token: adminToken() });
  return answer.body.data[0]!.id;
}

describe.each(LANGS)('the back-offices from the keyboard in %s', (lang: Lang) => {
  describe.each(WIDTHS)('on a $name', ({ name: width, viewport }) => {
    it('starts with a visible skip link that takes the keyboard to the screen', async () => {
      const page = await openSignedIn(lang, viewport);
      await page.goto('/store-admin/requests');
      await listLoaded(page, lang);
      await page.keyboard.press('Tab');
      const skip = await focused(page);
      expect(skip).toMatchObject({ tag: 'a', text: text(lang, 'shell:header.skip_to_content') });
      const box = await page.locator('a[href="#main-content"]').boundingBox();
      expect(box?.width).toBeGreaterThan(80);
      expect(box?.y).toBeGreaterThanOrEqual(0);
      await screenshot(page, `a11y-skip-link-${width}`, lang);
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain).toBe(true);
      await page.context().close();
    });

    it('shows the bell open over the orders list', async () => {
      const page = await openSignedIn(lang, viewport);
      await page.goto('/store-admin/requests');
      await listLoaded(page, lang);
      const bell = page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') });
      await bell.focus();
      await page.keyboard.press('Enter');
      const dropdown = page.getByRole('dialog');
      await dropdown.getByText(text(lang, 'shell:store.notifications.title')).waitFor();
      expect(await bell.getAttribute('aria-expanded')).toBe('true');
      await page.waitForTimeout(300);
      await screenshot(page, `a11y-orders-bell-${width}`, lang);
      await page.context().close();
    });
  });

  it('changes an order’s status from the keyboard: the focus stays on its selector and the change is spoken', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/requests');
    await listLoaded(page, lang);
    const prefix = text(lang, 'toolkit:status_cell.change', { status: IN_PROGRESS[lang], row: '' }).trim();
    const selector = page.getByRole('button', { name: new RegExp(`^${prefix} #\\d+$`) }).first();
    const name = (await selector.getAttribute('aria-label')) ?? '';
    const row = name.slice(name.lastIndexOf('#'));
    await selector.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: ACCEPTED[lang] }).press('Enter');
    const moved = text(lang, 'toolkit:status_cell.change', { status: ACCEPTED[lang], row });
    await page.getByRole('button', { name: moved }).waitFor();
    await eventually(async () => (await focused(page)).label).toBe(moved);
    const record = text(lang, 'toolkit:status_cell.record.order', { row });
    await eventually(() => page.locator('[data-announcer]').textContent()).toBe(
      text(lang, 'toolkit:status_cell.changed', { record, status: ACCEPTED[lang] }),
    );
    expect(await page.locator('[data-announcer]').getAttribute('aria-live')).toBe('polite');
    await page.context().close();
  });

  it('opens an order’s details and its invoice with the focus on the title and a named close button', async () => {
    const page = await openSignedIn(lang);
    const id = String(await someOrderId());
    for (const [query, title] of [
      ['order', 'store-orders:details.title'],
      ['invoice', 'store-orders:invoice.title'],
    ] as const) {
      await page.goto(`/store-admin/requests?${query}=${id}`);
      const dialog = page.getByRole('dialog', { name: text(lang, title, { id }) });
      await dialog.waitFor();
      const close = dialog.getByRole('button', { name: text(lang, 'toolkit:actions.close') });
      await close.waitFor();
      await eventually(async () => (await focused(page)).inDialogTitle).toBe(true);
      await page.keyboard.press('Tab');
      expect(await close.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    await page.context().close();
  });

  it('rings a focused text field, select and text area with 2 px at 3:1 or more', async () => {
    const page = await openPage(lang);
    await page.goto('/login');
    await page.locator('input[type="email"]').focus();
    const ring = await focusRing(page);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    await page.context().close();

    const staff = await openSignedIn(lang);
    await staff.goto('/admin/admin-users?form=new');
    const dialog = staff.getByRole('dialog', { name: text(lang, 'users:add') });
    await dialog.waitFor();
    for (const field of [
      dialog.getByLabel(text(lang, 'users:fields.name'), { exact: false }).first(),
      dialog.getByLabel(text(lang, 'users:fields.role_id'), { exact: false }).first(),
    ]) {
      await field.focus();
      const fieldRing = await focusRing(staff);
      expect(fieldRing).toMatchObject({ style: 'solid' });
      expect(fieldRing.width).toBeGreaterThanOrEqual(2);
      expect(contrast(fieldRing.color, fieldRing.background)).toBeGreaterThanOrEqual(3);
    }
    await screenshot(staff, 'a11y-focused-field', lang);

    // A text area of a content form.
    await staff.goto('/admin/about-us-page-data');
    const area = staff.locator('main textarea:visible').first();
    await area.waitFor();
    await area.focus();
    const areaRing = await focusRing(staff);
    expect(areaRing).toMatchObject({ style: 'solid', tag: 'textarea' });
    expect(areaRing.width).toBeGreaterThanOrEqual(2);
    expect(contrast(areaRing.color, areaRing.background)).toBeGreaterThanOrEqual(3);
    await staff.context().close();
  });
});
