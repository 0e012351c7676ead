import { setTimeout } from 'node:timers/promises';
import {
  normalizeSaudiMobile,
  type ShopDeviceBody,
  type ShopLoginBody,
  type ShopPasswordBody,
  type ShopProfile,
  type ShopProfileBody,
  type ShopRegisterBody,
} from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema/index';
import { AppError, fieldError, notFound } from '../../../errors';
import type { CustomerContext, MutationContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import {
  giveBackAttempt,
  pruneThrottle,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
} from '../../../kernel/sign-in-throttle';
import { searchKey } from '../../../lib/arabic-search';
import { hashPassword, isGuessable, timingDummyHash, verifyPassword } from '../../../lib/passwords';
import { issueCustomerToken, revokeCustomerTokens } from '../../../plugins/customer-sessions';
import { forgetDevice, saveDevice } from '../push/public';
import { removeCustomer } from './removal-service';

const SUBJECT = 'customers';
const uniqueMessages = {
  customers_mobile_unique: { field: 'mobile', key: 'mobile_taken' },
  customers_email_unique: { field: 'email', key: 'email_taken' },
} as const;

type CustomerRow = typeof customers.$inferSelect;

function profileOf(row: CustomerRow): ShopProfile {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    birth: row.birth,
    gender: row.gender,
    city: row.city,
    food_allergies: row.foodAllergies,
    medicine_allergies: row.medicineAllergies,
    symptoms: row.symptoms,
  };
}

const keyOf = (row: Pick<CustomerRow, 'name' | 'email' | 'mobile'>) =>
  searchKey(row.name, row.email, row.mobile, row.mobile.replace(/^\+966/, '0'));

async function session(db: DbOrTx, row: CustomerRow, ttlMs: number) {
  const issued = await issueCustomerToken(db, row.id, ttlMs);
  return { token: issued.token, expires_at: issued.expiresAt.toISOString(), customer: profileOf(row) };
}

/** The person's own words an attacker would try first in their password. */
const knownTo = (input: { name: string; mobile: string; email?: string | null }) => [
  input.name,
  input.mobile,
  input.mobile.replace(/^\+966/, '0'),
  input.mobile.replace(/^\+966/, ''),
  input.email ?? '',
];

function refuseGuessable(password: string, person: { name: string; mobile: string; email?: string | null }) {
  if (isGuessable(password, knownTo(person))) throw fieldError('password', 'password_guessable');
}

/**
 * A new customer account, signed in at once. A mobile or e-mail already registered is refused on its
 * field (the person must learn to sign in instead: there is no code sent to the mobile to prove
 * it is theirs), so registration is throttled per address: every attempt counts, and answers naming
 * an existing account count on a tighter limit of their own (docs/decisions.md).
 */
export async function register(
  ctx: MutationContext,
  config: Pick<Config, 'tokenTtlMs' | 'login' | 'register'>,
  input: ShopRegisterBody & { ip: string },
) {
  const keys = [
    { key: `customer:register:${input.ip}`, limit: config.register.maxPerAddress },
    { key: `customer:register-taken:${input.ip}`, limit: config.register.maxTakenPerAddress },
  ];
  await reserveAttempt(ctx.db, keys, config.login, 'register_throttled');
  const [, taken] = keys;
  try {
    refuseGuessable(input.password, input);
    const passwordHash = await hashPassword(input.password);
    const answer = await mutate(
      ctx,
      { action: 'register', mode: 'create', subject: SUBJECT, uniqueMessages },
      async (scope) => {
        const values = { name: input.name, mobile: input.mobile, email: input.email ?? null, passwordHash };
        const [row] = await scope.tx
          .insert(customers)
          .values({ ...values, searchKey: keyOf(values), lastLoginAt: new Date() })
          .returning();
        scope.describe(row!.id, row!.name);
        scope.actAs({ kind: 'customer', id: row!.id, name: row!.name });
        return session(scope.tx, row!, config.tokenTtlMs);
      },
    );
    await giveBackAttempt(ctx.db, [taken!]);
    return answer;
  } catch (error) {
    // Only an answer naming an existing account counts on the tighter limit.
    const named = error instanceof AppError && ['mobile_taken', 'email_taken'].some((key) => namesKey(error, key));
    if (!named) await giveBackAttempt(ctx.db, [taken!]);
    throw error;
  }
}

