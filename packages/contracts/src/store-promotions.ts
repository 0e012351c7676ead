import { z } from 'zod';
import { pageAnswer } from './answers';
import { flag, INT32_MAX, id, type Locale, pageQuery } from './common';
import { endAfterStart, periodEnd, periodStart } from './date-times';
import { type Halalas, halalasToText, MoneyError, moneyAnswer, parseRiyals } from './money';
import { translationAnswer, translationInput } from './translations';

// The store's promotions as staff manage them (store-admin.md sections 2, 3, 5 and 7): discount
// codes ("copoun" in the specification's paths) and offers ("newOffer"). Amounts are decimal riyals
// at the API's edge and integer halalas inside; percentages are whole percent. Starts and ends are
// wall-clock times in Asia/Riyadh (`localDateTime`).

/** The offer rules the store knows (docs/pricing.md says what each one does). */
export const OFFER_TYPES = ['one_and_other_free', 'one_and_discount_on_second', 'fixed_amount', 'percentage'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** How a coupon's `discount` is read: halalas off, or whole percent off (capped by `max_discount`). */
export const COUPON_DISCOUNT_TYPES = ['fixed_amount', 'percentage'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The name of each offer type, as `GET /api/newOfferTypes` gives it in the request's language. */
export const OFFER_TYPE_NAMES: Record<OfferType, Record<Locale, string>> = {
  one_and_other_free: { ar: 'اشترِ واحصل على قطع مجانية', en: 'Buy and get free items' },
  one_and_discount_on_second: { ar: 'خصم على القطعة التالية', en: 'Discount on the next item' },
  fixed_amount: { ar: 'خصم بمبلغ ثابت', en: 'Fixed amount off' },
  percentage: { ar: 'خصم بنسبة مئوية', en: 'Percentage off' },
};

/** How an offer's products are chosen in the form: picked one by one, or read from a spreadsheet of codes. */
const OFFER_ADD_METHODS = ['normal', 'addExcel'] as const;

/** The most products one coupon or offer may list by id (a spreadsheet can bring more to an offer). */
const MAX_PROMOTION_PRODUCTS = 500;
/** The most items an offer may ask to buy or give free. */
const MAX_OFFER_ITEMS = 100;

// ---------------------------------------------------------------------------------------------
// Amount fields whose meaning depends on a type

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** An amount as sent, read once the type says what it is: riyals, a whole percent or a count. */
const rawAmount = z.preprocess(blankToUndefined, z.union([z.string().max(30), z.number()]).optional());

/**
 * A Riyadh date-time that exists on the calendar (no 30 February) within the years promotions can
 * mean; the database would refuse anything else with an error instead of a message.
 */
const onCalendar = <S extends z.ZodType<string>>(edge: S) =>
  edge.refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      const parsed = new Date(`${value.replace(' ', 'T')}Z`);
      return (
        year >= 2000 &&
        year <= 2100 &&
        !Number.isNaN(parsed.getTime()) &&
        parsed.toISOString().slice(0, 19) === value.replace(' ', 'T')
      );
    },
    { params: { code: 'invalid_date' } },
  );
/** A promotion's start and end: a plain day means its first or its last second. */
const promotionStart = onCalendar(periodStart);
const promotionEnd = onCalendar(periodEnd);

/** An optional Riyadh date-time: empty means none. */
const optional = <S extends z.ZodType<string, string>>(edge: S) =>
  z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v), edge.nullable());

type Issues = Pick<z.RefinementCtx, 'addIssue'>;
type Raw = unknown;

/**
 * The amount checks run twice: as a refinement, which zod runs even when another field failed, so
 * every message shows at once; then, on valid input only, to produce the values (silently).
 */
const silent: Issues = { addIssue() {} };

const MONEY_MESSAGE = {
  invalid: 'invalid_money',
  too_precise: 'money_decimals',
  negative: 'money_negative',
  too_large: 'money_too_large',
} as const;

function required(ctx: Issues, path: string): null {
  ctx.addIssue({ code: 'custom', path: [path], params: { code: 'required' } });
  return null;
}

/** Riyals → halalas; more than zero when `positive`. Null (with an issue) when missing or wrong. */
function riyalsAt(ctx: Issues, path: string, raw: Raw, positive: boolean): Halalas | null {
  if (raw === undefined) return required(ctx, path);
  // Anything else already failed its own field's check.
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  try {
    const halalas = parseRiyals(raw);
    if (positive && halalas === 0) {
      ctx.addIssue({ code: 'custom', path: [path], params: { code: 'amount_positive' } });
      return null;
    }
    return halalas;
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    const params: Record<string, string> = { code: MONEY_MESSAGE[error.reason] };
    if (error.reason === 'too_large') params.max = halalasToText(INT32_MAX);
    ctx.addIssue({ code: 'custom', path: [path], params });
    return null;
  }
}

