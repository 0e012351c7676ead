import { z } from 'zod';
import { actorKind } from './actors';
import { password } from './admins';
import { flag, id, pageQuery } from './common';
import { moneyAnswer, signedMoney } from './money';

// The shop's customers as staff manage them (store-admin.md: store users, the user form, wallet):
// one Saudi mobile form, personal health data kept apart, wallet and points on the kernel's ledger.

export const GENDERS = ['male', 'female'] as const;
/** The user form's role field (specification section 3): admin or customer. */
export const CUSTOMER_ROLES = ['customer', 'admin'] as const;

/** Western digits for the Arabic-Indic and Persian ones people type. */
const westernDigits = (value: string) =>
  value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * A Saudi mobile number in any of the ways people write it (`05x xxx xxxx`, `5xxxxxxxx`,
 * `+9665xxxxxxxx`, `009665…`, Arabic-Indic digits, spaces and dashes), kept in one form:
 * `+9665xxxxxxxx`. Two spellings of one number are one customer.
 */
export function normalizeSaudiMobile(value: string): string | null {
  const digits = westernDigits(value).replace(/[\s\-().]/g, '');
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(digits);
  return match ? `+966${match[1]}` : null;
}

const saudiMobile = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const normal = normalizeSaudiMobile(value);
    if (normal) return normal;
    ctx.addIssue({ code: 'custom', input: value, params: { code: 'invalid_saudi_mobile' } });
    return z.NEVER;
  });

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
/** A calendar date, `YYYY-MM-DD`, not in the future. */
const birthDate = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v <= new Date().toISOString().slice(0, 10), {
      params: { code: 'invalid_date' },
    })
    .nullable(),
);

/** A customer's own fields, as staff edit them and as the shop app's profile does. */
export const customerFields = {
  name: z.string().trim().min(2).max(120),
  mobile: saudiMobile,
  email: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(190).pipe(z.email()).nullable()),
  birth: birthDate,
  gender: z.preprocess(blankToNull, z.enum(GENDERS).nullable()),
  role: z.enum(CUSTOMER_ROLES).default('customer'),
  city: optionalText(100),
  active: flag.default(1),
  /** Personal health data: shown only to staff who may see it, and every view is logged. */
  food_allergies: optionalText(1000),
  medicine_allergies: optionalText(1000),
  symptoms: optionalText(1000),
};

/** POST /admin/user (multipart, `image` a file part): the user form; the password only when creating. */
export const customerCreateBody = z.object({ ...customerFields, password });
export type CustomerCreateBody = z.infer<typeof customerCreateBody>;

/** POST /admin/user/{id} with `_method=PUT`: the same fields without the password; a field left out keeps its value. */
export const customerUpdateBody = z.object(customerFields).partial();
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

export const customerItem = z.object({
  id,
  image: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(CUSTOMER_ROLES),
  city: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  /** Delivered purchases, SAR. */
  buying_amount: moneyAnswer,
  points: z.number().int(),
  wallet_balance: moneyAnswer,
  last_login: z.string().nullable(),
  created_at: z.string(),
  /** 1 when the health fields below are included (the staff member may see them; the view was logged). */
  health_visible: z.union([z.literal(0), z.literal(1)]),
  food_allergies: z.string().nullable().optional(),
  medicine_allergies: z.string().nullable().optional(),
  symptoms: z.string().nullable().optional(),
});
export type CustomerItem = z.infer<typeof customerItem>;

/** GET /admin/user: paging, a search by name, e-mail or mobile (Arabic-folded), and the most-buying tab. */
export const customerQuery = pageQuery.extend({
  search: z.string().max(200).optional(),
  most_buying: flag.optional(),
});
export type CustomerQuery = z.infer<typeof customerQuery>;

// ---------------------------------------------------------------------------------------------
// Wallet and points

