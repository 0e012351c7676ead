import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, logActions, roles } from '../../db/schema/index';
import { type AuditActor, type AuditEntry, recordAction } from '../../kernel/action-log';
import { authHeader, signInAs, signInAsSuperAdmin, TEST_PASSWORD } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const list = (token: string, query = '', locale: 'ar' | 'en' = 'ar') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/log_actions${query}`, headers: { ...authHeader(token), locale } });

/** Names of the role a test actor is shown with (signInAs makes roles named by their key). */
const sameNames = (key: string) => ({ ar: key, en: key });

describe('GET /api/admin/log_actions', () => {
  it('pages the log newest first with total and meta.total', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list log actions'], name: 'Auditor' });
    const actor = {
      id: reader.adminId,
      name: 'Auditor',
      roleName: reader.roleName,
      roleNames: sameNames(reader.roleName),
    };
    for (let i = 1; i <= 5; i++) {
      await recordAction(ctx.app.db, actor, {
        action: `step ${i}`,
        mode: 'update',
        subject: 'news',
        subjectId: i,
        subjectName: `خبر ${i}`,
      });
    }
    const total = await ctx.app.db.$count(logActions);

    const first = await list(reader.token, '?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(total);
    expect(body.meta).toEqual({ total });
    expect(body.data.map((r: { action: string }) => r.action)).toEqual(['step 5', 'step 4']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      action: 'step 5',
      action_mode: 'update',
      subject: 'news',
      subject_id: 5,
      subject_name: 'خبر 5',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { id: reader.adminId, name: 'Auditor', role: reader.roleName, kind: 'staff' },
    });

    const second = await list(reader.token, '?page=2&limit=2');
    expect(second.json().data.map((r: { action: string }) => r.action)).toEqual(['step 3', 'step 2']);
    const defaults = await list(reader.token);
    expect(defaults.json().data).toHaveLength(Math.min(10, total));
    expect((await list(reader.token, '?limit=0')).statusCode).toBe(422);
  });

  it('keeps the name and role of a user who was deleted', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list log actions'] });
    const gone = await signInAs(ctx.app, { permissions: [], name: 'Former staff' });
    await recordAction(
      ctx.app.db,
      { id: gone.adminId, name: gone.name, roleName: gone.roleName, roleNames: sameNames(gone.roleName) },
      { action: 'add news', mode: 'create' },
    );
    await ctx.app.db.delete(admins).where(eq(admins.id, gone.adminId));
    const res = await list(reader.token, '?limit=1');
    expect(res.json().data[0]).toMatchObject({
      action: 'add news',
      subject: null,
      subject_id: null,
      subject_name: null,
      user: { id: null, name: 'Former staff', role: gone.roleName, kind: 'staff' },
    });
  });

  it('names the changed record as it was called at the time of each change', async () => {
    const boss = await signInAsSuperAdmin(ctx.app, { name: 'Boss' });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: authHeader(boss.token) });
    const email = `sara-${Date.now()}@example.test`;
    const created = await call('POST', '/api/admin/admins', {
      name: 'Sara',
      email,
      password: 'Secret-pass-1',
      role_id: boss.roleId,
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    const renamed = await call('PUT', `/api/admin/admins/${id}`, { name: 'Sara Ali', email, role_id: boss.roleId });
    expect(renamed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/admins/${id}`)).statusCode).toBe(200);

    const res = await list(boss.token, '?limit=3');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { action: string; subject: string; subject_id: number; subject_name: string }) => [
          r.action,
          r.subject,
          r.subject_id,
          r.subject_name,
        ]),
    ).toEqual([
      ['delete users', 'admins', id, 'Sara Ali'],
      ['update users', 'admins', id, 'Sara Ali'],
      ['add users', 'admins', id, 'Sara'],
    ]);
  });

  it('needs the log permission', async () => {
    const other = await signInAs(ctx.app, { permissions: ['list users'] });
    expect((await list(other.token)).statusCode).toBe(403);
  });
});

type Row = {
  id: number;
  action: string;
  action_mode: string;
  subject: string | null;
  created_at: string;
  user: { id: number | null; name: string; role: string | null; kind: string };
};