/** A whole number from `min` to `max` (digits only, or a JSON integer). */
function wholeAt(ctx: Issues, path: string, raw: Raw, min: number, max: number): number | null {
  if (raw === undefined) return required(ctx, path);
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const value = typeof raw === 'number' ? raw : /^(0|[1-9]\d{0,9})$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value)) {
    ctx.addIssue({ code: 'custom', path: [path], params: { code: 'invalid_integer' } });
    return null;
  }
  if (value < min || value > max) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      params: value < min ? { code: 'too_small', min } : { code: 'too_big', max },
    });
    return null;
  }
  return value;
}

const percentAt = (ctx: Issues, path: string, raw: Raw) => wholeAt(ctx, path, raw, 1, 100);

/** A typed amount written back as the API reads it: riyals with two decimals, or the whole percent. */
function amountText(value: number | null, kind: 'money' | 'whole'): string | null {
  if (value === null) return null;
  return kind === 'money' ? halalasToText(value) : String(value);
}

// ---------------------------------------------------------------------------------------------
// Coupons

/**
 * A discount code as customers type it: Latin letters, digits, dashes and underscores, kept as
 * written; unique whatever the case (`RAMADAN10` and `ramadan10` are one code).
 */
const couponCode = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/** The fields of the coupon popup as sent; `couponBody` reads the amounts by `discount_type`. */
const couponFields = z.object({
  code: couponCode,
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** Riyals off (`fixed_amount`) or a whole percent from 1 to 100 (`percentage`). */
  discount: rawAmount,
  /** The most a percentage takes off, in riyals; empty means no cap. Ignored for a fixed amount. */
  max_discount: rawAmount,
  /** Redemptions allowed over all customers; empty means no limit. */
  authorized_to: rawAmount,
  status: flag.default(1),
  start_date: optional(promotionStart),
  end_date: optional(promotionEnd),
  /** Products the code applies to; none means the whole store. */
  products: z.preprocess((v) => (v === undefined || v === '' ? [] : v), z.array(id).max(MAX_PROMOTION_PRODUCTS)),
});
type CouponFields = z.output<typeof couponFields>;

export interface CouponAmounts {
  /** Halalas for `fixed_amount`, whole percent for `percentage`. */
  discount: number;
  /** Halalas; null for no cap (always null for a fixed amount). */
  max_discount: Halalas | null;
  authorized_to: number | null;
}

function couponAmounts<T extends CouponFields>(value: T, ctx: Issues): Omit<T, keyof CouponAmounts> & CouponAmounts {
  const percentage = value.discount_type === 'percentage';
  if (!percentage && value.discount_type !== 'fixed_amount')
    return { ...value, discount: 0, max_discount: null, authorized_to: null };
  const discount = percentage
    ? percentAt(ctx, 'discount', value.discount)
    : riyalsAt(ctx, 'discount', value.discount, true);
  const maxDiscount =
    percentage && value.max_discount !== undefined ? riyalsAt(ctx, 'max_discount', value.max_discount, true) : null;
  const authorizedTo =
    value.authorized_to === undefined ? null : wholeAt(ctx, 'authorized_to', value.authorized_to, 1, INT32_MAX);
  return { ...value, discount: discount ?? 0, max_discount: maxDiscount, authorized_to: authorizedTo };
}

/**
 * POST /admin/copoun and PUT /admin/copoun (with `id`): the coupon popup. `discount` is riyals for a
 * fixed amount and a whole percent (1–100) for a percentage, which may have a cap (`max_discount`,
 * riyals). `authorized_to` empty is no limit. Start and end may each be empty; the end comes after
 * the start. Output amounts are halalas and whole percent.
 */
export const couponBody = couponFields
  .superRefine(endAfterStart('start_date', 'end_date'))
  .superRefine((value, ctx) => {
    couponAmounts(value, ctx);
  })
  .transform((value) => couponAmounts(value, silent));
export type CouponBody = z.output<typeof couponBody>;

/** PUT /admin/copoun: the same fields and the coupon's `id`. */
export const couponUpdateBody = couponFields
  .extend({ id })
  .superRefine(endAfterStart('start_date', 'end_date'))
  .superRefine((value, ctx) => {
    couponAmounts(value, ctx);
  })
  .transform((value) => couponAmounts(value, silent));

/** What the web's coupon form sends: checked as `couponBody`, the amounts written back as the API reads them. */
export const couponFormBody = couponBody.transform((value) => ({
  ...value,
  discount: amountText(value.discount, value.discount_type === 'percentage' ? 'whole' : 'money'),
  max_discount: amountText(value.max_discount, 'money'),
}));

