import { PERMISSIONS, SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRole, SUPER_ADMIN_NAMES } from '../../cli/seed';
import { admins, logActions, roles } from '../../db/schema/index';
import { translate } from '../../i18n/messages';
import { adminTestContext } from '../../test/admin-context';
import { authHeader, type SignedIn, signInAs, signInAsSuperAdmin, TEST_PASSWORD } from '../../test/auth';

const ctx = adminTestContext({ adminName: 'Boss', locale: 'en' });
const { call } = ctx;
let superRoleId: number;
let editorRoleId: number;
let serial = 0;

beforeAll(async () => {
  const [superRole] = await ctx.app.db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  superRoleId = superRole!.id;
  editorRoleId = (await signInAs(ctx.app, { permissions: ['list news', 'add news'] })).roleId;
});

function newAdmin(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    name: `Staff member ${serial}`,
    role_id: editorRoleId,
    mobile: '0501234567',
    email: `staff-${serial}@example.test`,
    password: 'Secret-pass-1',
    employment_number: 1000 + serial,
    active: 1,
    ...overrides,
  };
}

async function logCount(): Promise<number> {
  return ctx.app.db.$count(logActions);
}

const en = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);

describe('admin users', () => {
  it('creates an admin (201), answers its shape without the password, and writes one log row', async () => {
    const before = await logCount();
    const body = newAdmin({ email: 'Mixed.Case@Example.test', employment_number: '77' });
    const res = await call('POST', '/api/admin/admins', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: body.name,
      mobile: '0501234567',
      email: 'mixed.case@example.test',
      employment_number: 77,
      branch_id: null,
      branch: [],
      role_id: editorRoleId,
      role: [{ id: editorRoleId, name: expect.stringMatching(/^test role /) }],
      active: 1,
      created_at: expect.any(String),
    });
    expect(res.body).not.toMatch(/password|Secret-pass/);

    expect(await logCount()).toBe(before + 1);
    const [row] = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, data.id));
    expect(row).toMatchObject({
      action: 'add users',
      actionMode: 'create',
      subject: 'admins',
      subjectName: body.name,
      adminId: ctx.admin.adminId,
      userName: 'Boss',
      roleName: ctx.admin.roleName,
    });

    const shown = await call('GET', `/api/admin/admins/${data.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual(data);

    // The new admin can sign in with the chosen password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'mixed.case@example.test', password: 'Secret-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.permissions).toEqual(['add news', 'list news']);
  });

  it('lists admins newest first with paging and total', async () => {
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/admin/admins', newAdmin())).statusCode).toBe(201);
    const total = await ctx.app.db.$count(admins);
    const first = await call('GET', '/api/admin/admins?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(total);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].email).toBe(`staff-${serial}@example.test`);
    expect(body.data[1].email).toBe(`staff-${serial - 1}@example.test`);
    expect(JSON.stringify(body)).not.toMatch(/password/);

    const second = await call('GET', '/api/admin/admins?page=2&limit=2');
    expect(second.json().data[0].email).toBe(`staff-${serial - 2}@example.test`);
    const all = await call('GET', '/api/admin/admins?limit=100');
    expect(all.json().data).toHaveLength(total);
    expect(new Set(all.json().data.map((a: { id: number }) => a.id)).size).toBe(total);
    const beyond = await call('GET', '/api/admin/admins?page=50&limit=10');
    expect(beyond.json()).toEqual({ data: [], total });

    expect((await call('GET', '/api/admin/admins?limit=101')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/admins?page=0')).statusCode).toBe(422);
  });

  it('reports every missing required field (422) and writes no log row', async () => {
    const before = await logCount();
    const res = await call('POST', '/api/admin/admins', {});
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toEqual(expect.any(String));
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'role_id']);
    for (const field of ['email', 'name', 'password', 'role_id']) {
      expect(errors[field]).toEqual([expect.any(String)]);
    }
    const ar = await call('POST', '/api/admin/admins', {}, { locale: 'ar' });
    expect(ar.json().errors.email[0]).toContain('البريد الإلكتروني');
    expect(await logCount()).toBe(before);
  });

  it('rejects a malformed e-mail, a short or weak password and a bad mobile', async () => {
    const before = await logCount();
    const badEmail = await call('POST', '/api/admin/admins', newAdmin({ email: 'nope' }));
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);

    const short = await call('POST', '/api/admin/admins', newAdmin({ password: 'Ab1' }));
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);

    const noDigit = await call('POST', '/api/admin/admins', newAdmin({ password: 'only-letters' }));
    expect(noDigit.statusCode).toBe(422);
    expect(noDigit.json().errors.password).toEqual([en('password_digit', { field: 'password' })]);

    const mobile = await call('POST', '/api/admin/admins', newAdmin({ mobile: 'call me' }));
    expect(mobile.statusCode).toBe(422);
    expect(Object.keys(mobile.json().errors)).toEqual(['mobile']);
    expect(await logCount()).toBe(before);
  });

  it('rejects a taken e-mail in any letter case', async () => {
    const first = newAdmin();
    expect((await call('POST', '/api/admin/admins', first)).statusCode).toBe(201);
    const before = await logCount();
    const again = await call('POST', '/api/admin/admins', newAdmin({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [en('email_taken')] });
    expect(await logCount()).toBe(before);
  });

  it('lets the unique index decide between two simultaneous creations with one e-mail', async () => {
    const before = await logCount();
    const email = `race-${serial}@example.test`;
    const results = await Promise.all([
      call('POST', '/api/admin/admins', newAdmin({ email })),
      call('POST', '/api/admin/admins', newAdmin({ email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors).toEqual({ email: [en('email_taken')] });
    expect(await ctx.app.db.$count(admins, sql`lower(${admins.email}) = ${email}`)).toBe(1);
    expect(await logCount()).toBe(before + 1);
  });

  it('rejects an unknown role, an unknown branch, and a role with more rights than the actor', async () => {
    const unknownRole = await call('POST', '/api/admin/admins', newAdmin({ role_id: 999_999 }));
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toEqual({ role_id: [en('role_not_found', { field: 'role_id' })] });

    const unknownBranch = await call('POST', '/api/admin/admins', newAdmin({ branch_id: 999_999 }));
    expect(unknownBranch.statusCode).toBe(422);
    expect(Object.keys(unknownBranch.json().errors)).toEqual(['branch_id']);

    // A user manager without content rights cannot create a super admin or a news editor.
    const manager = await signInAs(ctx.app, { permissions: ['add users', 'list users', 'update users'] });
    for (const role_id of [superRoleId, editorRoleId]) {
      const res = await call('POST', '/api/admin/admins', newAdmin({ role_id }), { as: manager.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ role_id: [en('role_exceeds_own', { field: 'role_id' })] });
    }
    // ...nor take over an account that holds more rights than they do.
    const created = await call('POST', '/api/admin/admins', newAdmin());
    const id = created.json().data.id;
    const takeOver = await call('PUT', `/api/admin/admins/${id}`, newAdmin({ password: 'Hijack-pass-1' }), {
      as: manager.token,
    });
    expect(takeOver.statusCode).toBe(403);
    // Assigning their own role is fine.
    const peer = await call('POST', '/api/admin/admins', newAdmin({ role_id: manager.roleId }), { as: manager.token });
    expect(peer.statusCode).toBe(201);
  });

  it('updates an admin; an empty password leaves it unchanged, omitted optional fields are kept', async () => {
    const created = (await call('POST', '/api/admin/admins', newAdmin({ active: 0, employment_number: 55 }))).json()
      .data;
    const before = await logCount();
    const res = await call('PUT', `/api/admin/admins/${created.id}`, {
      name: 'Renamed',
      role_id: superRoleId,
      email: created.email,
      password: '',
      mobile: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Renamed',
      role_id: superRoleId,
      role: [{ id: superRoleId, name: SUPER_ADMIN_NAMES.en }],
      mobile: null,
      employment_number: 55,
      active: 0,
      created_at: created.created_at,
    });
    expect(await logCount()).toBe(before + 1);
    const [row] = await ctx.app.db
      .select()
      .from(logActions)
      .where(sql`${logActions.subjectId} = ${created.id} and ${logActions.actionMode} = 'update'`);
    // The name after the change: the one staff will look for.
    expect(row).toMatchObject({
      action: 'update users',
      subject: 'admins',
      subjectName: 'Renamed',
      adminId: ctx.admin.adminId,
    });

    const [stored] = await ctx.app.db.select().from(admins).where(eq(admins.id, created.id));
    const reactivated = await call('PUT', `/api/admin/admins/${created.id}`, {
      name: 'Renamed',
      role_id: superRoleId,
      email: created.email,
      active: '1',
      branch_id: '',
    });
    expect(reactivated.json().data).toMatchObject({ active: 1, branch_id: null, branch: [] });
    const [after] = await ctx.app.db.select().from(admins).where(eq(admins.id, created.id));
    expect(after!.passwordHash).toBe(stored!.passwordHash);
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const staff = await signInAs(ctx.app, { permissions: ['list news'] });
    const res = await call('PUT', `/api/admin/admins/${staff.adminId}`, {
      name: staff.name,
      role_id: staff.roleId,
      email: staff.email,
      password: 'Brand-new-pass-2',
    });
    expect(res.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: authHeader(staff.token),
    });
    expect(profile.statusCode).toBe(401);
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: 'Brand-new-pass-2' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('deactivation ends every session: the old token stays refused after reactivation', async () => {
    const staff = await signInAs(ctx.app, { permissions: ['list news'] });
    const profile = () => call('GET', '/api/admin/profile', undefined, { as: staff.token });
    expect((await profile()).statusCode).toBe(200);
    const update = (active: 0 | 1) =>
      call('PUT', `/api/admin/admins/${staff.adminId}`, {
        name: staff.name,
        role_id: staff.roleId,
        email: staff.email,
        active,
      });
    expect((await update(0)).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);
    expect((await update(1)).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);
    // Saving an active account again (no change of state) leaves its sessions alone.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await update(1)).statusCode).toBe(200);
    const fresh = await call('GET', '/api/admin/profile', undefined, { as: again.json().data.token });
    expect(fresh.statusCode).toBe(200);
  });

  it('changing one’s own password keeps the current session', async () => {
    const me = await signInAsSuperAdmin(ctx.app);
    const res = await call(
      'PUT',
      `/api/admin/admins/${me.adminId}`,
      { name: me.name, role_id: me.roleId, email: me.email, password: 'Own-new-pass-3' },
      { as: me.token },
    );
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/profile', undefined, { as: me.token })).statusCode).toBe(200);
  });

  it('rejects a taken e-mail on update, and validates the update body', async () => {
    const a = (await call('POST', '/api/admin/admins', newAdmin())).json().data;
    const b = (await call('POST', '/api/admin/admins', newAdmin())).json().data;
    const before = await logCount();
    const taken = await call('PUT', `/api/admin/admins/${b.id}`, {
      name: b.name,
      role_id: b.role_id,
      email: a.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [en('email_taken')] });
    // Keeping one's own e-mail is not a conflict.
    const same = await call('PUT', `/api/admin/admins/${b.id}`, { name: b.name, role_id: b.role_id, email: b.email });
    expect(same.statusCode).toBe(200);

    const invalid = await call('PUT', `/api/admin/admins/${b.id}`, {
      name: 'x',
      role_id: 'abc',
      email: b.email,
      password: 'short',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'password', 'role_id']);
    expect(await logCount()).toBe(before + 1);
  });

  it('an admin cannot deactivate or delete themself', async () => {
    const before = await logCount();
    const deactivate = await call('PUT', `/api/admin/admins/${ctx.admin.adminId}`, {
      name: 'Boss',
      role_id: ctx.admin.roleId,
      email: ctx.admin.email,
      active: 0,
    });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().errors).toEqual({ active: [en('cannot_deactivate_self', { field: 'active' })] });

    const del = await call('DELETE', `/api/admin/admins/${ctx.admin.adminId}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe(en('cannot_delete_self'));
    expect(await logCount()).toBe(before);
    expect((await call('GET', '/api/admin/profile')).statusCode).toBe(200);
  });

  it('deletes an admin, ends their sessions and keeps their name in the log', async () => {
    const staff = await signInAs(ctx.app, { permissions: ['list news'], name: 'Leaving' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: TEST_PASSWORD },
    });
    const before = await logCount();
    const res = await call('DELETE', `/api/admin/admins/${staff.adminId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: en('deleted') } });
    expect(await logCount()).toBe(before + 1);
    expect((await call('GET', `/api/admin/admins/${staff.adminId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/profile', undefined, { as: staff.token })).statusCode).toBe(401);

    const rows = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, staff.adminId));
    expect(rows.find((r) => r.actionMode === 'login')).toMatchObject({
      adminId: null,
      userName: 'Leaving',
      subjectName: 'Leaving',
    });
    expect(rows.find((r) => r.actionMode === 'delete')).toMatchObject({
      action: 'delete users',
      adminId: ctx.admin.adminId,
      subjectName: 'Leaving',
    });
  });

  it('answers 404 for an unknown id and for an id that cannot exist', async () => {
    const before = await logCount();
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, '/api/admin/admins/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(en('not_found'));
    }
    const put = await call('PUT', '/api/admin/admins/999999', newAdmin());
    expect(put.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/admins/abc')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/admins/2147483648')).statusCode).toBe(404);
    expect(await logCount()).toBe(before);
  });

  it('writes the change and its log row in one transaction: a failing log write leaves no admin', async () => {
    await ctx.database.exec(`
      CREATE FUNCTION test_refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'log refused'; END $$;
      CREATE TRIGGER test_refuse_log BEFORE INSERT ON log_actions FOR EACH ROW EXECUTE FUNCTION test_refuse_log();
    `);
    try {
      const body = newAdmin();
      const before = await ctx.app.db.$count(admins);
      const res = await call('POST', '/api/admin/admins', body);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('log refused');
      expect(await ctx.app.db.$count(admins)).toBe(before);

      const victim = (
        await ctx.app.db.select().from(admins).where(sql`${admins.id} <> ${ctx.admin.adminId}`).limit(1)
      )[0]!;
      expect((await call('DELETE', `/api/admin/admins/${victim.id}`)).statusCode).toBe(500);
      expect(await ctx.app.db.$count(admins, eq(admins.id, victim.id))).toBe(1);
    } finally {
      await ctx.database.exec('DROP TRIGGER test_refuse_log ON log_actions; DROP FUNCTION test_refuse_log();');
    }
  });
});

