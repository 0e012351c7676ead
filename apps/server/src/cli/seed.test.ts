import { readFile } from 'node:fs/promises';
import { PERMISSIONS, SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, DEMO_ROLES, SUPER_ADMIN_NAMES, seedDatabase } from './seed';

let ctx: TestContext;

beforeAll(async () => {
  // The app has already seeded once, with demo mode off.
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function permissionsOf(roleName: string): Promise<string[]> {
  const rows = await ctx.app.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, roleName));
  return rows.map((r) => r.name).sort();
}

describe('seedDatabase', () => {
  it('outside demo mode syncs permissions and the super-admin role but creates no account', async () => {
    expect(await ctx.app.db.$count(admins)).toBe(0);
    const names = (await ctx.app.db.select({ name: permissions.name }).from(permissions)).map((r) => r.name);
    expect(names.sort()).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf(SUPER_ADMIN_ROLE)).toEqual([...PERMISSIONS].sort());
    expect((await ctx.app.db.select().from(roles)).map((r) => r.name)).toEqual([SUPER_ADMIN_ROLE]);
  });

  it('in demo mode creates demo roles and the demo administrator once, even when run concurrently', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await Promise.all([seedDatabase(ctx.app.db, { demo: true, log }), seedDatabase(ctx.app.db, { demo: true, log })]);
    await seedDatabase(ctx.app.db, { demo: true, log });

    const all = await ctx.app.db.select().from(admins);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, active: true });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(DEMO_ADMIN.email);
    expect(lines[0]).toContain(DEMO_ADMIN.password);

    const roleNames = (await ctx.app.db.select().from(roles)).map((r) => r.name).sort();
    expect(roleNames).toEqual([SUPER_ADMIN_ROLE, ...DEMO_ROLES.map((r) => r.name)].sort());
    for (const role of DEMO_ROLES) {
      const held = await permissionsOf(role.name);
      expect(held).toEqual([...role.permissions].sort());
      expect(held.length).toBeGreaterThan(0);
      expect(held.length).toBeLessThan(PERMISSIONS.length);
    }
    expect(await ctx.app.db.$count(permissions)).toBe(PERMISSIONS.length);
  });

  it('names every built-in role in Arabic and in English', async () => {
    const builtIn = [{ name: SUPER_ADMIN_ROLE, names: SUPER_ADMIN_NAMES }, ...DEMO_ROLES];
    const rows = await ctx.app.db.select().from(roles);
    for (const role of builtIn) {
      const row = rows.find((r) => r.name === role.name)!;
      expect(row).toMatchObject({ nameAr: role.names.ar, nameEn: role.names.en });
      expect(row.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(row.nameEn).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  it('the migration that added role names gives existing built-in roles the same names as the seed', async () => {
    const sql = await readFile(new URL('../../drizzle/0006_role_names.sql', import.meta.url), 'utf8');
    const update = sql.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "roles"'))!;
    await ctx.database.exec('UPDATE roles SET name_ar = name, name_en = name');
    await ctx.database.exec(update);
    const rows = await ctx.app.db.select().from(roles);
    for (const role of [{ name: SUPER_ADMIN_ROLE, names: SUPER_ADMIN_NAMES }, ...DEMO_ROLES]) {
      expect(rows.find((r) => r.name === role.name)).toMatchObject({ nameAr: role.names.ar, nameEn: role.names.en });
    }
  });

  it('the demo administrator signs in with every permission', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user.role).toEqual([SUPER_ADMIN_NAMES.ar]);
    expect(user.permissions).toEqual([...PERMISSIONS].sort());
  });

  it('re-syncs on every start: stale permissions go, the super-admin role regains what it lost', async () => {
    await ctx.app.db.insert(permissions).values({ name: 'obsolete permission' });
    const [listUsers] = await ctx.app.db.select().from(permissions).where(eq(permissions.name, 'list users'));
    await ctx.app.db.delete(rolePermissions).where(eq(rolePermissions.permissionId, listUsers!.id));
    expect(await permissionsOf(SUPER_ADMIN_ROLE)).not.toContain('list users');

    await seedDatabase(ctx.app.db, { demo: false, log: () => {} });
    expect(await ctx.app.db.$count(permissions, eq(permissions.name, 'obsolete permission'))).toBe(0);
    expect(await permissionsOf(SUPER_ADMIN_ROLE)).toEqual([...PERMISSIONS].sort());
    expect(await ctx.app.db.$count(admins)).toBe(1);
  });
});