/** Where a promotion stands now (Riyadh time): what the lists show beside the status. */
const PROMOTION_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const namedRef = z.object({ id, name: z.string() });

/** A product a promotion lists: its name in the request's language and its code. */
const promotionProduct = z.object({ id, name: z.string(), code: z.string() });
export type PromotionProduct = z.infer<typeof promotionProduct>;

export const couponItem = z.object({
  id,
  code: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** `'25.00'` (riyals) for a fixed amount, `'15'` (whole percent) for a percentage. */
  discount: z.string(),
  max_discount: moneyAnswer.nullable(),
  authorized_to: z.number().int().nullable(),
  /** Checkouts that used the code (counted by the checkout, read only here). */
  usage_count: z.number().int(),
  status: zeroOrOne,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  state: z.enum(PROMOTION_STATES),
  /** Empty: the whole store. */
  products: z.array(promotionProduct),
});
export type CouponItem = z.infer<typeof couponItem>;
export const couponPage = pageAnswer(couponItem);

/** GET /admin/copoun: paging, and part of a code (any case). */
/** GET /admin/newOffer: `name` matches part of either name, Arabic-folded. */
export const offerQuery = pageQuery.extend({ name: z.string().max(200).optional() });
export type OfferQuery = z.infer<typeof offerQuery>;

export const couponQuery = pageQuery.extend({ code: z.string().max(40).optional() });
export type CouponQuery = z.infer<typeof couponQuery>;

/** DELETE /admin/copoun and /admin/newOffer: the id in the query or the body. */
export const promotionDeleteQuery = z.object({ id: id.optional() });

// ---------------------------------------------------------------------------------------------
// Offers

const offerName = z.string().trim().min(1).max(200);
const count = rawAmount;

/** The offer form's fields as sent; `offerRules` reads the amounts the `type` needs. */
export const offerFields = z.object({
  translation: translationInput({ name: offerName }),
  type: z.enum(OFFER_TYPES),
  status: flag.default(1),
  start_date: promotionStart,
  end_date: promotionEnd,
  category_id: id,
  /** Riyals off (`fixed_amount`) or a whole percent (`percentage`). */
  discount_amount: rawAmount,
  /** Riyals: the least the products must come to for the offer to apply (fixed amount, percentage). */
  min_price_to_apply: rawAmount,
  /** Riyals: the most a percentage offer takes off. */
  max_price_to_apply: rawAmount,
  /** Items to buy (the two "buy" types). */
  bought_count: count,
  /** Items given free (`one_and_other_free`). */
  free_count: count,
  /** Whole percent off the next item (`one_and_discount_on_second`). */
  discount_on_second_one: rawAmount,
  /** `normal`: `products[i]` as picked; `addExcel`: also the codes of a spreadsheet (`products_file`). */
  add_method: z.preprocess(blankToUndefined, z.enum(OFFER_ADD_METHODS).default('normal')),
  /** Products the offer applies to; none means every product of the category. */
  products: z.preprocess((v) => (v === undefined || v === '' ? [] : v), z.array(id).max(MAX_PROMOTION_PRODUCTS)),
});
type OfferFields = z.output<typeof offerFields>;

export interface OfferAmounts {
  /** Halalas (`fixed_amount`) or whole percent (`percentage`). */
  discount_amount: number | null;
  min_price_to_apply: Halalas | null;
  max_price_to_apply: Halalas | null;
  bought_count: number | null;
  free_count: number | null;
  /** Whole percent. */
  discount_on_second_one: number | null;
}

/**
 * What each type needs (specification section 5): the two "buy" types the bought count, the first
 * also the free count and the second the percent off the next item; a fixed amount its riyals and
 * the minimum price; a percentage its percent, the most it takes off and the minimum price. A
 * field the type does not use is dropped (the pricing never takes more than a line's amount). With
 * `add_method=addExcel` a spreadsheet (`products_file`) is required.
 */
