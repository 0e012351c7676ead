import {
  assertHalalas,
  fixedDiscount,
  type Halalas,
  type InvoiceLineVat,
  invoiceVat,
  MoneyError,
  multiplyHalalas,
  percentageDiscount,
  splitHalalasByWeights,
  subtractHalalas,
  sumHalalas,
} from './money';
import type { CouponDiscountType, OfferType } from './store-promotions';

/**
 * The store's prices after its offers and a coupon, shared by checkout and the back-office. Every
 * amount is integer halalas, VAT included; rounding, splitting and VAT come from `money.ts`. The
 * rules are written down in docs/pricing.md.
 */

// ---------------------------------------------------------------------------------------------
// Inputs. Field names follow the `offers` and `coupons` rows, so a row and its product ids price as is.

/**
 * A wall-clock time in Asia/Riyadh, `YYYY-MM-DD HH:mm:ss` (see `localDateTime`): two of them
 * compare as text.
 */
export type RiyadhDateTime = string;

export interface PricingOffer {
  id: number;
  type: OfferType;
  status: boolean;
  startDate: RiyadhDateTime;
  endDate: RiyadhDateTime;
  categoryId: number;
  /** The chosen products; empty: every product of `categoryId`. */
  productIds: readonly number[];
  /** Halalas for `fixed_amount`, whole percent for `percentage`. */
  discountAmount: number | null;
  minPriceToApply: Halalas | null;
  /** The cap of a `percentage` offer, halalas. */
  maxPriceToApply: Halalas | null;
  boughtCount: number | null;
  freeCount: number | null;
  /** Whole percent off the discounted unit of `one_and_discount_on_second`. */
  discountOnSecondOne: number | null;
}

export interface PricingCoupon {
  id: number;
  discountType: CouponDiscountType;
  /** Halalas for `fixed_amount`, whole percent for `percentage`. */
  discount: number;
  /** The cap of a `percentage` coupon, halalas; null: no cap. */
  maxDiscount: Halalas | null;
  /** Redemptions allowed across all customers; null: unlimited. */
  authorizedTo: number | null;
  usageCount: number;
  status: boolean;
  startDate: RiyadhDateTime | null;
  endDate: RiyadhDateTime | null;
  /** The products it applies to; empty: the whole store. */
  productIds: readonly number[];
}

export interface PricingProduct {
  productId: number;
  /** The product's main category (its sub-category's category): offers by category match on it. */
  categoryId: number;
}

export interface PricingLineInput extends PricingProduct {
  unitPrice: Halalas;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricingLineInput[];
  offers: readonly PricingOffer[];
  coupon?: PricingCoupon | null;
  now: RiyadhDateTime;
  delivery?: Halalas;
}

// ---------------------------------------------------------------------------------------------
// Outputs.

export interface AppliedOffer {
  offerId: number;
  type: OfferType;
  discount: Halalas;
  /** Units free (`one_and_other_free`) or discounted (`one_and_discount_on_second`); null otherwise. */
  discountedUnits: number | null;
}

interface AppliedCoupon {
  couponId: number;
  type: CouponDiscountType;
  /** The eligible lines' amounts after their offers: what the coupon was taken from. */
  eligibleAmount: Halalas;
  discount: Halalas;
}