describe('the role as it was named when the action was taken', () => {
  it('keeps both names of the role at write time, after the role is renamed and then deleted', async () => {
    const boss = await signInAsSuperAdmin(ctx.app, { name: 'Boss' });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = boss.token) =>
      ctx.app.inject({ method, url, payload, headers: authHeader(token) });
    const suffix = randomBytes(3).toString('hex');
    const role = await call('POST', '/api/admin/roles', {
      name_ar: `المدققون ${suffix}`,
      name_en: `Auditors ${suffix}`,
      permissions: ['list log actions', 'list roles', 'add roles'],
    });
    expect(role.statusCode).toBe(201);
    const roleId: number = role.json().data.id;
    const email = `auditor-${suffix}@example.test`;
    const name = `Auditor ${suffix}`;
    const created = await call('POST', '/api/admin/admins', { name, email, password: TEST_PASSWORD, role_id: roleId });
    expect(created.statusCode).toBe(201);
    const auditorId: number = created.json().data.id;

    // The auditor signs in (the session path) and makes a change (the kernel's write path).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const auditorToken: string = login.json().data.token;
    const made = await call(
      'POST',
      '/api/admin/roles',
      { name_ar: `قراء ${suffix}`, name_en: `Readers ${suffix}`, permissions: ['list log actions'] },
      auditorToken,
    );
    expect(made.statusCode).toBe(201);

    // The role is renamed, its holder moved away, and the role deleted.
    const renamed = await call('PUT', `/api/admin/roles/${roleId}`, {
      name_ar: `مراجعون ${suffix}`,
      name_en: `Reviewers ${suffix}`,
      permissions: ['list log actions'],
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await call('PUT', `/api/admin/admins/${auditorId}`, { name, email, role_id: boss.roleId });
    expect(moved.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/roles/${roleId}`)).statusCode).toBe(200);

    for (const [locale, shown] of [
      ['ar', `المدققون ${suffix}`],
      ['en', `Auditors ${suffix}`],
    ] as const) {
      const res = await list(boss.token, '?limit=100', locale);
      expect(res.statusCode).toBe(200);
      const own = (res.json().data as Row[]).filter((row) => row.user.name === name);
      expect(own.map((row) => [row.action, row.user.role])).toEqual([
        ['add roles', shown],
        ['sign in', shown],
      ]);
    }
  });

  it('never shows a role key: a row whose role names were never known shows no role', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list log actions'] });
    // A row of a role deleted before names were stored: only its random key is left.
    await ctx.app.db.insert(logActions).values({
      action: 'add news',
      actionMode: 'create',
      userName: 'Early staff',
      roleName: 'role b15d0ec2-8c1e-4a7e-9a55-1f0c2d3e4b5a',
    });
    for (const locale of ['ar', 'en'] as const) {
      const res = await list(reader.token, '?limit=1', locale);
      expect(res.json().data[0].user).toEqual({ id: null, name: 'Early staff', role: null, kind: 'staff' });
    }
  });

  it('the migration names the role of earlier rows: from the role when it exists, from the built-in names otherwise', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list log actions'] });
    const suffix = randomBytes(3).toString('hex');
    const [kept] = await ctx.app.db
      .insert(roles)
      .values({ name: `role kept ${suffix}`, nameAr: `باق ${suffix}`, nameEn: `Kept ${suffix}` })
      .returning({ id: roles.id });
    const rows = await ctx.app.db
      .insert(logActions)
      .values([
        { action: 'add news', actionMode: 'create', userName: 'A', roleName: `role kept ${suffix}` },
        { action: 'add news', actionMode: 'create', userName: 'B', roleName: 'super admin' },
        { action: 'add news', actionMode: 'create', userName: 'C', roleName: `role gone ${suffix}` },
        { action: 'add news', actionMode: 'create', userName: 'D', roleName: null },
      ])
      .returning({ id: logActions.id });
    // The backfill statements of the migration, run again over these rows.
    const migration = readFileSync(new URL('../../../drizzle/0014_log_filters.sql', import.meta.url), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--[^\n]*\n)*UPDATE/.test(statement));
    expect(updates.length).toBeGreaterThan(0);
    for (const statement of updates) await ctx.app.db.execute(sql.raw(statement));

    const stored = await ctx.app.db
      .select({ user: logActions.userName, ar: logActions.roleNameAr, en: logActions.roleNameEn })
      .from(logActions)
      .where(
        inArray(
          logActions.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(logActions.id);
    expect(stored).toEqual([
      { user: 'A', ar: `باق ${suffix}`, en: `Kept ${suffix}` },
      { user: 'B', ar: 'المشرف العام', en: 'Super admin' },
      { user: 'C', ar: null, en: null },
      { user: 'D', ar: null, en: null },
    ]);
    await ctx.app.db.delete(roles).where(eq(roles.id, kept!.id));
    const res = await list(reader.token, `?user=name:C&limit=1`);
    expect(res.json().data[0].user).toEqual({ id: null, name: 'C', role: null, kind: 'staff' });
  });
});

describe('filters of the action log', () => {
  /** Writes a row at a given moment. */
  async function logAt(actor: AuditActor, entry: AuditEntry, at: string) {
    await recordAction(ctx.app.db, actor, entry);
    const [last] = await ctx.app.db
      .select({ id: logActions.id })
      .from(logActions)
      .orderBy(sql`${logActions.id} desc`)
      .limit(1);
    await ctx.app.db
      .update(logActions)
      .set({ createdAt: new Date(at) })
      .where(eq(logActions.id, last!.id));
  }

  let token: string;
  let staff: { id: number; name: string };
  let former: string;
  const subject = `subject_${randomBytes(3).toString('hex').replace(/[0-9]/g, 'x')}`;

  beforeAll(async () => {
    token = (await signInAs(ctx.app, { permissions: ['list log actions'] })).token;
    const member = await signInAs(ctx.app, { permissions: [] });
    const leaver = await signInAs(ctx.app, { permissions: [] });
    staff = { id: member.adminId, name: member.name };
    former = `Leaver ${randomBytes(3).toString('hex')}`;
    const memberActor = {
      id: member.adminId,
      name: member.name,
      roleName: 'k',
      roleNames: { ar: 'موظف', en: 'Staff' },
    };
    const leaverActor = { id: leaver.adminId, name: former, roleName: 'k', roleNames: { ar: 'موظف', en: 'Staff' } };
    // Riyadh is UTC+3: 20:59 UTC is 23:59 in Riyadh, 21:00 UTC is midnight of the next day there.
    await logAt(memberActor, { action: 'sign in', mode: 'login', subject: 'admins' }, '2025-03-01T06:00:00Z');
    await logAt(memberActor, { action: 'add news', mode: 'create', subject }, '2025-03-01T20:59:00Z');
    await logAt(memberActor, { action: 'update news', mode: 'update', subject }, '2025-03-01T21:00:00Z');
    await logAt(memberActor, { action: 'delete news', mode: 'delete', subject }, '2025-03-03T10:00:00Z');
    await logAt(memberActor, { action: 'sign out', mode: 'logout', subject: 'admins' }, '2025-03-03T11:00:00Z');
    // The same person under an earlier name: still theirs when filtered by id.
    await logAt(
      { ...memberActor, name: `${member.name} (old)` },
      { action: 'add news', mode: 'create', subject },
      '2025-02-20T10:00:00Z',
    );
    await logAt(leaverActor, { action: 'add news', mode: 'create', subject }, '2025-03-02T10:00:00Z');
    await logAt(leaverActor, { action: 'sign in', mode: 'login', subject: 'admins' }, '2025-03-02T09:00:00Z');
    await ctx.app.db.delete(admins).where(eq(admins.id, leaver.adminId));
  });

  const actions = async (query: string) => {
    const res = await list(token, query, 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(body.total);
    return { total: body.total as number, rows: (body.data as Row[]).map((row) => `${row.user.name}: ${row.action}`) };
  };

  it('by staff member: everything they did under any name, or a former member by the name kept', async () => {
    const mine = await actions(`?user=${staff.id}&limit=100`);
    expect(mine.total).toBe(6);
    expect(mine.rows.at(-1)).toBe(`${staff.name} (old): add news`);
    const theirs = await actions(`?user=${encodeURIComponent(`name:${former}`)}`);
    expect(theirs.rows).toEqual([`${former}: add news`, `${former}: sign in`]);
  });

  it('by action, by subject and without sign-ins', async () => {
    expect((await actions(`?subject=${subject}&action=add+news`)).rows).toEqual([
      `${former}: add news`,
      `${staff.name}: add news`,
      `${staff.name} (old): add news`,
    ]);
    expect((await actions(`?subject=${subject}`)).total).toBe(5);
    expect((await actions(`?user=${staff.id}&hide_sign_ins=1`)).rows).toEqual([
      `${staff.name}: delete news`,
      `${staff.name}: update news`,
      `${staff.name}: add news`,
      `${staff.name} (old): add news`,
    ]);
    expect((await actions(`?user=${staff.id}&hide_sign_ins=0`)).total).toBe(6);
  });

  it('by days in the company time zone, both ends included', async () => {
    expect((await actions(`?user=${staff.id}&from=2025-03-01&to=2025-03-01`)).rows).toEqual([
      `${staff.name}: add news`,
      `${staff.name}: sign in`,
    ]);
    expect((await actions(`?user=${staff.id}&from=2025-03-02&to=2025-03-02`)).rows).toEqual([
      `${staff.name}: update news`,
    ]);
    expect((await actions(`?user=${staff.id}&from=2025-03-02`)).total).toBe(3);
    expect((await actions(`?user=${staff.id}&to=2025-02-28`)).rows).toEqual([`${staff.name} (old): add news`]);
  });

  it('combines filters and pages through the filtered rows', async () => {
    const query = `?subject=${subject}&from=2025-03-01&to=2025-03-03&hide_sign_ins=1`;
    const first = await actions(`${query}&limit=2&page=1`);
    const second = await actions(`${query}&limit=2&page=2`);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.rows, ...second.rows]).toEqual([
      `${staff.name}: delete news`,
      `${former}: add news`,
      `${staff.name}: update news`,
      `${staff.name}: add news`,
    ]);
  });

  it('refuses bad filter values with a message per field in the request language', async () => {
    const bad: [string, string][] = [
      ['user=abc', 'user'],
      ['user=0', 'user'],
      ['user=name:', 'user'],
      ['user=99999999999', 'user'],
      ['action=fly', 'action'],
      ['subject=news%3B+drop', 'subject'],
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2025-03-05&to=2025-03-01', 'to'],
      ['hide_sign_ins=maybe', 'hide_sign_ins'],
    ];
    for (const [query, field] of bad) {
      for (const locale of ['ar', 'en'] as const) {
        const res = await list(token, `?${query}`, locale);
        expect(res.statusCode, query).toBe(422);
        const messages: string[] = res.json().errors[field];
        expect(messages, query).toHaveLength(1);
        expect(/[\u0600-\u06FF]/.test(messages[0]!), `${query} in ${locale}`).toBe(locale === 'ar');
      }
    }
    const en = await list(token, '?action=fly', 'en');
    expect(en.json().errors.action).toEqual(['The selected action is invalid.']);
    const ar = await list(token, '?from=2025-13-01', 'ar');
    expect(ar.json().errors.from).toEqual(['حقل من تاريخ يجب أن يكون تاريخاً صحيحاً.']);
  });

  it('offers the staff, actions and subjects the log holds, former staff by the name kept', async () => {
    // The system's and customers' rows have no staff member either; they are not former staff.
    for (const kind of ['system', 'customer'] as const) {
      await recordAction(
        ctx.app.db,
        { kind, id: kind === 'customer' ? 77 : null, name: `Not staff ${kind}`, roleName: null, roleNames: null },
        { action: 'delete employment request', mode: 'delete', subject },
      );
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/log_actions/filters',
      headers: { ...authHeader(token), locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const { users, actions: offered, subjects } = res.json().data;
    expect(users).toContainEqual({ value: String(staff.id), name: staff.name, former: false });
    expect(users).toContainEqual({ value: `name:${former}`, name: former, former: true });
    // The list says which kind of actor each row has, so the screen can name a job in the reader's language.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/log_actions?limit=5',
      headers: { ...authHeader(token), locale: 'en' },
    });
    const kinds = (listed.json().data as Row[]).map((row) => [row.user.name, row.user.kind]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['Not staff system', 'system'],
        ['Not staff customer', 'customer'],
      ]),
    );
    expect(users.map((user: { name: string }) => user.name)).not.toContain('Not staff system');
    expect(users.map((user: { name: string }) => user.name)).not.toContain('Not staff customer');
    expect(offered).toEqual(expect.arrayContaining(['add news', 'update news', 'delete news', 'sign in', 'sign out']));
    expect(offered).toEqual([...offered].sort());
    expect(subjects).toEqual(expect.arrayContaining([subject, 'admins']));
    const denied = await signInAs(ctx.app, { permissions: ['list users'] });
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/log_actions/filters',
      headers: authHeader(denied.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