/** Whether a refusal says `key` on one of its fields. */
const namesKey = (error: AppError, key: string) =>
  Object.values(error.fieldErrors ?? {}).some((refs) => refs.some((ref) => ref.key === key));

/** The account a sign-in names: a mobile number in any common spelling, or an e-mail. */
async function findByLogin(db: DbOrTx, login: string): Promise<CustomerRow | undefined> {
  const mobile = normalizeSaudiMobile(login);
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        mobile ? eq(customers.mobile, mobile) : sql`lower(${customers.email}) = ${login.trim().toLowerCase()}`,
        isNull(customers.anonymisedAt),
      ),
    );
  return row;
}

/**
 * Signs a customer in by mobile or e-mail, throttled like staff sign-in (counters of their own kind,
 * counted before the password is checked). Records the sign-in time the store's users list shows.
 */
export async function login(
  ctx: MutationContext,
  config: Pick<Config, 'login' | 'tokenTtlMs'>,
  input: ShopLoginBody & { ip: string },
) {
  const db = ctx.db;
  const mobile = normalizeSaudiMobile(input.login);
  const account = mobile ?? input.login.trim().toLowerCase();
  const keys = throttleKeys(config.login, account, input.ip, false, 'customer');
  const delayMs = await reserveAttempt(db, keys, config.login);
  if (delayMs > 0) await setTimeout(delayMs);

  const row = await findByLogin(db, input.login);
  const matches = await verifyPassword(row?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!row || !matches) {
    await pruneThrottle(db, config.login.windowMs);
    throw new AppError(401, 'invalid_credentials_customer');
  }
  if (!row.active) {
    await releaseAttempt(db, keys);
    throw new AppError(401, 'account_inactive');
  }
  // Logged as the customer's own sign-in (the action log's "hide sign-ins" hides these too).
  const asCustomer: MutationContext = { ...ctx, actor: { kind: 'customer', id: row.id, name: row.name } };
  return mutate(asCustomer, { action: 'sign in', mode: 'login', subject: SUBJECT }, async (scope) => {
    scope.describe(row.id, row.name);
    await releaseAttempt(scope.tx, keys);
    const [signedIn] = await scope.tx
      .update(customers)
      .set({ lastLoginAt: new Date() })
      .where(eq(customers.id, row.id))
      .returning();
    return session(scope.tx, signedIn!, config.tokenTtlMs);
  });
}

/** Ends this session; the device's push token, when given, stops receiving messages. */
export async function logout(ctx: CustomerContext, deviceToken?: string): Promise<void> {
  await mutate(ctx, { action: 'sign out', mode: 'logout', subject: SUBJECT }, async (scope) => {
    const tx = scope.tx;
    scope.describe(ctx.session.id, ctx.session.name);
    await revokeCustomerTokens(tx, ctx.session.id, { tokenId: ctx.session.tokenId });
    if (deviceToken) await forgetDevice(tx, ctx.session.id, deviceToken);
  });
}

async function readSelf(db: DbOrTx, id: number): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.anonymisedAt)));
  if (!row) throw notFound();
  return row;
}

export const getProfile = async (ctx: CustomerContext) => profileOf(await readSelf(ctx.db, ctx.session.id));

