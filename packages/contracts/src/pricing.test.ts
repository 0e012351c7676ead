import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestOfferForLine,
  COUPON_DISCOUNT_TYPES,
  couponRejection,
  isOfferActive,
  OFFER_TYPES,
  offerCoversProduct,
  offerLineDiscount,
  type PricingLineInput,
  priceOrder,
  riyadhNow,
  sumHalalas,
} from './index';
import { coupon, offer } from './testing/pricing-builders';

const NOW = '2025-06-15 12:00:00';

function line(productId: number, unitPrice: number, quantity: number, categoryId = 10): PricingLineInput {
  return { productId, categoryId, unitPrice, quantity };
}

describe('one offer on one line', () => {
  const buy2get1 = offer({ type: 'one_and_other_free', boughtCount: 2, freeCount: 1 });
  const buy2get2 = offer({ type: 'one_and_other_free', boughtCount: 2, freeCount: 2 });
  const secondHalf = offer({ type: 'one_and_discount_on_second', boughtCount: 1, discountOnSecondOne: 50 });
  const third25 = offer({ type: 'one_and_discount_on_second', boughtCount: 2, discountOnSecondOne: 25 });
  const fixed5Over30 = offer({ type: 'fixed_amount', discountAmount: 500, minPriceToApply: 3000 });
  const fixed50 = offer({ type: 'fixed_amount', discountAmount: 5000 });
  const pct20 = offer({ type: 'percentage', discountAmount: 20, minPriceToApply: 2000, maxPriceToApply: 1500 });
  const pct20Uncapped = offer({ type: 'percentage', discountAmount: 20, minPriceToApply: 2000 });
  const pct15 = offer({ type: 'percentage', discountAmount: 15 });

  it.each([
    // Buy 2, get 1 free: groups of 3 units, 10.00 each.
    ['buy 2 get 1, 2 units: no full group', buy2get1, 1000, 2, 0, 0],
    ['buy 2 get 1, 3 units: one free', buy2get1, 1000, 3, 1000, 1],
    ['buy 2 get 1, 5 units: one group of 3, the other 2 are paid', buy2get1, 1000, 5, 1000, 1],
    ['buy 2 get 1, 6 units: two groups', buy2get1, 1000, 6, 2000, 2],
    // Buy 2, get 2 free: 3 units = 2 paid + the first of the 2 free ones.
    ['buy 2 get 2, 3 units: paid 2, takes 1 free', buy2get2, 1000, 3, 1000, 1],
    // 7 units = one group of 4 (2 free) + 3 more (2 paid, 1 free): 3 free.
    ['buy 2 get 2, 7 units', buy2get2, 1000, 7, 3000, 3],
    // Second at 50 %: in each pair one unit at half price; 19.99 / 2 = 9.995 → 10.00.
    ['second at half, 1 unit', secondHalf, 1999, 1, 0, 0],
    ['second at half, 2 units', secondHalf, 1999, 2, 1000, 1],
    ['second at half, 3 units: one pair', secondHalf, 1999, 3, 1000, 1],
    // 2 discounted units: 50 % of 39.98 = 19.99, rounded once (not 2 × 10.00).
    ['second at half, 5 units: two pairs', secondHalf, 1999, 5, 1999, 2],
    // Buy 2, the third at 25 %: 7 units = 2 groups of 3 → 2 units; 25 % of 20.02 = 5.005 → 5.01.
    ['third at 25 %, 7 units', third25, 1001, 7, 501, 2],
    // 5.00 off from 30.00.
    ['fixed, minimum not reached (20.00 < 30.00)', fixed5Over30, 1000, 2, 0, null],
    ['fixed, minimum reached exactly', fixed5Over30, 1000, 3, 500, null],
    ['fixed 50.00 on a 10.00 line: never more than the line', fixed50, 1000, 1, 1000, null],
    // 20 % from 20.00, up to 15.00.
    ['percentage, minimum not reached (19.99 < 20.00)', pct20, 1999, 1, 0, null],
    ['percentage: 20 % of 24.99 = 4.998 → 5.00', pct20, 2499, 1, 500, null],
    ['percentage capped: 20 % of 99.96 = 19.992 → 19.99, capped at 15.00', pct20, 2499, 4, 1500, null],
    ['percentage without a cap: 19.99', pct20Uncapped, 2499, 4, 1999, null],
    ['percentage without a minimum: 15 % of 3.33 = 0.4995 → 0.50', pct15, 333, 1, 50, null],
  ])('%s', (_name, rule, unitPrice, quantity, discount, discountedUnits) => {
    expect(offerLineDiscount(rule, { unitPrice, quantity })).toEqual({ discount, discountedUnits });
  });

  it.each([
    ['buy-and-free without its free count', offer({ type: 'one_and_other_free', boughtCount: 2 })],
    ['second-one without its percentage', offer({ type: 'one_and_discount_on_second', boughtCount: 1 })],
    ['a percentage above 100', offer({ type: 'percentage', discountAmount: 150 })],
    ['a fixed amount missing', offer({ type: 'fixed_amount', minPriceToApply: 100 })],
    ['a bought count of 0', offer({ type: 'one_and_other_free', boughtCount: 0, freeCount: 1 })],
  ])('gives nothing for an offer it cannot apply: %s', (_name, rule) => {
    expect(offerLineDiscount(rule, { unitPrice: 1000, quantity: 10 }).discount).toBe(0);
  });
});

