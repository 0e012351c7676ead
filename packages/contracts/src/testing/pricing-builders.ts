import type { PricingCoupon, PricingOffer } from '../pricing';

// Builders of pricing inputs for tests: an offer and a coupon with every field a valid default.

/** An offer running all of 2025 and beyond's tests' dates, over category 10, of the given type. */
export function offer(fields: Partial<PricingOffer> & Pick<PricingOffer, 'type'>): PricingOffer {
  return {
    id: 1,
    status: true,
    startDate: '2025-01-01 00:00:00',
    endDate: '2025-12-31 23:59:59',
    categoryId: 10,
    productIds: [],
    discountAmount: null,
    minPriceToApply: null,
    maxPriceToApply: null,
    boughtCount: null,
    freeCount: null,
    discountOnSecondOne: null,
    ...fields,
  };
}

/** A 10 % coupon on the whole store, switched on, without dates or limits. */
export function coupon(fields: Partial<PricingCoupon> = {}): PricingCoupon {
  return {
    id: 1,
    discountType: 'percentage',
    discount: 10,
    maxDiscount: null,
    authorizedTo: null,
    usageCount: 0,
    status: true,
    startDate: null,
    endDate: null,
    productIds: [],
    ...fields,
  };
}