export function updateProfile(ctx: CustomerContext, input: ShopProfileBody): Promise<ShopProfile> {
  return mutate(ctx, { action: 'update profile', mode: 'update', subject: SUBJECT, uniqueMessages }, async (scope) => {
    const old = await readSelf(scope.tx, ctx.session.id);
    const next = {
      name: input.name ?? old.name,
      email: input.email === undefined ? old.email : input.email,
      birth: input.birth === undefined ? old.birth : input.birth,
      gender: input.gender === undefined ? old.gender : input.gender,
      city: input.city === undefined ? old.city : input.city,
      foodAllergies: input.food_allergies === undefined ? old.foodAllergies : input.food_allergies,
      medicineAllergies: input.medicine_allergies === undefined ? old.medicineAllergies : input.medicine_allergies,
      symptoms: input.symptoms === undefined ? old.symptoms : input.symptoms,
    };
    const [row] = await scope.tx
      .update(customers)
      .set({ ...next, searchKey: keyOf({ ...next, mobile: old.mobile }), updatedAt: new Date() })
      .where(eq(customers.id, old.id))
      .returning();
    scope.describe(row!.id, row!.name);
    return profileOf(row!);
  });
}

/**
 * The signed-in customer's password, checked before a change it guards (a new password, deleting the
 * account). Throttled as sign-in is, on the same counters (the account's mobile from this address,
 * the address, the account from everywhere): a stolen session cannot try passwords without limit,
 * and guesses here and at sign-in add up.
 */
async function checkPassword(
  ctx: CustomerContext,
  login: Config['login'],
  password: string,
  field: string,
): Promise<CustomerRow> {
  const row = await readSelf(ctx.db, ctx.session.id);
  const keys = throttleKeys(login, row.mobile, ctx.ip, false, 'customer');
  const delayMs = await reserveAttempt(ctx.db, keys, login);
  if (delayMs > 0) await setTimeout(delayMs);
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    await pruneThrottle(ctx.db, login.windowMs);
    throw fieldError(field, 'wrong_password');
  }
  await releaseAttempt(ctx.db, keys);
  return row;
}

/** A new password; every other session of the customer ends (a stolen token stops working). */
export async function changePassword(
  ctx: CustomerContext,
  config: Pick<Config, 'login'>,
  input: ShopPasswordBody,
): Promise<void> {
  const row = await checkPassword(ctx, config.login, input.current_password, 'current_password');
  refuseGuessable(input.password, row);
  const passwordHash = await hashPassword(input.password);
  await mutate(ctx, { action: 'change password', mode: 'update', subject: SUBJECT }, async (scope) => {
    await scope.tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, ctx.session.id));
    await revokeCustomerTokens(scope.tx, ctx.session.id, { exceptTokenId: ctx.session.tokenId });
    scope.describe(ctx.session.id, ctx.session.name);
  });
}

/** The customer deletes their own account: confirmed with the password; orders stay, personal data goes. */
export async function deleteAccount(ctx: CustomerContext, config: Pick<Config, 'login'>, password: string) {
  await checkPassword(ctx, config.login, password, 'password');
  await mutate(ctx, { action: 'delete account', mode: 'delete', subject: SUBJECT }, async (scope) => {
    scope.describe(ctx.session.id, ctx.session.name);
    await removeCustomer(scope, ctx.session.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Devices registered for push messages

/** A device's token is the app's working state, sent at every start: written, not logged. */
const deviceWrite = (mode: 'create' | 'delete') =>
  ({ action: 'register device', mode, subject: SUBJECT, logged: false }) as const;

/**
 * Registers this device for push messages. A token is one device: registered again (the app starts
 * again, or another customer signs in on the same phone) it moves to the signed-in customer.
 */
export async function registerDevice(ctx: CustomerContext, input: ShopDeviceBody): Promise<void> {
  const device = {
    customerId: ctx.session.id,
    token: input.token,
    platform: input.platform ?? null,
    locale: input.locale ?? ctx.locale,
  };
  await mutate(ctx, deviceWrite('create'), ({ tx }) => saveDevice(tx, device));
}

/** Stops push messages to one of the customer's devices (another customer's token is left alone). */
export async function removeDevice(ctx: CustomerContext, token: string): Promise<void> {
  await mutate(ctx, deviceWrite('delete'), ({ tx }) => forgetDevice(tx, ctx.session.id, token));
}
