import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, logActions } from '../../db/schema/index';
import { writeLog } from '../../plugins/audit';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const list = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/log_actions${query}`, headers: authHeader(token) });

describe('GET /api/admin/log_actions', () => {
  it('pages the log newest first with total and meta.total', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list log actions'], name: 'Auditor' });
    const actor = { id: reader.adminId, name: 'Auditor', roleName: reader.roleName };
    for (let i = 1; i <= 5; i++) {
      await writeLog(ctx.app.db, actor, {
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
      user: { id: reader.adminId, name: 'Auditor', role: reader.roleName },
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
    await writeLog(
      ctx.app.db,
      { id: gone.adminId, name: gone.name, roleName: gone.roleName },
      { action: 'add news', mode: 'create' },
    );
    await ctx.app.db.delete(admins).where(eq(admins.id, gone.adminId));
    const res = await list(reader.token, '?limit=1');
    expect(res.json().data[0]).toMatchObject({
      action: 'add news',
      subject: null,
      subject_id: null,
      subject_name: null,
      user: { id: null, name: 'Former staff', role: gone.roleName },
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
