import { describe, expect, it } from 'vitest';
import { apiCall, DEMO_ADMIN, LANGS, menuLink, screenshot, signIn } from '../support/browser';
import { text } from '../support/locales';
import { useAdminToken, useBrowser } from '../support/session';

/** The demo role the specs hand out, as the seed names it in each language. */
const CONTENT_EDITOR = { ar: 'محرر المحتوى', en: 'Content editor' } as const;

const { openPage, openSignedIn } = useBrowser();
const adminToken = useAdminToken();

describe.each(LANGS)('back-office in %s', (lang) => {
  it('signs in, with the server message on failure', async () => {
    const page = await openPage(lang);
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page, 'login', lang);

    await page.locator('input[type="email"]').fill(DEMO_ADMIN.email);
    await page.locator('input[type="password"]').fill('wrong-password1');
    await page.locator('button[type="submit"]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const expected = (
      await apiCall<{ message: string }>('POST', '/admin/login', {
        body: { email: DEMO_ADMIN.email, password: 'wrong-password1' },
        locale: lang,
      })
    ).body.message;
    expect(await alert.textContent()).toContain(expected);
    await screenshot(page, 'login-failed', lang);

    await page.locator('input[type="password"]').fill(DEMO_ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/admin/main');
    await page.getByText(text(lang, 'shell:company.menu.admin_users')).first().waitFor();
    await screenshot(page, 'admin-main', lang);
    await page.context().close();
  });

  it('creates, edits and deletes an admin user, and the log shows it', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/admin/admin-users');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-users', lang);

    const email = `e2e-${lang}-${Date.now()}@example.com`;
    const name = lang === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani';
    await page.getByRole('button', { name: text(lang, 'users:add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="mobile"]').fill('0551234567');
    await dialog.locator('input[name="password"]').fill('Secret123');
    // Mantine's Select: its visible input carries the label (with the required star).
    await dialog.getByLabel(text(lang, 'users:fields.role_id'), { exact: false }).first().click();
    await page.getByRole('option', { name: CONTENT_EDITOR[lang] }).click();
    // What the chosen role grants shows before saving.
    await dialog.getByText(text(lang, 'users:grants.title', { role: CONTENT_EDITOR[lang] })).waitFor();
    await screenshot(page, 'admin-users-form', lang);
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor();
    expect(await row.textContent()).toContain(CONTENT_EDITOR[lang]);

    const renamed = `${name} 2`;
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.edit')} ${name}` }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('input[name="email"]').inputValue()).toBe(email);
    await dialog.locator('input[name="name"]').fill(renamed);
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(renamed) }).waitFor();

    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${renamed}` })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(text(lang, 'users:delete_confirm')).waitFor();
    await page.waitForTimeout(300); // let the dialog finish fading in before the screenshot
    await screenshot(page, 'admin-users-delete', lang);
    await confirm.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await page.getByRole('row', { name: new RegExp(email) }).waitFor({ state: 'detached' });

    await menuLink(page, lang, 'shell:company.menu.log_actions').click();
    await page.waitForURL('**/admin/log-actions');
    await page.getByRole('heading', { name: text(lang, 'logs:title') }).waitFor();
    await page
      .getByRole('cell', { name: text(lang, 'logs:modes.delete'), exact: true })
      .first()
      .waitFor();
    const log = (await page.getByRole('table').textContent()) ?? '';
    for (const mode of ['create', 'update', 'delete']) {
      expect(log).toContain(text(lang, `logs:modes.${mode}`));
    }
    await screenshot(page, 'log-actions', lang);
    await page.context().close();
  });

  it('hides the users screen from staff without "list users", and the API refuses them', async () => {
    const roles = await apiCall<{ data: { id: number; name: string }[] }>('GET', '/admin/roles', {
      token: adminToken(),
    });
    const editor = roles.body.data.find((role) => role.name === CONTENT_EDITOR.en);
    expect(editor).toBeDefined();
    const email = `editor-${lang}-${Date.now()}@example.com`;
    const created = await apiCall('POST', '/admin/admins', {
      token: adminToken(),
      body: { name: 'Content Editor', email, password: 'Editor123', role_id: editor!.id, active: 1 },
    });
    expect(created.status).toBe(201);

    const page = await openPage(lang);
    await signIn(page, email, 'Editor123');
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('link', { name: text(lang, 'shell:company.menu.admin_users') }).count()).toBe(0);
    await screenshot(page, 'admin-main-restricted', lang);

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const refused = await apiCall<{ message: string }>('GET', '/admin/admins', { token: token!, locale: lang });
    expect(refused.status).toBe(403);
    expect(refused.body.message.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