describe('which offers apply', () => {
  it('is active from its start (included) to its end (excluded), when switched on', () => {
    const base = offer({ type: 'percentage', discountAmount: 10 });
    expect(isOfferActive(base, NOW)).toBe(true);
    expect(isOfferActive({ ...base, startDate: NOW }, NOW)).toBe(true);
    expect(isOfferActive({ ...base, endDate: NOW }, NOW)).toBe(false);
    expect(isOfferActive({ ...base, startDate: '2025-06-15 12:00:01' }, NOW)).toBe(false);
    expect(isOfferActive({ ...base, endDate: '2025-06-15 11:59:59' }, NOW)).toBe(false);
    expect(isOfferActive({ ...base, status: false }, NOW)).toBe(false);
    expect(() => isOfferActive(base, '2025-06-15T12:00:00')).toThrow(RangeError);
  });

  it('covers its chosen products, or its whole category when none is chosen', () => {
    const byCategory = offer({ type: 'percentage', discountAmount: 10, categoryId: 10 });
    const byProduct = offer({ type: 'percentage', discountAmount: 10, categoryId: 10, productIds: [9] });
    expect(offerCoversProduct(byCategory, { productId: 7, categoryId: 10 })).toBe(true);
    expect(offerCoversProduct(byCategory, { productId: 9, categoryId: 11 })).toBe(false);
    // With chosen products its category no longer widens it.
    expect(offerCoversProduct(byProduct, { productId: 7, categoryId: 10 })).toBe(false);
    expect(offerCoversProduct(byProduct, { productId: 9, categoryId: 11 })).toBe(true);
  });

  it('applies an offer by category and one by product to the right lines', () => {
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1000, 1, 10), line(8, 2000, 1, 10), line(9, 3000, 1, 11)],
      offers: [
        offer({ id: 1, type: 'percentage', discountAmount: 10, categoryId: 10 }),
        offer({ id: 2, type: 'fixed_amount', discountAmount: 700, categoryId: 10, productIds: [9] }),
      ],
    });
    // 10 % of 10.00 and of 20.00 (category 10); 7.00 off product 9 (chosen, in category 11).
    expect(order.lines.map((l) => l.offer)).toEqual([
      { offerId: 1, type: 'percentage', discount: 100, discountedUnits: null },
      { offerId: 1, type: 'percentage', discount: 200, discountedUnits: null },
      { offerId: 2, type: 'fixed_amount', discount: 700, discountedUnits: null },
    ]);
    expect(order.offerDiscount).toBe(1000);
  });

  it('gives a line the one offer that takes the most off it, the lowest id on a tie, among active ones', () => {
    // 3 × 10.00 = 30.00.
    const target = line(7, 1000, 3);
    const offers = [
      offer({ id: 1, type: 'percentage', discountAmount: 10 }), // 3.00
      offer({ id: 5, type: 'fixed_amount', discountAmount: 1000 }), // 10.00
      offer({ id: 2, type: 'one_and_other_free', boughtCount: 2, freeCount: 1 }), // 10.00: ties with 5, lower id
      offer({ id: 3, type: 'percentage', discountAmount: 50, status: false }), // 15.00 but switched off
      offer({ id: 4, type: 'percentage', discountAmount: 60, endDate: NOW }), // 18.00 but ended
      offer({ id: 6, type: 'percentage', discountAmount: 70, startDate: '2025-07-01 00:00:00' }), // not started
    ];
    expect(bestOfferForLine(offers, target, NOW)).toEqual({
      offerId: 2,
      type: 'one_and_other_free',
      discount: 1000,
      discountedUnits: 1,
    });
    // The same in any order.
    expect(bestOfferForLine([...offers].reverse(), target, NOW)?.offerId).toBe(2);
    // Only ignored offers left: no offer.
    expect(bestOfferForLine(offers.slice(3), target, NOW)).toBeNull();
  });

  it('leaves a line without an offer when the minimum is not reached', () => {
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1000, 2)],
      offers: [offer({ type: 'fixed_amount', discountAmount: 500, minPriceToApply: 3000 })],
    });
    expect(order.lines[0]).toMatchObject({ offer: null, offerDiscount: 0, discount: 0, gross: 2000 });
  });
});