function offerAmounts<T extends OfferFields & { products_file?: unknown }>(
  value: T,
  ctx: Issues,
): Omit<T, keyof OfferAmounts> & OfferAmounts {
  const amounts: OfferAmounts = {
    discount_amount: null,
    min_price_to_apply: null,
    max_price_to_apply: null,
    bought_count: null,
    free_count: null,
    discount_on_second_one: null,
  };
  switch (value.type) {
    case 'one_and_other_free':
      amounts.bought_count = wholeAt(ctx, 'bought_count', value.bought_count, 1, MAX_OFFER_ITEMS);
      amounts.free_count = wholeAt(ctx, 'free_count', value.free_count, 1, MAX_OFFER_ITEMS);
      break;
    case 'one_and_discount_on_second':
      amounts.bought_count = wholeAt(ctx, 'bought_count', value.bought_count, 1, MAX_OFFER_ITEMS);
      amounts.discount_on_second_one = percentAt(ctx, 'discount_on_second_one', value.discount_on_second_one);
      break;
    case 'fixed_amount':
      amounts.discount_amount = riyalsAt(ctx, 'discount_amount', value.discount_amount, true);
      amounts.min_price_to_apply = riyalsAt(ctx, 'min_price_to_apply', value.min_price_to_apply, false);
      break;
    case 'percentage':
      amounts.discount_amount = percentAt(ctx, 'discount_amount', value.discount_amount);
      amounts.max_price_to_apply = riyalsAt(ctx, 'max_price_to_apply', value.max_price_to_apply, true);
      amounts.min_price_to_apply = riyalsAt(ctx, 'min_price_to_apply', value.min_price_to_apply, false);
      break;
  }
  if (value.add_method === 'addExcel' && (value.products_file === undefined || value.products_file === null)) {
    required(ctx, 'products_file');
  }
  return { ...value, ...amounts };
}

/**
 * The offer rules over the form's fields (the server adds the spreadsheet as an upload, the web as a
 * file slot): dates in order, then what the type needs. Output amounts are halalas and whole percent.
 */
export function offerRules<S extends z.ZodType<OfferFields & { products_file?: unknown }>>(fields: S) {
  return fields
    .superRefine(endAfterStart('start_date', 'end_date'))
    .superRefine((value, ctx) => {
      offerAmounts(value as z.output<S>, ctx);
    })
    .transform((value) => offerAmounts(value as z.output<S>, silent));
}

/**
 * POST /admin/newOffer and POST /admin/newOffer/{id} with `_method=PUT` (multipart):
 * `translation[0..1][name|local]`, `type`, `status`, `start_date`, `end_date`, `category_id`, the
 * amounts the type needs, `add_method`, `products[i]` and, with `addExcel`, `products_file`.
 */
const offerBody = offerRules(offerFields);
export type OfferBody = z.output<typeof offerBody>;

/** An offer's amounts written back as the API reads them (decimal riyals, whole percent, counts). */
export function offerAmountsText(value: OfferAmounts & { type: OfferType }) {
  return {
    discount_amount: amountText(value.discount_amount, value.type === 'percentage' ? 'whole' : 'money'),
    min_price_to_apply: amountText(value.min_price_to_apply, 'money'),
    max_price_to_apply: amountText(value.max_price_to_apply, 'money'),
    bought_count: amountText(value.bought_count, 'whole'),
    free_count: amountText(value.free_count, 'whole'),
    discount_on_second_one: amountText(value.discount_on_second_one, 'whole'),
  };
}

const offerItem = z.object({
  id,
  /** The name in the request's language. */
  name: z.string(),
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
  type: z.enum(OFFER_TYPES),
  /** The type's name in the request's language. */
  type_name: z.string(),
  status: zeroOrOne,
  start_date: z.string(),
  end_date: z.string(),
  /** Whether the offer applies at this moment (status on, Riyadh time within its dates). */
  active_now: z.boolean(),
  state: z.enum(PROMOTION_STATES),
  /** The main category, named in the request's language. */
  category: namedRef,
  /** `'10.00'` riyals (fixed amount) or `'15'` percent (percentage); null for the other types. */
  discount_amount: z.string().nullable(),
  min_price_to_apply: moneyAnswer.nullable(),
  max_price_to_apply: moneyAnswer.nullable(),
  bought_count: z.number().int().nullable(),
  free_count: z.number().int().nullable(),
  discount_on_second_one: z.number().int().nullable(),
  /** How many products the offer lists; 0 means every product of the category. */
  products_count: z.number().int(),
});
export type OfferItem = z.infer<typeof offerItem>;
export const offerPage = pageAnswer(offerItem);

/** GET /admin/newOffer/{id}: the offer with its products. */
export const offerDetail = offerItem.extend({ products: z.array(promotionProduct) });
export type OfferDetail = z.infer<typeof offerDetail>;

/** GET /api/newOfferTypes: each type's key and name in the request's language. */
export const offerTypesAnswer = z.object({ data: z.array(z.object({ key: z.enum(OFFER_TYPES), name: z.string() })) });
export type OfferTypesAnswer = z.infer<typeof offerTypesAnswer>;

/**
 * GET /admin/product/{id}/offers: the offers that include a product, listed by id (`product`) or
 * through its main category (`category`: an offer listing no products covers its whole category).
 */
export const productOfferItem = offerItem.extend({ via: z.enum(['product', 'category']) });
export type ProductOfferItem = z.infer<typeof productOfferItem>;
