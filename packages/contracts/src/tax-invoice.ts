import { type Halalas, multiplyHalalas, scaleHalalas, subtractHalalas, sumHalalas } from './money';

/**
 * The figures a printed tax invoice shows, from an order's own figures (docs/decisions.md, "The tax
 * invoice on paper"). Every printed row is exact arithmetic a customer or an auditor can redo:
 *
 * - a goods line: quantity × unit price (VAT included, as sold) − its discount = its total;
 *   quantity × unit price before VAT + its VAT = its total;
 * - delivery: a line of one unit, the same way;
 * - the columns add up to the totals box: the goods before discount plus delivery, less the
 *   discount (shown once), is the total; the VAT column adds up to the order's VAT.
 *
 * The order's VAT is taken once on its total and shared among its lines (money.ts). A line's part
 * before VAT divided by its quantity is seldom whole halalas (57.00 with 7.43 VAT over 2 units is
 * 24.785), so the unit price before VAT is rounded (half away from zero) and the line's printed VAT
 * is what is left of its total: 2 × 24.79 = 49.58, VAT 7.42. What that moves between a line's
 * share and its printed VAT (at most half a halala per unit) is carried by the delivery line, a
 * single unit, whose unit price is its total less its VAT. Without a delivery price it is carried
 * by the goods lines that can take it whole (a line of one unit first).
 */

interface InvoiceLineFigures {
  quantity: number;
  /** The unit price as sold, VAT included, before any discount. */
  unitPrice: Halalas;
  /** What the line's offer and coupon took off, VAT included. */
  discount: Halalas;
  /** What the line costs after its discounts, VAT included. */
  amount: Halalas;
  /** The line's share of the order's VAT. */
  vat: Halalas;
}

export interface TaxInvoiceInput {
  lines: readonly InvoiceLineFigures[];
  /** The delivery price, VAT included. */
  delivery: Halalas;
  /** The order's VAT (taken once on its total). */
  vat: Halalas;
  /** The order's total, VAT included. */
  total: Halalas;
}

interface TaxInvoiceRow {
  quantity: number;
  /** VAT included, as sold. */
  unitPrice: Halalas;
  discount: Halalas;
  /** The unit price before VAT, after the line's discount: unitNet × quantity + vat = amount. */
  unitNet: Halalas;
  vat: Halalas;
  amount: Halalas;
}

export interface TaxInvoice {
  lines: TaxInvoiceRow[];
  delivery: TaxInvoiceRow;
  /** The goods at their prices plus delivery, before any discount. */
  beforeDiscount: Halalas;
  /** Every line's discount, once. */
  discount: Halalas;
  /** The total before VAT. */
  net: Halalas;
  vat: Halalas;
  total: Halalas;
}

/** `amount ÷ quantity`, rounded half away from zero. */
const perUnit = (amount: Halalas, quantity: number) => scaleHalalas(amount, 1, quantity);

/** An invoice's printed figures; throws when the order's figures do not add up (a defect, not a rounding). */
export function taxInvoice(input: TaxInvoiceInput): TaxInvoice {
  const lines: TaxInvoiceRow[] = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('a line needs a quantity');
    const unitNet = perUnit(subtractHalalas(line.amount, line.vat), line.quantity);
    return {
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      unitNet,
      vat: subtractHalalas(line.amount, multiplyHalalas(unitNet, line.quantity)),
      amount: line.amount,
    };
  });
  // The VAT the delivery line carries: the order's, less what the goods lines print.
  let carried = subtractHalalas(input.vat, sumHalalas(lines.map((line) => line.vat)));
  if (input.delivery === 0 && carried !== 0) {
    // No delivery to carry it: lines that can take it whole, in whole units (one-unit lines first).
    const takers = [...lines].sort((a, b) => a.quantity - b.quantity || b.amount - a.amount);
    for (const line of takers) {
      const units = Math.trunc(carried / line.quantity);
      if (units === 0) continue;
      line.vat += units * line.quantity;
      line.unitNet -= units;
      carried -= units * line.quantity;
      if (carried === 0) break;
    }
  }
  const delivery: TaxInvoiceRow = {
    quantity: 1,
    unitPrice: input.delivery,
    discount: 0,
    unitNet: subtractHalalas(input.delivery, carried),
    vat: carried,
    amount: input.delivery,
  };
  const discount = sumHalalas(lines.map((line) => line.discount));
  const beforeDiscount = sumHalalas([
    ...lines.map((line) => multiplyHalalas(line.unitPrice, line.quantity)),
    input.delivery,
  ]);
  for (const line of lines) {
    if (multiplyHalalas(line.unitPrice, line.quantity) - line.discount !== line.amount) {
      throw new RangeError('a line’s price, quantity and discount do not make its amount');
    }
  }
  if (beforeDiscount - discount !== input.total) throw new RangeError('the lines and delivery do not make the total');
  return {
    lines,
    delivery,
    beforeDiscount,
    discount,
    net: subtractHalalas(input.total, input.vat),
    vat: input.vat,
    total: input.total,
  };
}