describe('a coupon', () => {
  it.each([
    ['switched off', coupon({ status: false }), 'inactive'],
    ['not started', coupon({ startDate: '2025-06-15 12:00:01' }), 'not_started'],
    ['ended at now', coupon({ endDate: NOW }), 'expired'],
    ['used up', coupon({ authorizedTo: 5, usageCount: 5 }), 'used_up'],
    ['a percentage above 100', coupon({ discount: 150 }), 'invalid'],
    ['for other products', coupon({ productIds: [99] }), 'no_eligible_products'],
    ['open at both ends, unlimited', coupon({ usageCount: 1000 }), null],
    [
      'started at now, ending later, one use left',
      coupon({ startDate: NOW, endDate: '2025-06-16 00:00:00', authorizedTo: 5, usageCount: 4 }),
      null,
    ],
  ])('%s', (_name, code, rejection) => {
    expect(couponRejection(code, NOW, [7, 8])).toBe(rejection);
  });

  it('is checked without a basket when no product ids are given', () => {
    expect(couponRejection(coupon({ productIds: [99] }), NOW)).toBeNull();
  });

  it('is not applied, and says why, when it cannot be used', () => {
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1000, 1)],
      offers: [],
      coupon: coupon({ authorizedTo: 3, usageCount: 3 }),
    });
    expect(order.coupon).toBeNull();
    expect(order.couponRejection).toBe('used_up');
    expect(order.couponDiscount).toBe(0);
    expect(order.total).toBe(1000);
  });

  it('takes its percentage up to its cap', () => {
    // 10 % of 50.00 = 5.00, capped at 3.00.
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 5000, 1)],
      offers: [],
      coupon: coupon({ discount: 10, maxDiscount: 300 }),
    });
    expect(order.coupon).toEqual({ couponId: 1, type: 'percentage', eligibleAmount: 5000, discount: 300 });
  });

  it('shares a fixed amount among its lines in proportion to their amounts', () => {
    // 10.00 over 30.00 and 10.00: 7.50 and 2.50.
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1000, 3), line(8, 1000, 1)],
      offers: [],
      coupon: coupon({ discountType: 'fixed_amount', discount: 1000 }),
    });
    expect(order.lines.map((l) => l.couponDiscount)).toEqual([750, 250]);
  });

  it('takes no more than the goods left after the offers, and leaves delivery alone', () => {
    // 12.00 − 2.00 (offer) = 10.00; a 25.00 coupon takes 10.00; the amount due is the delivery 15.00,
    // whose VAT is 15.00 × 15 / 115 = 1.9565 → 1.96.
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1200, 1)],
      offers: [offer({ type: 'fixed_amount', discountAmount: 200 })],
      coupon: coupon({ discountType: 'fixed_amount', discount: 2500 }),
      delivery: 1500,
    });
    expect(order.coupon).toMatchObject({ eligibleAmount: 1000, discount: 1000 });
    expect(order.lines[0]).toMatchObject({ offerDiscount: 200, couponDiscount: 1000, gross: 0, vat: 0, net: 0 });
    expect(order.total).toBe(1500);
    expect(order.delivery).toEqual({ gross: 1500, vat: 196, net: 1304 });
  });

  it('is refused when the offers left nothing of its lines to take from', () => {
    const order = priceOrder({
      now: NOW,
      lines: [line(7, 1000, 1), line(8, 500, 1, 20)],
      offers: [offer({ type: 'percentage', discountAmount: 100, productIds: [7] })],
      coupon: coupon({ productIds: [7] }),
    });
    expect(order.coupon).toBeNull();
    expect(order.couponRejection).toBe('nothing_to_discount');
    expect(order.total).toBe(500);
  });
});

