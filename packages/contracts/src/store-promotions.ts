/** The offer rules the store knows (docs/pricing.md says what each one does). */
export const OFFER_TYPES = ['one_and_other_free', 'one_and_discount_on_second', 'fixed_amount', 'percentage'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** How a coupon's `discount` is read: halalas off, or whole percent off (capped by `max_discount`). */
export const COUPON_DISCOUNT_TYPES = ['fixed_amount', 'percentage'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