/** Why a coupon cannot be used: a code for the messages catalogue, not text. */
const COUPON_REJECTIONS = [
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'no_eligible_products',
  'nothing_to_discount',
  'invalid',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

interface PricedLine extends PricingLineInput {
  /** unit price × quantity */
  total: Halalas;
  offer: AppliedOffer | null;
  offerDiscount: Halalas;
  /** this line's share of the coupon's discount */
  couponDiscount: Halalas;
  /** offerDiscount + couponDiscount */
  discount: Halalas;
  /** what the customer pays for the line: total − discount (VAT included) */
  gross: Halalas;
  vat: Halalas;
  net: Halalas;
}

export interface PricedOrder {
  lines: PricedLine[];
  coupon: AppliedCoupon | null;
  /** Set when a coupon was given and not applied. */
  couponRejection: CouponRejection | null;
  delivery: InvoiceLineVat;
  /** the goods before any discount */
  totalBeforeDiscount: Halalas;
  offerDiscount: Halalas;
  couponDiscount: Halalas;
  /** offerDiscount + couponDiscount */
  discount: Halalas;
  /** the goods after every discount */
  totalAfterDiscount: Halalas;
  /** the amount due: goods after discounts plus delivery, VAT included */
  total: Halalas;
  vat: Halalas;
  net: Halalas;
}

// ---------------------------------------------------------------------------------------------
// Time.

const RIYADH_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const RIYADH_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Riyadh wall-clock time of an instant, `YYYY-MM-DD HH:mm:ss`. Saudi Arabia keeps UTC+3 all year. */
export function riyadhNow(instant: Date = new Date()): RiyadhDateTime {
  return new Date(instant.getTime() + RIYADH_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

// A malformed `now` would compare as text without complaint and switch promotions on or off at random.
function assertRiyadhDateTime(now: string): void {
  if (!RIYADH_DATE_TIME.test(now)) throw new RangeError(`Not a Riyadh date-time YYYY-MM-DD HH:mm:ss: ${now}`);
}

// ---------------------------------------------------------------------------------------------
// Offers.

/** `status` and `startDate <= now < endDate`. */
export function isOfferActive(
  offer: Pick<PricingOffer, 'status' | 'startDate' | 'endDate'>,
  now: RiyadhDateTime,
): boolean {
  assertRiyadhDateTime(now);
  return offer.status && offer.startDate <= now && now < offer.endDate;
}

/** The offer's chosen products, or every product of its category when none is chosen. */
export function offerCoversProduct(
  offer: Pick<PricingOffer, 'categoryId' | 'productIds'>,
  product: PricingProduct,
): boolean {
  return offer.productIds.length > 0
    ? offer.productIds.includes(product.productId)
    : offer.categoryId === product.categoryId;
}

function isCount(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= 1;
}

function isPercent(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 100;
}

function isAmount(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= 0;
}

const NO_DISCOUNT = { discount: 0, discountedUnits: null } as const;

/**
 * What one offer takes off one line (whether it is active or covers the product is not checked
 * here). Each type reads only the fields it needs; an offer missing one of them, or holding a value
 * it cannot use, gives nothing rather than failing the checkout.
 */
export function offerLineDiscount(
  offer: PricingOffer,
  line: Pick<PricingLineInput, 'unitPrice' | 'quantity'>,
): Pick<AppliedOffer, 'discount' | 'discountedUnits'> {
  const { unitPrice, quantity } = line;
  const total = multiplyHalalas(unitPrice, quantity);
  switch (offer.type) {
    case 'one_and_other_free': {
      const { boughtCount: bought, freeCount: free } = offer;
      if (!isCount(bought) || !isCount(free)) return NO_DISCOUNT;
      const groups = Math.floor(quantity / (bought + free));
      const rest = quantity % (bought + free);
      // A customer who has paid for `bought` units of an unfinished group takes its first free ones.
      const freeUnits = groups * free + Math.min(Math.max(rest - bought, 0), free);
      return { discount: multiplyHalalas(unitPrice, freeUnits), discountedUnits: freeUnits };
    }
    case 'one_and_discount_on_second': {
      const { boughtCount: bought, discountOnSecondOne: percent } = offer;
      if (!isCount(bought) || !isPercent(percent)) return NO_DISCOUNT;
      const discountedUnits = Math.floor(quantity / (bought + 1));
      // Rounded once over the discounted units, not unit by unit.
      return {
        discount: percentageDiscount(multiplyHalalas(unitPrice, discountedUnits), percent),
        discountedUnits,
      };
    }
    case 'fixed_amount': {
      const { discountAmount: amount, minPriceToApply: minimum } = offer;
      if (!isAmount(amount) || (minimum !== null && !isAmount(minimum))) return NO_DISCOUNT;
      if (total < (minimum ?? 0)) return NO_DISCOUNT;
      return { discount: fixedDiscount(total, amount), discountedUnits: null };
    }
    case 'percentage': {
      const { discountAmount: percent, minPriceToApply: minimum, maxPriceToApply: cap } = offer;
      if (!isPercent(percent) || (minimum !== null && !isAmount(minimum)) || (cap !== null && !isAmount(cap))) {
        return NO_DISCOUNT;
      }
      if (total < (minimum ?? 0)) return NO_DISCOUNT;
      return { discount: percentageDiscount(total, percent, cap), discountedUnits: null };
    }
    default:
      return NO_DISCOUNT;
  }
}

/**
 * The offer that gives the line the largest discount among those active at `now` and covering its
 * product (the lowest offer id on a tie); null when none gives anything.
 */
export function bestOfferForLine(
  offers: readonly PricingOffer[],
  line: PricingLineInput,
  now: RiyadhDateTime,
): AppliedOffer | null {
  let best: AppliedOffer | null = null;
  for (const offer of offers) {
    if (!isOfferActive(offer, now) || !offerCoversProduct(offer, line)) continue;
    const { discount, discountedUnits } = offerLineDiscount(offer, line);
    if (discount <= 0) continue;
    if (best === null || discount > best.discount || (discount === best.discount && offer.id < best.offerId)) {
      best = { offerId: offer.id, type: offer.type, discount, discountedUnits };
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Coupons.

/** The coupon's products, or any product when it has none. */
function couponCoversProduct(coupon: Pick<PricingCoupon, 'productIds'>, productId: number): boolean {
  return coupon.productIds.length === 0 || coupon.productIds.includes(productId);
}

function hasUsableDiscount(coupon: PricingCoupon): boolean {
  if (coupon.maxDiscount !== null && !isAmount(coupon.maxDiscount)) return false;
  return coupon.discountType === 'percentage' ? isPercent(coupon.discount) : isCount(coupon.discount);
}

/**
 * Why the coupon cannot be used at `now` (null: it can), checked in this order: switched off,
 * not started, expired, used up, values it cannot apply, and, when the basket's product ids are
 * given, none of them is one of its products. `nothing_to_discount` comes from `priceOrder` only.
 */
export function couponRejection(
  coupon: PricingCoupon,
  now: RiyadhDateTime,
  basketProductIds?: readonly number[],
): CouponRejection | null {
  assertRiyadhDateTime(now);
  if (!coupon.status) return 'inactive';
  if (coupon.startDate !== null && now < coupon.startDate) return 'not_started';
  if (coupon.endDate !== null && now >= coupon.endDate) return 'expired';
  if (coupon.authorizedTo !== null && coupon.usageCount >= coupon.authorizedTo) return 'used_up';
  if (!hasUsableDiscount(coupon)) return 'invalid';
  if (basketProductIds && !basketProductIds.some((productId) => couponCoversProduct(coupon, productId))) {
    return 'no_eligible_products';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The order.

function assertLine(line: PricingLineInput): void {
  assertHalalas(line.unitPrice);
  if (line.unitPrice < 0) throw new MoneyError('negative', line.unitPrice);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new MoneyError('invalid', line.quantity);
}

/**
 * Prices an order: each line's best offer; then the coupon over its eligible lines' amounts after
 * their offers, shared among them in proportion to those amounts; then the invoice's VAT over the
 * discounted lines and the delivery fee, which no discount touches (see `invoiceVat`).
 */
export function priceOrder({ lines, offers, coupon = null, now, delivery = 0 }: PricingInput): PricedOrder {
  assertRiyadhDateTime(now);
  assertHalalas(delivery);
  if (delivery < 0) throw new MoneyError('negative', delivery);
  for (const line of lines) assertLine(line);

  const totals = lines.map((line) => multiplyHalalas(line.unitPrice, line.quantity));
  const appliedOffers = lines.map((line) => bestOfferForLine(offers, line, now));
  const afterOffers = totals.map((total, index) => subtractHalalas(total, appliedOffers[index]?.discount ?? 0));

  let appliedCoupon: AppliedCoupon | null = null;
  let rejection: CouponRejection | null = null;
  let couponShares = lines.map(() => 0);
  if (coupon) {
    rejection = couponRejection(
      coupon,
      now,
      lines.map((line) => line.productId),
    );
    if (rejection === null) {
      const weights = lines.map((line, index) =>
        couponCoversProduct(coupon, line.productId) ? (afterOffers[index] ?? 0) : 0,
      );
      const eligibleAmount = sumHalalas(weights);
      if (eligibleAmount === 0) {
        // Nothing left to take from (the offers made those lines free): the code is not spent for nothing.
        rejection = 'nothing_to_discount';
      } else {
        const discount =
          coupon.discountType === 'percentage'
            ? percentageDiscount(eligibleAmount, coupon.discount, coupon.maxDiscount)
            : fixedDiscount(eligibleAmount, coupon.discount);
        couponShares = splitHalalasByWeights(discount, weights);
        appliedCoupon = { couponId: coupon.id, type: coupon.discountType, eligibleAmount, discount };
      }
    }
  }

  const grosses = afterOffers.map((amount, index) => amount - (couponShares[index] ?? 0));
  const invoice = invoiceVat([...grosses, delivery]);
  const pricedLines = lines.map((line, index): PricedLine => {
    const offer = appliedOffers[index] ?? null;
    const offerDiscount = offer?.discount ?? 0;
    const couponDiscount = couponShares[index] ?? 0;
    const vat = invoice.lines[index]!;
    return {
      ...line,
      total: totals[index]!,
      offer,
      offerDiscount,
      couponDiscount,
      discount: offerDiscount + couponDiscount,
      gross: vat.gross,
      vat: vat.vat,
      net: vat.net,
    };
  });
  const totalBeforeDiscount = sumHalalas(totals);
  const offerDiscount = sumHalalas(pricedLines.map((line) => line.offerDiscount));
  const couponDiscount = appliedCoupon?.discount ?? 0;
  return {
    lines: pricedLines,
    coupon: appliedCoupon,
    couponRejection: rejection,
    delivery: invoice.lines[lines.length]!,
    totalBeforeDiscount,
    offerDiscount,
    couponDiscount,
    discount: offerDiscount + couponDiscount,
    totalAfterDiscount: totalBeforeDiscount - offerDiscount - couponDiscount,
    total: invoice.gross,
    vat: invoice.vat,
    net: invoice.net,
  };
}
