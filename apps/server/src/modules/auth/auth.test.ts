import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, adminTokens, logActions, loginKnownAddresses, loginThrottle } from '../../db/schema/index';
import { authHeader, signInAs, TEST_PASSWORD } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';

const MAX_FAILURES = 3;
const PER_ADDRESS = 6;
const PER_ACCOUNT = 12;
const WINDOW_MS = 10 * 60_000;
/** The account-wide throttle's longest wait, reached at twice PER_ACCOUNT failures. */
const MAX_DELAY_MS = 1500;

let ctx: TestContext;
let addressCounter = 0;
/** Each test signs in from its own address so the per-address throttle of one test cannot leak into another. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  ctx = await createTestContext({
    login: {
      maxFailures: MAX_FAILURES,
      maxFailuresPerAddress: PER_ADDRESS,
      maxFailuresPerAccount: PER_ACCOUNT,
      windowMs: WINDOW_MS,
      accountMaxDelayMs: MAX_DELAY_MS,
      knownAddressMs: 30 * 86_400_000,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

function signIn(body: unknown, options: { locale?: string; address?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { locale: options.locale ?? 'ar' },
    remoteAddress: options.address ?? nextAddress(),
    payload: body as Record<string, unknown>,
  });
}

const CREDENTIALS_AR = 'البريد الإلكتروني أو كلمة المرور غير صحيحة.';
const CREDENTIALS_EN = 'The e-mail or password is incorrect.';

describe('POST /api/admin/login', () => {
  it.each(['ar', 'en'])('signs in and answers the token, expiry and profile (%s)', async (locale) => {
    const staff = await signInAs(ctx.app, { permissions: ['list users', 'add branch'], name: 'سارة' });
    const before = Date.now();
    const res = await signIn({ email: staff.email, password: TEST_PASSWORD }, { locale });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(data.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + ctx.config.tokenTtlMs - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + ctx.config.tokenTtlMs + 1000);
    expect(data.user).toEqual({
      id: staff.adminId,
      name: 'سارة',
      email: staff.email,
      role: [staff.roleName],
      image: null,
      permissions: ['add branch', 'list users'],
      time_zone: 'Asia/Riyadh',
    });
    expect(JSON.stringify(data)).not.toMatch(/password/i);

    // The token works, and only its hash is stored.
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers: authHeader(data.token) });
    expect(profile.statusCode).toBe(200);
    const stored = await ctx.app.db.select().from(adminTokens).where(eq(adminTokens.tokenHash, data.token));
    expect(stored).toHaveLength(0);
  });

  it('accepts the e-mail in any case and logs the sign-in', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const res = await signIn({ email: staff.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(logActions).where(eq(logActions.adminId, staff.adminId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actionMode: 'login',
      action: 'sign in',
      subject: 'admins',
      subjectId: staff.adminId,
      subjectName: staff.name,
      userName: staff.name,
      roleName: staff.roleName,
    });
  });

  it('refuses a wrong password with a localized message', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const ar = await signIn({ email: staff.email, password: 'wrong-password-1' });
    expect(ar.statusCode).toBe(401);
    expect(ar.json().message).toBe(CREDENTIALS_AR);
    const en = await signIn({ email: staff.email, password: 'wrong-password-1' }, { locale: 'en' });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe(CREDENTIALS_EN);
    expect(en.json().data).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const wrongPassword = await signIn({ email: staff.email, password: 'wrong-password-1' }, { locale: 'en' });
    const unknown = await signIn({ email: 'nobody-here@example.test', password: 'wrong-password-1' }, { locale: 'en' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('refuses an inactive account only when the password is right', async () => {
    const staff = await signInAs(ctx.app, { permissions: ['list users'], active: false });
    const right = await signIn({ email: staff.email, password: TEST_PASSWORD }, { locale: 'en' });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('This account is not active.');
    const wrong = await signIn({ email: staff.email, password: 'wrong-password-1' }, { locale: 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(CREDENTIALS_EN);
  });

  it('validates the body (422 per field)', async () => {
    const malformed = await signIn({ email: 'not-an-email', password: 'x' }, { locale: 'en' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['email']);

    const missing = await signIn({ email: 'someone@example.test' }, { locale: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
    expect(missing.json().errors.password[0]).toEqual(expect.any(String));

    const empty = await signIn({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('sign-in throttle', () => {
  const wrong = 'wrong-password-1';

  it(`answers 429 after ${MAX_FAILURES} failures for one e-mail from one address, without checking the password`, async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const address = nextAddress();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn({ email: staff.email, password: wrong }, { address })).statusCode).toBe(401);
    }
    // Even the right password is not tried from that address now.
    const throttled = await signIn({ email: staff.email, password: TEST_PASSWORD }, { locale: 'en', address });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(throttled.json().message).toBe(
      `Too many failed sign-ins, please try again in ${WINDOW_MS / 60_000} minutes.`,
    );
    const throttledAr = await signIn({ email: staff.email, password: TEST_PASSWORD }, { address });
    expect(throttledAr.json().message).toContain('محاولات دخول فاشلة كثيرة');

    // The staff member, elsewhere, is not locked out by someone guessing from that address.
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    // Once the window has passed the address may try again.
    await ctx.app.db
      .update(loginThrottle)
      .set({ windowStartedAt: sql`now() - interval '1 hour'` })
      .where(eq(loginThrottle.key, `pair:${staff.email} ${address}`));
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address })).statusCode).toBe(200);
  });

  it('counts e-mails case-insensitively', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const address = nextAddress();
    for (let i = 0; i < MAX_FAILURES; i++) {
      await signIn({ email: i % 2 ? staff.email.toUpperCase() : staff.email, password: wrong }, { address });
    }
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address })).statusCode).toBe(429);
  });

  it('a success clears the failures of that e-mail from that address', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const address = nextAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        expect((await signIn({ email: staff.email, password: wrong }, { address })).statusCode).toBe(401);
      }
      expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address })).statusCode).toBe(200);
    }
    const left = await ctx.app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `pair:${staff.email} ${address}`));
    expect(left).toHaveLength(0);
  });

  it(`throttles one address trying many e-mails after ${PER_ADDRESS} failures`, async () => {
    const address = nextAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await signIn({ email: `guess-${i}@example.test`, password: wrong }, { address });
      expect(res.statusCode).toBe(401);
    }
    const staff = await signInAs(ctx.app, { permissions: [] });
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it(`slows distributed guessing of one account after ${PER_ACCOUNT} failures from anywhere, refusing no one`, async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await signIn({ email: staff.email, password: wrong })).statusCode).toBe(401);
    }
    // Further guesses from new addresses are answered, after a wait that grows with the failures.
    const more = await Promise.all(
      Array.from({ length: PER_ACCOUNT }, () => signIn({ email: staff.email, password: wrong })),
    );
    expect(more.map((res) => res.statusCode)).toEqual(Array(PER_ACCOUNT).fill(401));
    const started = Date.now();
    const wrongAgain = await signIn({ email: staff.email, password: wrong });
    expect(wrongAgain.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_DELAY_MS);
    // The right password from a new address waits as long, then signs in.
    const rightStarted = Date.now();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(Date.now() - rightStarted).toBeGreaterThanOrEqual(MAX_DELAY_MS);
  });

  it('failures spread over many addresses cannot lock a staff member out, and each address stays limited', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const home = nextAddress();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address: home })).statusCode).toBe(200);
    // The address is remembered as a hash only.
    const known = await ctx.app.db
      .select()
      .from(loginKnownAddresses)
      .where(eq(loginKnownAddresses.adminId, staff.adminId));
    expect(known).toHaveLength(1);
    expect(known[0]!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(known)).not.toContain(home);

    // The attack of the issue (20 addresses, each up to its own limit), here five times the account ceiling.
    const attackers = Array.from({ length: 20 }, () => nextAddress());
    await Promise.all(
      attackers.map(async (address) => {
        for (let i = 0; i < MAX_FAILURES; i++) {
          expect((await signIn({ email: staff.email, password: wrong }, { address })).statusCode).toBe(401);
        }
      }),
    );
    const [account] = await ctx.app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${staff.email}`));
    expect(account!.failures).toBe(attackers.length * MAX_FAILURES);
    // Every attacking address is still refused: the per-address limits hold.
    for (const address of attackers.slice(0, 3)) {
      expect((await signIn({ email: staff.email, password: wrong }, { address })).statusCode).toBe(429);
    }

    // The staff member signs in from home at once, and the attempt is not counted on the account.
    const started = Date.now();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address: home })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(MAX_DELAY_MS);
    // And from a new address too, after the account-wide wait.
    const elsewhere = Date.now();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(Date.now() - elsewhere).toBeGreaterThanOrEqual(MAX_DELAY_MS);
  });

  it('a known address is forgotten once its last sign-in is older than LOGIN_KNOWN_ADDRESS_DAYS', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const home = nextAddress();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address: home })).statusCode).toBe(200);
    await ctx.app.db
      .update(loginKnownAddresses)
      .set({ lastSuccessAt: sql`now() - interval '31 days'` })
      .where(eq(loginKnownAddresses.adminId, staff.adminId));
    const guesses = await Promise.all(
      Array.from({ length: 2 * PER_ACCOUNT }, () => signIn({ email: staff.email, password: wrong })),
    );
    expect(guesses.map((res) => res.statusCode)).toEqual(Array(2 * PER_ACCOUNT).fill(401));
    const started = Date.now();
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD }, { address: home })).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_DELAY_MS);
    // That sign-in made it known again and removed the expired row.
    const known = await ctx.app.db
      .select()
      .from(loginKnownAddresses)
      .where(eq(loginKnownAddresses.adminId, staff.adminId));
    expect(known).toHaveLength(1);
    expect(known[0]!.lastSuccessAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refused attempts count nowhere: one throttled address cannot push the account to its ceiling', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < PER_ACCOUNT * 2; i++) {
      codes.push((await signIn({ email: staff.email, password: wrong }, { address })).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES);
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a parallel burst from one address gets exactly the allowed number of tries', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const address = nextAddress();
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => signIn({ email: staff.email, password: wrong }, { address })),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - MAX_FAILURES);
  });

  it('a parallel burst from many addresses is counted exactly on the account and answered', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const burst = await Promise.all(Array.from({ length: 50 }, () => signIn({ email: staff.email, password: wrong })));
    expect(burst.map((res) => res.statusCode)).toEqual(Array(50).fill(401));
    const [account] = await ctx.app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${staff.email}`));
    expect(account!.failures).toBe(50);
  });
});

describe('tokens', () => {
  const profile = (token?: string, locale = 'ar') =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { locale, ...(token ? authHeader(token) : {}) },
    });

  it('GET /api/admin/profile answers the signed-in admin', async () => {
    const staff = await signInAs(ctx.app, { permissions: ['list log actions'], name: 'Omar' });
    const res = await profile(staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: staff.adminId,
        name: 'Omar',
        email: staff.email,
        role: [staff.roleName],
        image: null,
        permissions: ['list log actions'],
        time_zone: 'Asia/Riyadh',
      },
    });
  });

  it('refuses a missing, malformed or unknown token with a localized 401', async () => {
    const none = await profile(undefined, 'en');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please sign in first.');
    expect((await profile(undefined, 'ar')).json().message).toBe('يجب تسجيل الدخول أولاً.');
    expect((await profile('not a token')).statusCode).toBe(401);
    expect((await profile('A'.repeat(43))).statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('POST /api/admin/logout revokes the token and logs it', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const other = await signIn({ email: staff.email, password: TEST_PASSWORD });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...authHeader(staff.token), locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'You have been signed out.' } });
    expect((await profile(staff.token)).statusCode).toBe(401);
    // Only that session ends.
    expect((await profile(other.json().data.token)).statusCode).toBe(200);

    const rows = await ctx.app.db.select().from(logActions).where(eq(logActions.adminId, staff.adminId));
    expect(rows.map((r) => r.actionMode).sort()).toEqual(['login', 'logout']);
    expect(rows.find((r) => r.actionMode === 'logout')).toMatchObject({
      action: 'sign out',
      subject: 'admins',
      subjectId: staff.adminId,
      subjectName: staff.name,
    });
  });

  it('refuses an expired token', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    expect((await profile(staff.token)).statusCode).toBe(200);
    await ctx.app.db
      .update(adminTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminTokens.adminId, staff.adminId));
    expect((await profile(staff.token)).statusCode).toBe(401);
  });

  it('refuses the token of an admin who was deactivated', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    expect((await profile(staff.token)).statusCode).toBe(200);
    await ctx.app.db.update(admins).set({ active: false }).where(eq(admins.id, staff.adminId));
    expect((await profile(staff.token)).statusCode).toBe(401);
  });

  it('applies a permission change to existing tokens at once', async () => {
    const staff = await signInAs(ctx.app, { permissions: [] });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/log_actions',
      headers: authHeader(staff.token),
    });
    expect(res.statusCode).toBe(403);
    const granted = await signInAs(ctx.app, { permissions: ['list log actions'] });
    await ctx.app.db.update(admins).set({ roleId: granted.roleId }).where(eq(admins.id, staff.adminId));
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/log_actions',
      headers: authHeader(staff.token),
    });
    expect(again.statusCode).toBe(200);
  });
});
