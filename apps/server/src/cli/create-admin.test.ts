import { SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, logActions, roles } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/harness';
import { CreateAdminError, createSuperAdmin } from './create-admin';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('createSuperAdmin', () => {
  it('creates an administrator in the super-admin role who can sign in', async () => {
    const created = await createSuperAdmin(ctx.app.db, {
      email: ' IT@Example.test ',
      name: 'مسؤول التقنية',
      password: 'Strong-pass-9',
    });
    expect(created.email).toBe('it@example.test');
    const [row] = await ctx.app.db
      .select({ role: roles.name, active: admins.active, hash: admins.passwordHash })
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .where(eq(admins.id, created.id));
    expect(row).toMatchObject({ role: SUPER_ADMIN_ROLE, active: true });
    expect(row!.hash).toMatch(/^\$argon2id\$/);

    const [log] = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, created.id));
    expect(log).toMatchObject({ action: 'add users', actionMode: 'create', adminId: null, userName: 'command line' });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'it@example.test', password: 'Strong-pass-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.permissions).toContain('delete users');
  });

  it('refuses an e-mail that is taken, in any case', async () => {
    await expect(
      createSuperAdmin(ctx.app.db, { email: 'IT@EXAMPLE.TEST', name: 'Someone else', password: 'Strong-pass-9' }),
    ).rejects.toThrow(new CreateAdminError('The e-mail has already been taken.'));
    expect(await ctx.app.db.$count(admins)).toBe(1);
  });

  it('validates the input with the same rules as the API', async () => {
    const attempt = (input: { email: string; name: string; password: string }) => createSuperAdmin(ctx.app.db, input);
    await expect(attempt({ email: 'x@example.test', name: 'Valid', password: 'short1' })).rejects.toThrow(
      'The password must be at least 8 characters.',
    );
    await expect(attempt({ email: 'x@example.test', name: 'Valid', password: 'no-digits-here' })).rejects.toThrow(
      'The password must contain at least one digit.',
    );
    await expect(attempt({ email: 'not-an-email', name: 'Valid', password: 'Strong-pass-9' })).rejects.toThrow(
      'The email must be a valid e-mail address.',
    );
    await expect(attempt({ email: 'x@example.test', name: '', password: 'Strong-pass-9' })).rejects.toThrow(
      CreateAdminError,
    );
    expect(await ctx.app.db.$count(admins)).toBe(1);
  });
});
