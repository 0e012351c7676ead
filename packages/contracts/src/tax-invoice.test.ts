import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricedOrder, priceOrder } from './pricing';
import { type TaxInvoice, taxInvoice } from './tax-invoice';
import { coupon, offer } from './testing/pricing-builders';

const NOW = '2026-12-01 10:00:00';

/** The invoice of a priced order, from the figures an order keeps. */
function invoiceOf(priced: PricedOrder, lines: readonly { unitPrice: number; quantity: number }[]): TaxInvoice {
  return taxInvoice({
    lines: priced.lines.map((line, index) => ({
      quantity: lines[index]!.quantity,
      unitPrice: lines[index]!.unitPrice,
      discount: line.discount,
      amount: line.gross,
      vat: line.vat,
    })),
    delivery: priced.delivery.gross,
    vat: priced.vat,
    total: priced.total,
  });
}

/** Every identity a reader of the paper can check. */
function expectItAddsUp(invoice: TaxInvoice) {
  for (const row of [...invoice.lines, invoice.delivery]) {
    expect(row.unitNet * row.quantity + row.vat).toBe(row.amount);
    expect(row.unitPrice * row.quantity - row.discount).toBe(row.amount);
  }
  const rows = [...invoice.lines, invoice.delivery];
  expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(invoice.total);
  expect(rows.reduce((sum, row) => sum + row.vat, 0)).toBe(invoice.vat);
  expect(rows.reduce((sum, row) => sum + row.unitNet * row.quantity, 0)).toBe(invoice.net);
  expect(invoice.beforeDiscount - invoice.discount).toBe(invoice.total);
  expect(invoice.net + invoice.vat).toBe(invoice.total);
}

describe('the tax invoice on paper', () => {
  it('prints 2 × 28.50 so that the unit price before VAT × 2 + the VAT is the line’s 57.00 (computed by hand)', () => {
    const lines = [{ productId: 1, categoryId: 1, unitPrice: 2_850, quantity: 2 }];
    const priced = priceOrder({ lines, offers: [], now: NOW, delivery: 1_500 });
    // 57.00 + 15.00 = 72.00; VAT 72.00 × 15 ⁄ 115 = 9.3913 → 9.39, shared 7.43 (line) and 1.96 (delivery).
    expect(priced.lines[0]).toMatchObject({ gross: 5_700, vat: 743 });
    expect(priced.vat).toBe(939);
    const invoice = invoiceOf(priced, lines);
    // (57.00 − 7.43) ⁄ 2 = 24.785 → 24.79; 2 × 24.79 = 49.58; the line's VAT is 57.00 − 49.58 = 7.42.
    // The halala it gives up goes to delivery: 1.97, and 15.00 − 1.97 = 13.03 before VAT.
    expect(invoice.lines).toEqual([
      { quantity: 2, unitPrice: 2_850, discount: 0, unitNet: 2_479, vat: 742, amount: 5_700 },
    ]);
    expect(invoice.delivery).toEqual({
      quantity: 1,
      unitPrice: 1_500,
      discount: 0,
      unitNet: 1_303,
      vat: 197,
      amount: 1_500,
    });
    expect(invoice).toMatchObject({ beforeDiscount: 7_200, discount: 0, net: 6_261, vat: 939, total: 7_200 });
    expectItAddsUp(invoice);
  });

  it('shows each line at its price with its discount, and the discount once in the totals (computed by hand)', () => {
    // The checkout test's basket: 5 × 19.99 with buy 2 get 1, 2 × 85.50, a 10 % coupon capped at 20.00.
    const lines = [
      { productId: 1, categoryId: 1, unitPrice: 1_999, quantity: 5 },
      { productId: 2, categoryId: 1, unitPrice: 8_550, quantity: 2 },
    ];
    const priced = priceOrder({
      lines,
      offers: [
        offer({
          type: 'one_and_other_free',
          startDate: '2026-11-01 00:00:00',
          endDate: '2026-12-31 00:00:00',
          categoryId: 1,
          productIds: [1],
          boughtCount: 2,
          freeCount: 1,
        }),
      ],
      coupon: coupon({ maxDiscount: 2_000 }),
      now: NOW,
      delivery: 1_500,
    });
    const invoice = invoiceOf(priced, lines);
    // Vitamin C: 99.95 − 19.99 (offer) − 6.37 (coupon) = 73.59, VAT share 9.60:
    // (73.59 − 9.60) ⁄ 5 = 12.798 → 12.80; 5 × 12.80 = 64.00; VAT 73.59 − 64.00 = 9.59.
    // Omega: 171.00 − 13.63 = 157.37, VAT share 20.52: (157.37 − 20.52) ⁄ 2 = 68.425 → 68.43;
    // 2 × 68.43 = 136.86; VAT 157.37 − 136.86 = 20.51.
    // Delivery carries its 1.96 and the two halalas the lines gave up: 1.98, 13.02 before VAT.
    expect(invoice.lines).toEqual([
      { quantity: 5, unitPrice: 1_999, discount: 2_636, unitNet: 1_280, vat: 959, amount: 7_359 },
      { quantity: 2, unitPrice: 8_550, discount: 1_363, unitNet: 6_843, vat: 2_051, amount: 15_737 },
    ]);
    expect(invoice.delivery).toMatchObject({ unitNet: 1_302, vat: 198, amount: 1_500 });
    // Before discount 99.95 + 171.00 + 15.00 = 285.95; the discount once, 39.99; total 245.96.
    expect(invoice).toMatchObject({ beforeDiscount: 28_595, discount: 3_999, total: 24_596, vat: 3_208, net: 21_388 });
    expectItAddsUp(invoice);
  });

  it('without a delivery price, a line of one unit carries the halalas the others give up', () => {
    const lines = [
      { productId: 1, categoryId: 1, unitPrice: 2_850, quantity: 2 },
      { productId: 2, categoryId: 1, unitPrice: 1_000, quantity: 1 },
    ];
    const priced = priceOrder({ lines, offers: [], now: NOW, delivery: 0 });
    const invoice = invoiceOf(priced, lines);
    expect(invoice.delivery).toMatchObject({ vat: 0, unitNet: 0, amount: 0 });
    expectItAddsUp(invoice);
  });

  it('adds up for any basket the pricing module prices, whatever the quantities, discounts and delivery', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 1, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 5_000 }),
        (drawn, percent, delivery) => {
          const lines = drawn.map((l, index) => ({ ...l, productId: index + 1, categoryId: 1 }));
          const priced = priceOrder({
            lines,
            offers: [],
            coupon: percent === 0 ? null : coupon({ discount: percent }),
            now: NOW,
            delivery,
          });
          const invoice = invoiceOf(priced, lines);
          expectItAddsUp(invoice);
          // A line's printed VAT stays within half a halala a unit of its share.
          invoice.lines.forEach((row, index) => {
            expect(Math.abs(row.vat - priced.lines[index]!.vat)).toBeLessThanOrEqual(Math.ceil(row.quantity / 2));
          });
        },
      ),
    );
  });

  it('refuses figures that do not add up', () => {
    expect(() =>
      taxInvoice({
        lines: [{ quantity: 2, unitPrice: 1_000, discount: 0, amount: 1_900, vat: 248 }],
        delivery: 0,
        vat: 248,
        total: 1_900,
      }),
    ).toThrow(RangeError);
  });
});
