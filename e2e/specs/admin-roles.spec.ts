import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, DEMO_ADMIN, LANGS, menuLink, screenshot, signIn } from '../support/browser';
import { text } from '../support/locales';
import { useBrowser } from '../support/session';

const { openPage, openSignedIn } = useBrowser();

/** The names of the side menu's links, as the signed-in user sees them. */
async function menuLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation').first().getByRole('link');
  return (await links.allTextContents()).map((name) => name.trim()).filter(Boolean);
}

describe.each(LANGS)('roles in %s', (lang) => {
  const role = { ar: `مشرف الفروع ${lang}`, en: `Branch supervisor ${lang}` };
  const email = `supervisor-${lang}-${Date.now()}@example.com`;

  it('creates a role, gives it to a new user, who then sees only what it opens', async () => {
    const page = await openSignedIn(lang);
    await menuLink(page, lang, 'shell:company.menu.roles').click();
    await page.waitForURL('**/admin/roles');
    await page.getByRole('table').waitFor();
    await screenshot(page, 'roles', lang);

    await page.getByRole('button', { name: text(lang, 'roles:add') }).click();
    await page.waitForURL('**/admin/roles/add');
    await page.locator('input[name="name_ar"]').fill(role.ar);
    await page.locator('input[name="name_en"]').fill(role.en);
    for (const permission of ['list branches', 'list employment request', 'show employment request']) {
      await page.getByRole('checkbox', { name: text(lang, `permissions:${permission}`), exact: true }).check();
    }
    await screenshot(page, 'roles-form', lang);
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.waitForURL('**/admin/roles');
    const row = page.getByRole('row', { name: new RegExp(role.en) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([role.ar, role.en, '3', '0']));

    // The user form offers the new role straight away.
    await menuLink(page, lang, 'shell:company.menu.admin_users').click();
    await page.getByRole('button', { name: text(lang, 'users:add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill(lang === 'ar' ? 'خالد العتيبي' : 'Khalid Alotaibi');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill('Supervisor123');
    await dialog.getByLabel(text(lang, 'users:fields.role_id'), { exact: false }).first().click();
    await page.getByRole('option', { name: role[lang] }).click();
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(email) }).waitFor();

    // In use, the role cannot be deleted: the server's reason is shown.
    await menuLink(page, lang, 'shell:company.menu.roles').click();
    const inUse = page.getByRole('row', { name: new RegExp(role.en) });
    await inUse.getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${role[lang]}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(text(lang, 'roles:delete_confirm')).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    const roles = await apiCall<{ data: { id: number; name_en: string }[] }>('GET', '/admin/roles', {
      token: (await page.evaluate(() => window.localStorage.getItem('token')))!,
    });
    const created = roles.body.data.find((candidate) => candidate.name_en === role.en)!;
    const refusal = await apiCall<{ message: string }>('DELETE', `/admin/roles/${created.id}`, {
      token: (await page.evaluate(() => window.localStorage.getItem('token')))!,
      locale: lang,
      // The helper always declares a JSON body.
      body: {},
    });
    expect(refusal.status).toBe(409);
    await page.getByText(refusal.body.message).first().waitFor();
    await inUse.waitFor();
    await page.context().close();

    const member = await openPage(lang);
    await signIn(member, email, 'Supervisor123');
    await member.getByRole('navigation').first().waitFor();
    expect((await menuLinks(member)).sort()).toEqual(
      ['main', 'branches', 'employment'].map((key) => text(lang, `shell:company.menu.${key}`)).sort(),
    );
    await screenshot(member, 'roles-member-menu', lang);
    await member.context().close();
  });

  it('greys out what a role manager does not hold, and the server refuses it', async () => {
    const admin = await apiCall<{ data: { token: string } }>('POST', '/admin/login', { body: DEMO_ADMIN });
    const token = admin.body.data.token;
    const managerRole = await apiCall<{ data: { id: number } }>('POST', '/admin/roles', {
      token,
      body: {
        name_ar: `مدير الأدوار ${lang}`,
        name_en: `Role manager ${lang}`,
        permissions: ['list roles', 'add roles', 'list news'],
      },
    });
    expect(managerRole.status).toBe(201);
    const managerEmail = `role-manager-${lang}-${Date.now()}@example.com`;
    const created = await apiCall('POST', '/admin/admins', {
      token,
      body: { name: 'Role Manager', email: managerEmail, password: 'Manager123', role_id: managerRole.body.data.id },
    });
    expect(created.status).toBe(201);

    const page = await openPage(lang);
    await signIn(page, managerEmail, 'Manager123');
    await page.goto('/admin/roles/add');
    await page.getByText(text(lang, 'roles:lacking_hint')).waitFor();
    expect(
      await page.getByRole('checkbox', { name: text(lang, 'permissions:list news'), exact: true }).isEnabled(),
    ).toBe(true);
    expect(
      await page.getByRole('checkbox', { name: text(lang, 'permissions:delete users'), exact: true }).isDisabled(),
    ).toBe(true);
    await screenshot(page, 'roles-form-limited', lang);

    const managerToken = (await page.evaluate(() => window.localStorage.getItem('token')))!;
    const refused = await apiCall<{ errors: Record<string, string[]> }>('POST', '/admin/roles', {
      token: managerToken,
      locale: lang,
      body: { name_ar: `دور ممنوع ${lang}`, name_en: `Refused role ${lang}`, permissions: ['delete users'] },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['permissions']);
    await page.context().close();
  });
});
