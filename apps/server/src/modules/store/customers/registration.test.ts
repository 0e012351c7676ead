import { describe, expect, it } from 'vitest';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { uniqueMobile } from '../../../test/store-customers';

// Shop registration: common passwords refused, attempts throttled per address (every attempt, and
// more tightly those answered "already registered", which tell an existing account apart).
const t = adminTestContext({ config: { register: { maxPerAddress: 5, maxTakenPerAddress: 2 } } });

let address = 0;
/** Each test sends from addresses of its own, so one test's counts never reach another. */
const nextAddress = () => `10.77.0.${++address}`;

function register(from: string, body: Record<string, unknown>, locale = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/register',
    payload: body,
    remoteAddress: from,
    headers: { locale },
  });
}

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'ريم العتيبي',
  mobile: uniqueMobile(),
  password: 'Secret-pass-1',
  ...overrides,
});

describe('shop registration', () => {
  it('refuses the most common and easily guessed passwords, on the password field, in the request language', async () => {
    const from = nextAddress();
    for (const password of ['12345678a', 'password1', 'Qwerty123', 'Abcd1234', 'P@ssw0rd1']) {
      const refused = await register(from, person({ password }));
      expect(refused.statusCode, password).toBe(422);
      expect(refused.json().errors.password).toEqual([
        'This password is too common or easy to guess; choose a longer one without your name, mobile number or sequences like 1234 or abcd.',
      ]);
    }
    // What the person typed elsewhere on the form is known to whoever guesses.
    const next = nextAddress();
    const mobile = uniqueMobile();
    const own = await register(next, person({ mobile, password: `${mobile.slice(4)}x` }), 'ar');
    expect(own.json().errors.password[0]).toMatch(/شائعة/);
    const named = await register(next, person({ name: 'Rahaf Alqahtani', password: 'Alqahtani1' }));
    expect(Object.keys(named.json().errors)).toEqual(['password']);
    // None of those counted as an attempt naming an account: a good password is taken at once.
    expect((await register(next, person({ password: 'Date-palm-orchard-7' }))).statusCode).toBe(201);
  });

  it('refuses a guessable new password when a customer changes theirs', async () => {
    const created = await register(nextAddress(), person());
    const token = created.json().data.token as string;
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shop/password',
        payload: { current_password: 'Secret-pass-1', password },
        headers: { ...authHeader(token), locale: 'en' },
      });
    expect(Object.keys((await change('qwerty123')).json().errors)).toEqual(['password']);
    expect((await change('Camel-caravan-44')).statusCode).toBe(200);
  });

  it('says a mobile is registered, but an address that keeps asking is stopped', async () => {
    const existing = person();
    expect((await register(nextAddress(), existing)).statusCode).toBe(201);
    const prober = nextAddress();
    for (let n = 0; n < 2; n++) {
      const taken = await register(prober, person({ mobile: existing.mobile }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.mobile).toEqual(['This mobile number is already registered.']);
    }
    const stopped = await register(prober, person({ mobile: existing.mobile }));
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/Too many sign-ups from this connection; please try again in \d+ minutes\./);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Stopped for a new mobile too: the answer no longer tells registered numbers apart.
    expect((await register(prober, person())).statusCode).toBe(429);
    // Another address is not slowed.
    expect((await register(nextAddress(), person())).statusCode).toBe(201);
  });

  it('counts every registration from one address', async () => {
    const from = nextAddress();
    for (let n = 0; n < 5; n++) expect((await register(from, person())).statusCode).toBe(201);
    const sixth = await register(from, person(), 'ar');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/محاولات تسجيل كثيرة/);
  });
});
