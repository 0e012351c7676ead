import { PERMISSIONS, SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRole, SUPER_ADMIN_NAMES } from '../../cli/seed';
import { admins, logActions, roles } from '../../db/schema/index';
import { translate } from '../../i18n/messages';
import { adminTestContext } from '../../test/admin-context';
import { signInAs } from '../../test/auth';

const ctx = adminTestContext({ adminName: 'Boss', locale: 'en' });
const { call } = ctx;
let superRoleId: number;
let serial = 0;

beforeAll(async () => {
  const [superRole] = await ctx.app.db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  superRoleId = superRole!.id;
});

function newRole(overrides: Record<string, unknown> = {}) {
  serial++;
  return { name_ar: `دور رقم ${serial}`, name_en: `Role number ${serial}`, permissions: ['list news'], ...overrides };
}

const logCount = () => ctx.app.db.$count(logActions);
const message = (locale: 'ar' | 'en', key: string, params: Record<string, string | number> = {}) =>
  translate(locale, key, params);

describe('roles: create, read, edit, delete', () => {
  it('creates a role (201) with its shape and one log row, then reads it and lists it', async () => {
    const before = await logCount();
    const body = newRole({ permissions: ['add news', 'list news', 'list news'] });
    const res = await call('POST', '/api/admin/roles', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: body.name_en,
      name_ar: body.name_ar,
      name_en: body.name_en,
      permissions: ['add news', 'list news'],
      assignable: true,
      users_count: 0,
      built_in: false,
    });
    expect(await logCount()).toBe(before + 1);
    const [log] = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, data.id));
    expect(log).toMatchObject({
      action: 'add roles',
      actionMode: 'create',
      subject: 'roles',
      subjectName: body.name_ar,
    });

    const one = await call('GET', `/api/admin/roles/${data.id}`, undefined, { locale: 'ar' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ ...data, name: body.name_ar });

    const list = await call('GET', '/api/admin/roles');
    expect(list.json().data.find((role: { id: number }) => role.id === data.id)).toEqual(data);
    const superRole = list.json().data.find((role: { id: number }) => role.id === superRoleId);
    expect(superRole).toMatchObject({ built_in: true, name: SUPER_ADMIN_NAMES.en, name_ar: SUPER_ADMIN_NAMES.ar });
    expect(superRole.permissions).toHaveLength(PERMISSIONS.length);
  });

  it('answers 404 for a missing role on every call, writing nothing', async () => {
    const before = await logCount();
    expect((await call('GET', '/api/admin/roles/2147483647')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/roles/2147483647', newRole())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/roles/2147483647')).statusCode).toBe(404);
    expect(await logCount()).toBe(before);
  });

  it('edits names and permissions (also as POST with _method=PUT), with one log row each', async () => {
    const created = (await call('POST', '/api/admin/roles', newRole())).json().data;
    const before = await logCount();
    const edit = newRole({ permissions: ['list branches', 'add branch'] });
    const res = await call('PUT', `/api/admin/roles/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name_ar: edit.name_ar,
      name_en: edit.name_en,
      permissions: ['add branch', 'list branches'],
    });
    const twin = await call('POST', `/api/admin/roles/${created.id}`, { ...edit, permissions: [], _method: 'PUT' });
    expect(twin.statusCode).toBe(200);
    expect(twin.json().data.permissions).toEqual([]);
    expect(await logCount()).toBe(before + 2);
    const logs = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, created.id));
    expect(logs.filter((row) => row.action === 'update roles')).toHaveLength(2);
  });

  it('deletes an unused role with one log row', async () => {
    const created = (await call('POST', '/api/admin/roles', newRole())).json().data;
    const before = await logCount();
    const res = await call('DELETE', `/api/admin/roles/${created.id}`, undefined, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: message('ar', 'deleted') } });
    expect(await logCount()).toBe(before + 1);
    expect(await ctx.app.db.$count(roles, eq(roles.id, created.id))).toBe(0);
  });
});

describe('roles: validation in both languages', () => {
  it.each(['ar', 'en'] as const)(
    'refuses missing names and unknown permissions (%s) and writes nothing',
    async (locale) => {
      const before = await logCount();
      const res = await call('POST', '/api/admin/roles', { name_ar: ' ', permissions: ['launch rockets'] }, { locale });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe(message(locale, 'validation_failed'));
      expect(Object.keys(body.errors).sort()).toEqual(['name_ar', 'name_en', 'permissions']);
      expect(body.errors.name_ar).toEqual([message(locale, 'required', { field: 'name_ar' })]);
      expect(body.errors.permissions).toEqual([message(locale, 'invalid_choice', { field: 'permissions' })]);
      expect(body.errors.permissions[0]).toContain(locale === 'ar' ? 'الصلاحيات' : 'permissions');
      expect(await logCount()).toBe(before);
    },
  );

  it.each(['ar', 'en'] as const)('refuses a name another role has, in either language (%s)', async (locale) => {
    const taken = (await call('POST', '/api/admin/roles', newRole())).json().data;
    const before = await logCount();
    const sameArabic = await call('POST', '/api/admin/roles', newRole({ name_ar: taken.name_ar }), { locale });
    expect(sameArabic.statusCode).toBe(422);
    expect(sameArabic.json().errors).toEqual({ name_ar: [message(locale, 'taken', { field: 'name_ar' })] });
    // English names are compared without case.
    const other = (await call('POST', '/api/admin/roles', newRole())).json().data;
    const sameEnglish = await call(
      'PUT',
      `/api/admin/roles/${other.id}`,
      newRole({ name_en: taken.name_en.toUpperCase() }),
      { locale },
    );
    expect(sameEnglish.statusCode).toBe(422);
    expect(sameEnglish.json().errors).toEqual({ name_en: [message(locale, 'taken', { field: 'name_en' })] });
    expect(await logCount()).toBe(before + 1);
  });
});

describe('roles: permissions', () => {
  it('answers 403 without the permission of each call', async () => {
    const created = (await call('POST', '/api/admin/roles', newRole())).json().data;
    const outsider = await signInAs(ctx.app, { permissions: ['delete users'] });
    const reader = await signInAs(ctx.app, { permissions: ['list roles'] });
    const before = await logCount();
    expect((await call('GET', '/api/admin/roles', undefined, { as: outsider.token })).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/roles/${created.id}`, undefined, { as: outsider.token })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/roles/${created.id}`, undefined, { as: reader.token })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/roles', newRole(), { as: reader.token })).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/roles/${created.id}`, newRole(), { as: reader.token })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/roles/${created.id}`, undefined, { as: reader.token })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/roles', undefined, { as: 'not-a-token' })).statusCode).toBe(401);
    expect(await logCount()).toBe(before);
  });

  it.each(['ar', 'en'] as const)('nobody grants a permission they lack (%s): 422 on permissions', async (locale) => {
    const manager = await signInAs(ctx.app, { permissions: ['list roles', 'add roles', 'update roles', 'list news'] });
    const before = await logCount();
    const create = await call('POST', '/api/admin/roles', newRole({ permissions: ['list news', 'delete news'] }), {
      as: manager.token,
      locale,
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors).toEqual({ permissions: [message(locale, 'permission_exceeds_own')] });

    const own = await call('POST', '/api/admin/roles', newRole({ permissions: ['list news'] }), {
      as: manager.token,
      locale,
    });
    expect(own.statusCode).toBe(201);
    // Not even themselves: editing their own role to add a right they lack is refused the same way.
    for (const id of [own.json().data.id, manager.roleId]) {
      const edit = await call('PUT', `/api/admin/roles/${id}`, newRole({ permissions: ['list news', 'add users'] }), {
        as: manager.token,
        locale,
      });
      expect(edit.statusCode).toBe(422);
      expect(edit.json().errors).toEqual({ permissions: [message(locale, 'permission_exceeds_own')] });
    }
    expect(await logCount()).toBe(before + 1);
    expect((await call('GET', `/api/admin/roles/${own.json().data.id}`)).json().data.permissions).toEqual([
      'list news',
    ]);
  });

  it('a role granting more than the caller holds is out of reach (403), and shown as not assignable', async () => {
    const manager = await signInAs(ctx.app, { permissions: ['list roles', 'update roles', 'delete roles'] });
    const bigger = await ensureRole(ctx.app.db, `bigger ${serial++}`, ['list roles', 'list users']);
    const before = await logCount();
    expect(
      (await call('PUT', `/api/admin/roles/${bigger}`, newRole({ permissions: [] }), { as: manager.token })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/roles/${bigger}`, undefined, { as: manager.token })).statusCode).toBe(403);
    expect(await logCount()).toBe(before);
    const listed = (await call('GET', '/api/admin/roles', undefined, { as: manager.token })).json().data;
    expect(listed.find((role: { id: number }) => role.id === bigger).assignable).toBe(false);
  });

  it('the super-admin role can be renamed but neither lose a permission nor be deleted', async () => {
    const before = await logCount();
    const strip = await call('PUT', `/api/admin/roles/${superRoleId}`, {
      name_ar: SUPER_ADMIN_NAMES.ar,
      name_en: SUPER_ADMIN_NAMES.en,
      permissions: PERMISSIONS.filter((p) => p !== 'delete roles'),
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors).toEqual({ permissions: [message('en', 'built_in_role_locked')] });
    const remove = await call('DELETE', `/api/admin/roles/${superRoleId}`, undefined, { locale: 'ar' });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(message('ar', 'built_in_role_locked'));
    expect(await logCount()).toBe(before);

    const rename = await call('PUT', `/api/admin/roles/${superRoleId}`, {
      name_ar: 'المدير العام',
      name_en: 'General manager',
      permissions: PERMISSIONS,
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data).toMatchObject({ name: 'General manager', built_in: true });
    const restore = { name_ar: SUPER_ADMIN_NAMES.ar, name_en: SUPER_ADMIN_NAMES.en, permissions: PERMISSIONS };
    expect((await call('PUT', `/api/admin/roles/${superRoleId}`, restore)).statusCode).toBe(200);
  });

  it.each(['ar', 'en'] as const)('refuses (409) to delete a role users hold, saying how many (%s)', async (locale) => {
    const created = (await call('POST', '/api/admin/roles', newRole())).json().data;
    for (let i = 0; i < 2; i++) {
      const user = await call('POST', '/api/admin/admins', {
        name: `Holder ${serial}-${i}`,
        email: `holder-${locale}-${serial}-${i}@example.test`,
        password: 'Secret-pass-1',
        role_id: created.id,
      });
      expect(user.statusCode).toBe(201);
    }
    expect((await call('GET', `/api/admin/roles/${created.id}`)).json().data.users_count).toBe(2);
    const before = await logCount();
    const res = await call('DELETE', `/api/admin/roles/${created.id}`, undefined, { locale });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message(locale, 'role_in_use', { count: 2 }));
    expect(await logCount()).toBe(before);
    expect(await ctx.app.db.$count(roles, eq(roles.id, created.id))).toBe(1);
  });

  it("a role's new permissions apply to its holders on their next request", async () => {
    const created = (await call('POST', '/api/admin/roles', newRole({ permissions: ['list news'] }))).json().data;
    const holder = await signInAs(ctx.app, { permissions: [] });
    await ctx.app.db.update(admins).set({ roleId: created.id }).where(eq(admins.id, holder.adminId));
    expect((await call('GET', '/api/admin/news', undefined, { as: holder.token })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/branch', undefined, { as: holder.token })).statusCode).toBe(403);

    await call('PUT', `/api/admin/roles/${created.id}`, { ...newRole(), permissions: ['list branches'] });
    expect((await call('GET', '/api/admin/news', undefined, { as: holder.token })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/branch', undefined, { as: holder.token })).statusCode).toBe(200);
    const profile = await call('GET', '/api/admin/profile', undefined, { as: holder.token });
    expect(profile.json().data.permissions).toEqual(['list branches']);
  });

  it('a new role appears among the user form choices', async () => {
    const hr = await signInAs(ctx.app, { permissions: ['add users', 'list news'] });
    const created = (await call('POST', '/api/admin/roles', newRole({ permissions: ['list news'] }))).json().data;
    const choices = (await call('GET', '/api/admin/roles', undefined, { as: hr.token })).json().data;
    expect(choices.find((role: { id: number }) => role.id === created.id)).toMatchObject({
      name: created.name_en,
      assignable: true,
    });
  });
});