describe('an order, worked by hand', () => {
  it('prices offers, a coupon restricted to products, VAT and delivery', () => {
    const order = priceOrder({
      now: NOW,
      lines: [
        line(1, 1250, 5, 10), // 5 × 12.50 = 62.50
        line(2, 4599, 1, 10), // 45.99
        line(3, 899, 2, 20), // 2 × 8.99 = 17.98
      ],
      offers: [
        offer({ id: 11, type: 'one_and_other_free', categoryId: 10, boughtCount: 2, freeCount: 1 }),
        offer({
          id: 12,
          type: 'percentage',
          categoryId: 10,
          productIds: [2],
          discountAmount: 15,
          minPriceToApply: 4000,
          maxPriceToApply: 500,
        }),
      ],
      coupon: coupon({ id: 4, discount: 10, maxDiscount: 1000, productIds: [1, 3] }),
      delivery: 1500,
    });
    // Line 1: buy 2 get 1 on category 10; 5 units = one group of 3 + 2 paid → 1 free: 12.50 off → 50.00.
    // Line 2: buy 2 get 1 gives nothing for 1 unit; 15 % of 45.99 = 6.8985 → 6.90, capped at 5.00 → 40.99.
    // Line 3: no offer → 17.98.
    expect(order.lines.map((l) => [l.offer?.offerId, l.offerDiscount])).toEqual([
      [11, 1250],
      [12, 500],
      [undefined, 0],
    ]);
    // Coupon on products 1 and 3: 50.00 + 17.98 = 67.98; 10 % = 6.798 → 6.80 (under its 10.00 cap).
    expect(order.coupon).toEqual({ couponId: 4, type: 'percentage', eligibleAmount: 6798, discount: 680 });
    // Shared 5000 : 1798: 680 × 5000 / 6798 = 500.147 → 500 (.147); 680 × 1798 / 6798 = 179.853 → 179
    // (.853); the halala left goes to the larger rest → 500, 0, 180.
    expect(order.lines.map((l) => l.couponDiscount)).toEqual([500, 0, 180]);
    // Lines: 50.00 − 5.00 = 45.00; 40.99; 17.98 − 1.80 = 16.18; goods 102.17.
    expect(order.lines.map((l) => l.gross)).toEqual([4500, 4099, 1618]);
    expect(order.totalBeforeDiscount).toBe(12647);
    expect(order.offerDiscount).toBe(1750);
    expect(order.couponDiscount).toBe(680);
    expect(order.discount).toBe(2430);
    expect(order.totalAfterDiscount).toBe(10217);
    // Amount due: 102.17 + 15.00 = 117.17; VAT 117.17 × 15 / 115 = 15.283 → 15.28.
    expect(order.total).toBe(11717);
    expect(order.vat).toBe(1528);
    // VAT shared 4500 : 4099 : 1618 : 1500 (of 11717): 586.84 → 586 (.84); 534.55 → 534 (.55);
    // 211.001 → 211 (.001); 195.61 → 195 (.61). Floors make 1526; the two halalas left go to .84 and .61.
    expect(order.lines.map((l) => l.vat)).toEqual([587, 534, 211]);
    expect(order.delivery).toEqual({ gross: 1500, vat: 196, net: 1304 });
    expect(order.lines.map((l) => l.net)).toEqual([3913, 3565, 1407]);
    expect(order.net).toBe(10189);
  });
});

describe('riyadhNow', () => {
  it('is the wall-clock time in Riyadh, UTC+3', () => {
    expect(riyadhNow(new Date('2025-06-15T21:30:05Z'))).toBe('2025-06-16 00:30:05');
  });
});