describe('GET /api/admin/roles', () => {
  it('lists roles for anyone who manages users or roles', async () => {
    for (const permission of ['list roles', 'list users', 'add users', 'update users'] as const) {
      const staff = await signInAs(ctx.app, { permissions: [permission] });
      const res = await call('GET', '/api/admin/roles', undefined, { as: staff.token });
      expect(res.statusCode).toBe(200);
      const names = res.json().data.map((r: { name: string }) => r.name);
      expect(names).toContain(SUPER_ADMIN_NAMES.en);
      expect(res.json().data[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        permissions: expect.any(Array),
        assignable: expect.any(Boolean),
        name_ar: expect.any(String),
        name_en: expect.any(String),
        users_count: expect.any(Number),
        built_in: false,
      });
    }
    const outsider = await signInAs(ctx.app, { permissions: ['delete users'] });
    expect((await call('GET', '/api/admin/roles', undefined, { as: outsider.token })).statusCode).toBe(403);
  });
});

describe('roles: least-privileged first, with what each grants', () => {
  it('orders roles by how much they grant, the super admin last, and says which the caller may hand out', async () => {
    const manager = await signInAs(ctx.app, { permissions: ['list users', 'add users', 'list news', 'add news'] });
    const small = await ensureRole(ctx.app.db, `reader ${serial++}`, ['list news'], { ar: 'قارئ', en: 'Reader' });
    const res = await call('GET', '/api/admin/roles', undefined, { as: manager.token });
    expect(res.statusCode).toBe(200);
    const data: { id: number; name: string; permissions: string[]; assignable: boolean }[] = res.json().data;
    const counts = data.map((role) => role.permissions.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Only roles granting everything (the super admin, and the test's all-powerful role) come after it.
    const superIndex = data.findIndex((role) => role.id === superRoleId);
    expect(data[superIndex]).toMatchObject({ name: SUPER_ADMIN_NAMES.en, assignable: false });
    expect(data[superIndex]!.permissions).toEqual([...PERMISSIONS].sort());
    for (const role of data.slice(superIndex)) expect(role.permissions).toHaveLength(PERMISSIONS.length);
    expect(data[0]!.permissions.length).toBeLessThan(PERMISSIONS.length);
    expect(data.find((role) => role.id === small)).toEqual({
      id: small,
      name: 'Reader',
      permissions: ['list news'],
      assignable: true,
      name_ar: 'قارئ',
      name_en: 'Reader',
      users_count: 0,
      built_in: false,
    });
    expect(data.find((role) => role.id === manager.roleId)!.assignable).toBe(true);
  });
});

describe('role names in the request language', () => {
  let roleId: number;
  let member: SignedIn;

  beforeAll(async () => {
    roleId = await ensureRole(ctx.app.db, `pharmacist ${serial++}`, ['list log actions', 'list users', 'list roles'], {
      ar: 'صيدلي مشرف',
      en: 'Supervising pharmacist',
    });
    const created = await call('POST', '/api/admin/admins', newAdmin({ role_id: roleId, password: TEST_PASSWORD }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.role).toEqual([{ id: roleId, name: 'Supervising pharmacist' }]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { locale: 'ar' },
      payload: { email: created.json().data.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toEqual(['صيدلي مشرف']);
    member = { ...ctx.admin, token: login.json().data.token, adminId: created.json().data.id, roleId };
  });

  it.each([
    ['ar', 'صيدلي مشرف', SUPER_ADMIN_NAMES.ar],
    ['en', 'Supervising pharmacist', SUPER_ADMIN_NAMES.en],
  ])('users list, one user, profile, roles and log speak %s', async (locale, roleName, superName) => {
    const list = await call('GET', '/api/admin/admins?limit=100', undefined, { as: member.token, locale });
    const users: { id: number; role: { id: number; name: string }[] }[] = list.json().data;
    expect(users.find((u) => u.id === member.adminId)!.role).toEqual([{ id: roleId, name: roleName }]);
    expect(users.find((u) => u.id === ctx.admin.adminId)!.role[0]!.name).toBe(ctx.admin.roleName);
    const supers = users.filter((u) => u.role[0]!.id === superRoleId);
    for (const u of supers) expect(u.role[0]!.name).toBe(superName);

    const one = await call('GET', `/api/admin/admins/${member.adminId}`, undefined, { as: member.token, locale });
    expect(one.json().data.role).toEqual([{ id: roleId, name: roleName }]);

    const profile = await call('GET', '/api/admin/profile', undefined, { as: member.token, locale });
    expect(profile.json().data.role).toEqual([roleName]);

    const roleList = await call('GET', '/api/admin/roles', undefined, { as: member.token, locale });
    const names = roleList.json().data.map((r: { name: string }) => r.name);
    expect(names).toContain(roleName);
    expect(names).toContain(superName);

    // The member's sign-in row names their role in the reader's language.
    const log = await call('GET', '/api/admin/log_actions?limit=100', undefined, { as: member.token, locale });
    const signIn = log
      .json()
      .data.find(
        (row: { action: string; user: { id: number } }) => row.action === 'sign in' && row.user.id === member.adminId,
      );
    expect(signIn.user.role).toBe(roleName);
  });

  it('the log keeps the role names a row was written with, after the role is renamed', async () => {
    await ctx.app.db
      .update(roles)
      .set({ nameAr: 'صيدلي أول', nameEn: 'Senior pharmacist' })
      .where(eq(roles.id, roleId));
    try {
      for (const [locale, before, after] of [
        ['ar', 'صيدلي مشرف', 'صيدلي أول'],
        ['en', 'Supervising pharmacist', 'Senior pharmacist'],
      ] as const) {
        const log = await call('GET', '/api/admin/log_actions?limit=100', undefined, { as: member.token, locale });
        const signIn = log
          .json()
          .data.find(
            (row: { action: string; user: { id: number } }) =>
              row.action === 'sign in' && row.user.id === member.adminId,
          );
        expect(signIn.user.role).toBe(before);
        const profile = await call('GET', '/api/admin/profile', undefined, { as: member.token, locale });
        expect(profile.json().data.role).toEqual([after]);
      }
    } finally {
      await ctx.app.db
        .update(roles)
        .set({ nameAr: 'صيدلي مشرف', nameEn: 'Supervising pharmacist' })
        .where(eq(roles.id, roleId));
    }
  });
});
