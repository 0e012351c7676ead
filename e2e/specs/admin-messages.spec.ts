import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

/** Sends a message through the public contact page, as a visitor would. */
async function sendOnContactPage(lang: Lang, title: string): Promise<void> {
  const page = await openPage(lang);
  await page.goto('/contact-us');
  const form = page.locator('main form');
  await form.waitFor();
  await form.locator('[name="name"]').fill(lang === 'ar' ? 'نورة السبيعي' : 'Noura Alsubaie');
  await form.locator('[name="email"]').fill(`inbox-${lang}@example.com`);
  await form.locator('[name="phone"]').fill('0551234567');
  await form.locator('[name="title"]').fill(title);
  await form
    .locator('[name="message"]')
    .fill(
      lang === 'ar' ? 'هل يتوفر دواء الضغط في فرع العليا؟\nشكراً لكم.' : 'Is the medicine available at Olaya?\nThanks.',
    );
  await form.getByRole('button', { name: text(lang, 'public:form.send') }).click();
  // The server's confirmation, in the visitor's language.
  await page.getByText(lang === 'ar' ? 'تم إرسال رسالتك بنجاح.' : 'Your message has been sent successfully.').waitFor();
  await page.context().close();
}

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** The inbox and the open message as a phone shows them. */
async function phoneScreenshots(lang: Lang, title: string, messageUrl: string): Promise<void> {
  const phone = await openSignedIn(lang, PHONE);
  await phone.goto(`/admin/messages?search=${encodeURIComponent(title)}`);
  await rowOf(phone, title).waitFor();
  await screenshot(phone, 'admin-messages-list-390', lang);
  await phone.goto(messageUrl);
  await phone.getByRole('dialog').getByText(title).first().waitFor();
  await screenshot(phone, 'admin-messages-detail-390', lang);
  await phone.context().close();
}

describe.each(LANGS)('messages inbox in %s', (lang) => {
  it('shows a new contact message unread, reads it when opened, and deletes it', async () => {
    const title =
      lang === 'ar' ? `استفسار عن توفر دواء ${Date.now() % 100_000}` : `Medicine availability ${Date.now() % 100_000}`;
    await sendOnContactPage(lang, title);

    const page = await openSignedIn(lang, LAPTOP);
    // The menu entry carries the unread count.
    const menuLink = page.getByRole('link', { name: new RegExp(text(lang, 'shell:company.menu.messages')) }).first();
    await menuLink.waitFor();
    await eventually(async () => /\d/.test((await menuLink.textContent()) ?? '')).toBe(true);
    await menuLink.click();
    await page.waitForURL('**/admin/messages');
    await page.locator('input[type="search"]').fill(title);
    // The list is filtered once the search is in the address (after the typing pause).
    await page.waitForURL((url) => url.searchParams.get('search') === title);
    const row = rowOf(page, title);
    await row.waitFor();
    await row.getByText(text(lang, 'messages-admin:states.unread')).waitFor();
    await row.getByText(text(lang, 'messages-admin:kinds.contact')).waitFor();
    await screenshot(page, 'admin-messages-list', lang);

    // Opening it gives it its own address and marks it read.
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.view')} ${title}` }).click();
    await page.waitForURL(/\/admin\/messages\/\d+\?/);
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`inbox-${lang}@example.com`).waitFor();
    await drawer
      .getByText(lang === 'ar' ? 'هل يتوفر دواء الضغط' : 'Is the medicine available', { exact: false })
      .waitFor();
    await row.getByText(text(lang, 'messages-admin:states.read'), { exact: true }).waitFor();
    await screenshot(page, 'admin-messages-detail', lang);
    const messageUrl = page.url();
    const id = Number(/\/admin\/messages\/(\d+)/.exec(messageUrl)![1]);
    const stored = await apiCall<{ data: { read: boolean } }>(
      'GET',
      `/admin/messages?search=${encodeURIComponent(title)}`,
      {
        token: adminToken(),
      },
    );
    expect(stored.body.data).toEqual([expect.objectContaining({ read: true })]);
    await phoneScreenshots(lang, title, messageUrl);

    // Back closes the drawer and returns to the list.
    await page.goBack();
    await eventually(() => new URL(page.url()).pathname).toBe('/admin/messages');
    await drawer.waitFor({ state: 'detached' });

    // Delete, after the confirmation.
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${title}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(text(lang, 'messages-admin:delete_confirm')).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'messages-admin:actions.delete') }).click();
    await row.waitFor({ state: 'detached' });
    const gone = await apiCall('GET', `/admin/messages/${id}`, { token: adminToken() });
    expect(gone.status).toBe(404);
    await page.context().close();
  });
});