describe('properties', () => {
  const dates = ['2025-01-01 00:00:00', NOW, '2025-07-01 00:00:00', '2025-12-31 23:59:59'];
  const optionalAmount = fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null });
  const optionalCount = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });
  const optionalPercent = fc.option(fc.integer({ min: 0, max: 120 }), { nil: null });
  const productId = fc.integer({ min: 1, max: 6 });

  // A product's category is fixed by its id, as in the catalogue.
  const lineArb = fc.record({
    productId,
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 0, max: 20 }),
  });
  const offerArb = fc.record({
    type: fc.constantFrom(...OFFER_TYPES),
    status: fc.integer({ min: 0, max: 4 }).map((draw) => draw > 0),
    startDate: fc.constantFrom(...dates),
    endDate: fc.constantFrom(...dates),
    categoryId: fc.integer({ min: 1, max: 3 }),
    productIds: fc.uniqueArray(productId, { maxLength: 3 }),
    discountAmount: fc.oneof(optionalAmount, optionalPercent),
    minPriceToApply: optionalAmount,
    maxPriceToApply: optionalAmount,
    boughtCount: optionalCount,
    freeCount: optionalCount,
    discountOnSecondOne: optionalPercent,
  });
  const couponArb = fc.option(
    fc.record({
      discountType: fc.constantFrom(...COUPON_DISCOUNT_TYPES),
      discount: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 500_000 })),
      maxDiscount: optionalAmount,
      authorizedTo: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null, freq: 2 }),
      usageCount: fc.integer({ min: 0, max: 3 }),
      // Mostly usable, so the coupon's arithmetic is exercised and not only its refusals.
      status: fc.integer({ min: 0, max: 4 }).map((draw) => draw > 0),
      startDate: fc.option(fc.constantFrom(...dates), { nil: null, freq: 2 }),
      endDate: fc.option(fc.constantFrom(...dates), { nil: null, freq: 2 }),
      productIds: fc.uniqueArray(productId, { maxLength: 3 }),
    }),
    { nil: null },
  );
  const orderArb = fc
    .record({
      lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
      offers: fc.array(offerArb, { maxLength: 6 }),
      coupon: couponArb,
      delivery: fc.integer({ min: 0, max: 5000 }),
    })
    .chain((order) =>
      fc
        .shuffledSubarray(
          order.lines.map((_, index) => index),
          { minLength: order.lines.length, maxLength: order.lines.length },
        )
        .map((permutation) => ({ ...order, permutation })),
    );

  type GeneratedOrder = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

  function input(order: GeneratedOrder) {
    return {
      now: NOW,
      lines: order.lines.map((l) => ({ ...l, categoryId: (l.productId % 3) + 1 })),
      offers: order.offers.map((o, index) => ({ ...o, id: index + 1 })),
      coupon: order.coupon && { ...order.coupon, id: 1 },
      delivery: order.delivery,
    };
  }

  it('never takes more than a line, nor than the goods, and always adds up in whole halalas', () => {
    fc.assert(
      fc.property(orderArb, (generated) => {
        const { offers, delivery, ...rest } = input(generated);
        const order = priceOrder({ offers, delivery, ...rest });
        for (const l of order.lines) {
          for (const value of [l.total, l.offerDiscount, l.couponDiscount, l.discount, l.gross, l.vat, l.net]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(l.offerDiscount).toBeLessThanOrEqual(l.total);
          expect(l.discount).toBeLessThanOrEqual(l.total);
          expect(l.gross).toBe(l.total - l.discount);
          // The chosen offer is the best the line could get.
          const best = Math.max(
            0,
            ...offers
              .filter((o) => isOfferActive(o, NOW) && offerCoversProduct(o, l))
              .map((o) => offerLineDiscount(o, l).discount),
          );
          expect(l.offerDiscount).toBe(best);
        }
        expect(sumHalalas(order.lines.map((l) => l.discount))).toBe(order.discount);
        expect(sumHalalas(order.lines.map((l) => l.couponDiscount))).toBe(order.couponDiscount);
        expect(order.discount).toBeLessThanOrEqual(order.totalBeforeDiscount);
        expect(order.totalAfterDiscount).toBe(order.totalBeforeDiscount - order.discount);
        expect(order.total).toBe(order.totalBeforeDiscount - order.discount + delivery);
        expect(order.net + order.vat).toBe(order.total);
        expect(sumHalalas([...order.lines.map((l) => l.vat), order.delivery.vat])).toBe(order.vat);
        if (order.coupon) {
          expect(order.coupon.discount).toBeLessThanOrEqual(order.coupon.eligibleAmount);
          if (rest.coupon?.discountType === 'percentage' && rest.coupon.maxDiscount !== null) {
            expect(order.coupon.discount).toBeLessThanOrEqual(rest.coupon.maxDiscount);
          }
        }
        expect(order.coupon === null || order.couponRejection === null).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(orderArb, (generated) => {
        const priced = input(generated);
        const reordered = { ...priced, lines: generated.permutation.map((index) => priced.lines[index]!) };
        const a = priceOrder(priced);
        const b = priceOrder(reordered);
        expect(b.total).toBe(a.total);
        expect(b.discount).toBe(a.discount);
        expect(b.offerDiscount).toBe(a.offerDiscount);
        expect(b.couponDiscount).toBe(a.couponDiscount);
        expect(b.vat).toBe(a.vat);
        expect(b.couponRejection).toBe(a.couponRejection);
      }),
      { numRuns: 500 },
    );
  });
});
