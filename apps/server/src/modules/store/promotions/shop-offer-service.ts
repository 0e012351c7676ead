import { halalasToText, type Locale, type OfferType, type ShopOffer } from '@app/contracts';
import { and, asc, eq, exists, not, or, sql } from 'drizzle-orm';
import { offerProducts, offers, products, storeSubcategories } from '../../../db/schema/index';
import type { ServiceContext } from '../../../kernel/context';
import { pick } from '../../../lib/translations';
import { dateTimeText, withinDates } from './service';

// Offers as customers see them. Their answers are not kept in the public cache: an offer starts and
// ends at a time of day, and a kept answer would show it early or late. They are short queries.

/** Switched on and within its dates now, as the pricing module decides it. */
const activeNow = and(eq(offers.status, true), withinDates(offers.startDate, offers.endDate));

type OfferRow = typeof offers.$inferSelect;

const SUMMARIES: Record<Locale, Record<OfferType, (o: OfferRow) => string>> = {
  ar: {
    one_and_other_free: (o) => `اشترِ ${o.boughtCount} واحصل على ${o.freeCount} مجانًا`,
    one_and_discount_on_second: (o) =>
      `اشترِ ${o.boughtCount} واحصل على خصم ${o.discountOnSecondOne}٪ على القطعة التالية`,
    fixed_amount: (o) =>
      `خصم ${halalasToText(o.discountAmount ?? 0)} ر.س` +
      (o.minPriceToApply ? ` عند الشراء بـ ${halalasToText(o.minPriceToApply)} ر.س أو أكثر` : ''),
    percentage: (o) =>
      `خصم ${o.discountAmount}٪${o.maxPriceToApply ? ` حتى ${halalasToText(o.maxPriceToApply)} ر.س` : ''}`,
  },
  en: {
    one_and_other_free: (o) => `Buy ${o.boughtCount}, get ${o.freeCount} free`,
    one_and_discount_on_second: (o) => `Buy ${o.boughtCount}, get ${o.discountOnSecondOne}% off the next one`,
    fixed_amount: (o) =>
      `SAR ${halalasToText(o.discountAmount ?? 0)} off` +
      (o.minPriceToApply ? ` when you spend SAR ${halalasToText(o.minPriceToApply)} or more` : ''),
    percentage: (o) =>
      `${o.discountAmount}% off${o.maxPriceToApply ? `, up to SAR ${halalasToText(o.maxPriceToApply)}` : ''}`,
  },
};

function toOffer(locale: Locale, row: OfferRow): ShopOffer {
  return {
    id: row.id,
    name: pick(row.name, locale),
    type: row.type,
    summary: SUMMARIES[locale][row.type](row),
    end_date: dateTimeText(row.endDate),
  };
}

/** Every offer running now, ending soonest first. */
export async function activeOffers(ctx: ServiceContext): Promise<ShopOffer[]> {
  const rows = await ctx.db.select().from(offers).where(activeNow).orderBy(asc(offers.endDate), asc(offers.id));
  return rows.map((row) => toOffer(ctx.locale, row));
}

/** The offers running now that take something off a product: chosen for it, or for its whole category. */
export async function offersOfProduct(ctx: ServiceContext, productId: number): Promise<ShopOffer[]> {
  const [product] = await ctx.db
    .select({ categoryId: storeSubcategories.categoryId })
    .from(products)
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) return [];
  const chosen = ctx.db
    .select({ one: sql`1` })
    .from(offerProducts)
    .where(and(eq(offerProducts.offerId, offers.id), eq(offerProducts.productId, productId)));
  const anyChosen = ctx.db.select({ one: sql`1` }).from(offerProducts).where(eq(offerProducts.offerId, offers.id));
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(and(activeNow, or(exists(chosen), and(eq(offers.categoryId, product.categoryId), not(exists(anyChosen))))))
    .orderBy(asc(offers.endDate), asc(offers.id));
  return rows.map((row) => toOffer(ctx.locale, row));
}