const WALLET_ACTIONS = ['bonus', 'refund', 'adjustment'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export const walletParams = z.object({ type: z.enum(WALLET_ACTIONS), userId: id });
export const userIdParam = z.object({ userId: id });

/**
 * POST /admin/wallet/{bonus|refund|adjustment}/{userId}: `amount` in SAR (positive for a bonus or a
 * refund; signed for an adjustment, never taking the balance below zero) and a `description`.
 */
export const walletBody = z.object({ amount: signedMoney, description: optionalText(250).optional() });
export type WalletBody = z.infer<typeof walletBody>;

/** What every wallet and points entry says besides its figures: why, for which order, and who made it. */
const entryFields = {
  id,
  created_at: z.string(),
  transaction_type: z.string(),
  /** Why it was made, as staff wrote it; null for most of the system's entries (their type and order tell). */
  description: z.string().nullable(),
  /** The order the entry concerns (earned on, paid for, given back), when it concerns one. */
  order_id: z.number().int().nullable(),
  /** Who made it: the staff member's or the customer's name, or the system job's key (see `by_kind`). */
  by: z.string().nullable(),
  /** Whether `by` is a staff member, the customer or the system. */
  by_kind: actorKind,
};

export const walletEntryItem = z.object({
  ...entryFields,
  amount: moneyAnswer,
  balance_before: moneyAnswer,
  balance_after: moneyAnswer,
});
export type WalletEntryItem = z.infer<typeof walletEntryItem>;

export const pointsEntryItem = z.object({
  ...entryFields,
  points: z.number().int(),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
});
export type PointsEntryItem = z.infer<typeof pointsEntryItem>;

/**
 * Staff's actions on a customer's points (POST /admin/points/{add|deduct}/{userId}): add points (a
 * goodwill gesture, a missed order's points) or take them off (a mistake, a returned order).
 */
export const POINTS_ACTIONS = ['add', 'deduct'] as const;
export type PointsAction = (typeof POINTS_ACTIONS)[number];
export const pointsParams = z.object({ type: z.enum(POINTS_ACTIONS), userId: id });

/** The most points one staff action moves (a guard against a slipped key, far above any real gesture). */
const POINTS_ACTION_MAX = 1_000_000;

/** A whole number typed in a form: Western or Arabic-Indic digits, spaces around ignored. */
const typedWholeNumber = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && /^[0-9٠-٩۰-۹]+$/.test(v.trim()) ? Number(westernDigits(v.trim())) : v;

/** An order number as staff type it: `1042`, `#1042`, Arabic-Indic digits; empty means none. */
const orderNumber = z.preprocess((v) => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return v;
  const typed = v.trim().replace(/^#/, '');
  return typed === '' ? null : typedWholeNumber(typed);
}, id.nullable());

/**
 * The body of a points action: how many points (a positive whole number; the action says which
 * way), the reason staff give (required: the points history shows it with the entry), and
 * optionally the order it concerns (one of the customer's orders).
 */
export const pointsActionBody = z.object({
  points: z.preprocess(typedWholeNumber, z.int().min(1).max(POINTS_ACTION_MAX)),
  description: z.string().trim().min(3).max(250),
  order_id: orderNumber.optional(),
});
export type PointsActionBody = z.infer<typeof pointsActionBody>;

// ---------------------------------------------------------------------------------------------
// Loyalty settings (store-admin.md: loyalty; the meaning is in docs/decisions.md, "Loyalty points")

const pointsCount = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(westernDigits(v.trim())) : v),
  z.number().int().min(0).max(1_000_000),
);

/**
 * POST /admin/loyalty-points and POST /admin/loyalty-points/{id}: how many points are worth one
 * riyal when redeemed (a riyal spent on a delivered order earns one point), and the fewest and most
 * points one order may redeem.
 */
export const loyaltySettingsBody = z
  .object({
    sar_to_loyalty_points: pointsCount.refine((v) => v >= 1, { params: { code: 'amount_positive' } }),
    minimum_loyalty_points: pointsCount,
    maximum_loyalty_points: pointsCount,
  })
  .refine((v) => v.maximum_loyalty_points === 0 || v.maximum_loyalty_points >= v.minimum_loyalty_points, {
    path: ['maximum_loyalty_points'],
    params: { code: 'loyalty_max_below_min' },
  });
export type LoyaltySettingsBody = z.infer<typeof loyaltySettingsBody>;

export const loyaltySettingsItem = z.object({
  id,
  sar_to_loyalty_points: z.number().int(),
  minimum_loyalty_points: z.number().int(),
  maximum_loyalty_points: z.number().int(),
  updated_at: z.string().nullable(),
});
export type LoyaltySettingsItem = z.infer<typeof loyaltySettingsItem>;

// ---------------------------------------------------------------------------------------------
// Reviews (store-admin.md: comments) and notify-me requests (availability)

export const reviewItem = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  date: z.string(),
  comment: z.string(),
  rating: z.number().int().nullable(),
  /** 1 shown to customers, 0 hidden. */
  status: z.union([z.literal(0), z.literal(1)]),
  product: z.object({ id, code: z.string(), name: z.string() }),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET /admin/comments: paging, and `status` (1 shown, 0 hidden) to narrow it. */
/**
 * GET /admin/comments: `status` 1 shown, 0 hidden; `search` matches part of the reviewer's name or
 * e-mail, of the comment or of the product's name (Arabic-folded), or the start of its code.
 */
export const reviewQuery = pageQuery.extend({ status: flag.optional(), search: z.string().max(200).optional() });

/** PUT /admin/comments: the review's `id` and its new `status`. */
export const reviewStatusBody = z.object({ id, status: flag });

export const availabilityItem = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: z.string(),
  notified_at: z.string().nullable(),
  product: z.object({ id, code: z.string(), name: z.string() }),
});
export type AvailabilityItem = z.infer<typeof availabilityItem>;

/** DELETE /admin/check-availabilities: the id in the query or the body. */
/**
 * GET /admin/check-availabilities: `search` matches part of the requester's name, e-mail or mobile
 * (either spelling, `05…` or `+9665…`) or of the product's name (Arabic-folded), or the start of its code.
 */
export const availabilityQuery = pageQuery.extend({ search: z.string().max(200).optional() });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const availabilityDeleteQuery = z.object({ id: id.optional() });
