import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  customerTokens,
  deliveryCities,
  deliveryDistricts,
  deviceTokens,
  logActions,
} from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { uniqueMobile } from '../../../test/store-customers';

const t = adminTestContext();

type Json = Record<string, unknown>;
const shop = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, token?: string, locale = 'ar') =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? authHeader(token) : {}), locale },
  });

/** A local spelling of a stored mobile: `+9665xxxxxxxx` → `05xxxxxxxx`. */
const local = (mobile: string) => mobile.replace('+966', '0');

async function registered(overrides: Json = {}) {
  const mobile = uniqueMobile();
  const res = await shop('POST', '/api/shop/register', {
    name: 'نورة القحطاني',
    mobile: local(mobile),
    password: 'Secret-pass-1',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return { mobile, ...(res.json().data as { token: string; customer: { id: number } }) };
}

describe('customer accounts', () => {
  it('registers with a local mobile spelling kept in one form, signs in by mobile or e-mail, and records the time', async () => {
    const email = `noura.${Date.now()}@example.com`;
    const account = await registered({ email: email.toUpperCase() });
    expect(account.customer).toMatchObject({ mobile: account.mobile, email, food_allergies: null });
    const byMobile = await shop('POST', '/api/shop/login', {
      login: `+966 ${account.mobile.slice(4)}`,
      password: 'Secret-pass-1',
    });
    expect(byMobile.statusCode).toBe(200);
    const byEmail = await shop('POST', '/api/shop/login', { login: email, password: 'Secret-pass-1' });
    expect(byEmail.json().data.customer.id).toBe(account.customer.id);
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, account.customer.id));
    expect(row!.lastLoginAt).not.toBeNull();
    // The store users list shows it.
    const listed = await t.get(`/api/admin/user/${account.customer.id}`);
    expect(listed.json().data.last_login).not.toBeNull();
  });

  it('refuses a mobile already registered, and bad input, on their fields in the request language', async () => {
    const account = await registered();
    const again = await shop(
      'POST',
      '/api/shop/register',
      { name: 'سارة', mobile: account.mobile, password: 'Secret-pass-2' },
      undefined,
      'en',
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.mobile[0]).toBe('This mobile number is already registered.');
    const bad = await shop('POST', '/api/shop/register', { name: 'x', mobile: '12345', password: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mobile', 'name', 'password']);
    expect(bad.json().errors.mobile[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers one message for a wrong login or password, and slows nobody else down', async () => {
    const account = await registered();
    const wrong = await shop(
      'POST',
      '/api/shop/login',
      { login: account.mobile, password: 'Wrong-pass-9' },
      undefined,
      'en',
    );
    expect(wrong.statusCode).toBe(401);
    const unknown = await shop(
      'POST',
      '/api/shop/login',
      { login: '0599999999', password: 'Wrong-pass-9' },
      undefined,
      'en',
    );
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('keeps the profile with its health fields, changes the password ending other sessions, and signs out', async () => {
    const account = await registered();
    const other = (await shop('POST', '/api/shop/login', { login: account.mobile, password: 'Secret-pass-1' })).json()
      .data.token as string;
    const updated = await shop(
      'PUT',
      '/api/shop/profile',
      { medicine_allergies: 'البنسلين', gender: 'female', birth: '1990-04-02' },
      account.token,
    );
    expect(updated.json().data).toMatchObject({
      medicine_allergies: 'البنسلين',
      gender: 'female',
      name: 'نورة القحطاني',
    });
    const logged = await t.app.db.select().from(logActions).where(eq(logActions.subjectId, account.customer.id));
    expect(logged.some((row) => row.actorKind === 'customer' && row.action === 'update profile')).toBe(true);

    const wrongCurrent = await shop(
      'PUT',
      '/api/shop/password',
      { current_password: 'nope', password: 'Newer-pass-2' },
      account.token,
      'en',
    );
    expect(wrongCurrent.json().errors.current_password[0]).toBe('The password is incorrect.');
    expect(
      (
        await shop(
          'PUT',
          '/api/shop/password',
          { current_password: 'Secret-pass-1', password: 'Newer-pass-2' },
          account.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await shop('GET', '/api/shop/profile', undefined, other)).statusCode).toBe(401);
    expect((await shop('GET', '/api/shop/profile', undefined, account.token)).statusCode).toBe(200);

    await t.app.db.insert(deviceTokens).values({ customerId: account.customer.id, token: `device-${account.mobile}` });
    expect(
      (await shop('POST', '/api/shop/logout', { device_token: `device-${account.mobile}` }, account.token)).statusCode,
    ).toBe(200);
    expect((await shop('GET', '/api/shop/profile', undefined, account.token)).statusCode).toBe(401);
    expect(await t.app.db.$count(deviceTokens, eq(deviceTokens.customerId, account.customer.id))).toBe(0);
  });

  it('deletes the account after the password, anonymising one with history and ending its sessions', async () => {
    const account = await registered({ email: `del.${Date.now()}@example.com` });
    await t.call('POST', `/api/admin/wallet/bonus/${account.customer.id}`, { amount: '10', description: 'ترحيب' });
    expect((await shop('DELETE', '/api/shop/account', { password: 'wrong' }, account.token)).statusCode).toBe(422);
    expect((await shop('DELETE', '/api/shop/account', { password: 'Secret-pass-1' }, account.token)).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, account.customer.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, active: false });
    expect(row!.anonymisedAt).not.toBeNull();
    expect(await t.app.db.$count(customerTokens, eq(customerTokens.customerId, account.customer.id))).toBe(0);
    expect(
      (await shop('POST', '/api/shop/login', { login: account.mobile, password: 'Secret-pass-1' })).statusCode,
    ).toBe(401);
    // The number is free again for a new account.
    expect(
      (await shop('POST', '/api/shop/register', { name: 'جديد', mobile: account.mobile, password: 'Secret-pass-3' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('the password check of a signed-in customer', () => {
  const from = (address: string) => (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: Json, token?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: address,
      headers: { ...(token ? authHeader(token) : {}), locale: 'en' },
    });

  it('is throttled as sign-in is, on the same counters: a stolen session cannot guess the password', async () => {
    const account = await registered();
    const other = (await shop('POST', '/api/shop/login', { login: account.mobile, password: 'Secret-pass-1' })).json()
      .data.token as string;
    const thief = from('10.9.0.1');
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await thief(
        'PUT',
        '/api/shop/password',
        {
          current_password: `Guess-${guess}-x`,
          password: 'Stolen-pass-9',
        },
        account.token,
      );
      expect(wrong.statusCode).toBe(422);
    }
    // The right password, the sixth try from that address, is refused without being checked.
    const right = await thief(
      'PUT',
      '/api/shop/password',
      { current_password: 'Secret-pass-1', password: 'Stolen-pass-9' },
      account.token,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/minute/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await thief('DELETE', '/api/shop/account', { password: 'Secret-pass-1' }, account.token)).statusCode).toBe(
      429,
    );
    // Sign-in from that address shares the counter.
    expect(
      (await thief('POST', '/api/shop/login', { login: account.mobile, password: 'Secret-pass-1' })).statusCode,
    ).toBe(429);
    // Nothing changed: the owner's other session still works, the password is the old one.
    expect((await shop('GET', '/api/shop/profile', undefined, other)).statusCode).toBe(200);
    const owner = from('10.9.0.2');
    const changed = await owner(
      'PUT',
      '/api/shop/password',
      { current_password: 'Secret-pass-1', password: 'Owner-pass-77' },
      account.token,
    );
    expect(changed.statusCode).toBe(200);
  });
});

describe('addresses and devices', () => {
  it('keeps my addresses with one default, and never reaches another customer’s', async () => {
    const [city] = await t.app.db
      .insert(deliveryCities)
      .values({ name: { ar: 'الرياض', en: 'Riyadh' }, deliveryPrice: 1500, prescriptionDeliveryPrice: 2000 })
      .returning();
    const [district] = await t.app.db
      .insert(deliveryDistricts)
      .values({ cityId: city!.id, name: { ar: 'الملقا', en: 'Al Malqa' } })
      .returning();
    const me = await registered();
    const stranger = await registered();
    const body = { city_id: city!.id, district_id: district!.id, details: 'شارع أنس بن مالك' };
    const first = await shop('POST', '/api/shop/addresses', body, me.token, 'en');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ is_default: 1, served: false, district: { name: 'Al Malqa' } });
    const second = await shop('POST', '/api/shop/addresses', { ...body, details: 'العمل', is_default: 1 }, me.token);
    const mine = (await shop('GET', '/api/shop/addresses', undefined, me.token)).json().data;
    expect(mine.map((a: { id: number; is_default: number }) => [a.id, a.is_default])).toEqual([
      [second.json().data.id, 1],
      [first.json().data.id, 0],
    ]);
    const id = first.json().data.id;
    expect((await shop('PUT', `/api/shop/addresses/${id}`, body, stranger.token)).statusCode).toBe(404);
    expect((await shop('DELETE', `/api/shop/addresses/${id}`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await shop('GET', '/api/shop/addresses', undefined, stranger.token)).json().data).toEqual([]);
    const logged = await t.app.db.select().from(logActions).where(eq(logActions.subjectId, me.customer.id));
    expect(logged.filter((row) => row.action === 'manage addresses')).toHaveLength(2);
  });

  it('registers a device once, moves it to whoever signs in on it, and removes it', async () => {
    const a = await registered();
    const b = await registered();
    const token = `fcm-${a.mobile}-${'x'.repeat(30)}`;
    expect((await shop('POST', '/api/shop/devices', { token, platform: 'android' }, a.token, 'en')).statusCode).toBe(
      200,
    );
    expect((await shop('POST', '/api/shop/devices', { token, platform: 'android' }, a.token)).statusCode).toBe(200);
    expect(await t.app.db.$count(deviceTokens, eq(deviceTokens.token, token))).toBe(1);
    await shop('POST', '/api/shop/devices', { token }, b.token);
    const [row] = await t.app.db.select().from(deviceTokens).where(eq(deviceTokens.token, token));
    expect(row).toMatchObject({ customerId: b.customer.id, locale: 'ar' });
    // Someone else's device is not theirs to remove.
    await shop('DELETE', '/api/shop/devices', { token }, a.token);
    expect(await t.app.db.$count(deviceTokens, eq(deviceTokens.token, token))).toBe(1);
    await shop('DELETE', '/api/shop/devices', { token }, b.token);
    expect(await t.app.db.$count(deviceTokens, eq(deviceTokens.token, token))).toBe(0);
  });
});

describe('two kinds of token', () => {
  it('a customer token opens no staff route, and a staff token no customer route', async () => {
    const account = await registered();
    const fill = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, '1');
    const failures: string[] = [];
    for (const route of t.app.adminRoutes.filter((r) => !r.public)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: authHeader(account.token),
      });
      if (res.statusCode !== 401)
        failures.push(`${route.method} ${route.url} with a customer token → ${res.statusCode}`);
    }
    const customerRoutes = t.app.customerRoutes.filter((r) => r.customer);
    expect(customerRoutes.length).toBeGreaterThan(3);
    for (const route of customerRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: authHeader(t.token),
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} with a staff token → ${res.statusCode}`);
      const none = await t.app.inject({ method: route.method as 'GET', url: fill(route.url) });
      if (none.statusCode !== 401) failures.push(`${route.method} ${route.url} without a token → ${none.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps customer answers out of every cache', async () => {
    const account = await registered();
    const res = await shop('GET', '/api/shop/profile', undefined, account.token);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
