import { asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  couponProducts,
  coupons,
  offerProducts,
  offers,
  products,
  storeCategories,
  storeSubcategories,
} from '../../db/schema/index';

const DAY_MS = 24 * 3_600_000;
/** Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** A Riyadh wall-clock time `days` from now, at the given hour, as promotions store it. */
function riyadhDay(days: number, time = '00:00:00'): string {
  const day = new Date(Date.now() + RIYADH_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
  return `${day} ${time}`;
}

async function categoryId(db: DbOrTx, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(eq(storeCategories.link, `/categories/${key}`));
  return row?.id;
}

/** Demo products whose English name starts with one of `names`. */
async function productIds(db: DbOrTx, names: readonly string[]): Promise<number[]> {
  const matches: SQL[] = names.map((name) => ilike(sql`${products.name}->>'en'`, `${name}%`));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(or(...matches))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

interface DemoOffer {
  name: { ar: string; en: string };
  category: string;
  products?: readonly string[];
  values: Omit<typeof offers.$inferInsert, 'name' | 'categoryId'>;
}

const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    name: { ar: 'فيتامين سي: اشترِ قطعتين واحصل على الثالثة مجانًا', en: 'Vitamin C: buy 2, get the third free' },
    category: 'vitamins',
    products: ['Vitamin C', 'Effervescent vitamin C'],
    values: {
      type: 'one_and_other_free',
      boughtCount: 2,
      freeCount: 1,
      startDate: riyadhDay(-10),
      endDate: riyadhDay(50, '23:59:59'),
    },
  },
  {
    name: { ar: 'واقيات الشمس: خصم 50% على القطعة الثانية', en: 'Sunscreens: 50% off the second one' },
    category: 'skin-care',
    products: ['Tinted sunscreen', 'Body sunscreen spray', 'Kids sunscreen'],
    values: {
      type: 'one_and_discount_on_second',
      boughtCount: 1,
      discountOnSecondOne: 50,
      startDate: riyadhDay(-5),
      endDate: riyadhDay(40, '23:59:59'),
    },
  },
  {
    name: { ar: 'الأجهزة الطبية: خصم 25 ريالًا عند الشراء بـ 200 ريال', en: 'Medical devices: SAR 25 off from SAR 200' },
    category: 'devices',
    values: {
      type: 'fixed_amount',
      discountAmount: 2_500,
      minPriceToApply: 20_000,
      startDate: riyadhDay(-20),
      endDate: riyadhDay(70, '23:59:59'),
    },
  },
  {
    name: { ar: 'العناية الشخصية: خصم 15% حتى 30 ريالًا', en: 'Personal care: 15% off, up to SAR 30' },
    category: 'personal-care',
    values: {
      type: 'percentage',
      discountAmount: 15,
      maxPriceToApply: 3_000,
      minPriceToApply: 10_000,
      startDate: riyadhDay(-3),
      endDate: riyadhDay(27, '23:59:59'),
    },
  },
  {
    name: { ar: 'عروض رمضان: خصم 10% على الأم والطفل', en: 'Ramadan offers: 10% off mother and baby' },
    category: 'mother-baby',
    products: ['Baby shampoo', 'Baby oil', 'Baby lotion', 'Diaper rash cream'],
    values: {
      type: 'percentage',
      discountAmount: 10,
      maxPriceToApply: 5_000,
      minPriceToApply: 5_000,
      startDate: riyadhDay(-100),
      endDate: riyadhDay(-70, '23:59:59'),
    },
  },
  {
    name: { ar: 'أوميغا 3: اشترِ 3 واحصل على 1 مجانًا', en: 'Omega-3: buy 3, get 1 free' },
    category: 'vitamins',
    products: ['Omega-3', 'Kids omega-3'],
    values: {
      type: 'one_and_other_free',
      boughtCount: 3,
      freeCount: 1,
      status: false,
      startDate: riyadhDay(15),
      endDate: riyadhDay(45, '23:59:59'),
    },
  },
];

interface DemoCoupon {
  products?: readonly string[];
  values: typeof coupons.$inferInsert;
}

const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    values: {
      code: 'WELCOME15',
      discountType: 'percentage',
      discount: 15,
      maxDiscount: 5_000,
      usageCount: 212,
      startDate: riyadhDay(-60),
      endDate: riyadhDay(300, '23:59:59'),
    },
  },
  {
    values: { code: 'SAVE25', discountType: 'fixed_amount', discount: 2_500, authorizedTo: 100, usageCount: 37 },
  },
  {
    products: ['Upper-arm blood pressure monitor', 'Wrist blood pressure monitor', 'Blood glucose meter'],
    values: {
      code: 'HEALTH10',
      discountType: 'percentage',
      discount: 10,
      maxDiscount: 10_000,
      authorizedTo: 500,
      usageCount: 12,
      endDate: riyadhDay(90, '23:59:59'),
    },
  },
  {
    values: {
      code: 'EID20',
      discountType: 'fixed_amount',
      discount: 2_000,
      usageCount: 480,
      startDate: riyadhDay(-120),
      endDate: riyadhDay(-110, '23:59:59'),
    },
  },
  {
    products: ['Zinc', 'Elderberry syrup', 'Effervescent vitamin C'],
    values: { code: 'IMMUNITY5', discountType: 'fixed_amount', discount: 500, status: false },
  },
];

/**
 * The demo promotions: an offer of each type (one over a whole category, one expired, one not yet
 * switched on) and a few discount codes (a capped percentage, a fixed amount for 100 uses, one for
 * some products only, one expired, one inactive). Built over the demo catalogue, so they come after
 * it; each kind is added only when there is none yet, so what staff deleted is not brought back.
 */
export async function seedDemoStorePromotions(db: DbOrTx): Promise<{ created: number }> {
  let created = 0;
  if ((await db.$count(offers)) === 0) {
    for (const offer of DEMO_OFFERS) {
      const category = await categoryId(db, offer.category);
      if (category === undefined) continue;
      const listed = offer.products ? await productIds(db, offer.products) : [];
      const [row] = await db
        .insert(offers)
        .values({ ...offer.values, name: offer.name, categoryId: category })
        .returning({ id: offers.id });
      created += 1;
      if (listed.length > 0) {
        // Only products of the offer's own category.
        const inCategory = await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
          .where(sql`${inArray(products.id, listed)} and ${storeSubcategories.categoryId} = ${category}`);
        if (inCategory.length > 0) {
          await db.insert(offerProducts).values(inCategory.map((p) => ({ offerId: row!.id, productId: p.id })));
          created += inCategory.length;
        }
      }
    }
  }
  if ((await db.$count(coupons)) === 0) {
    for (const coupon of DEMO_COUPONS) {
      const listed = coupon.products ? await productIds(db, coupon.products) : [];
      if (coupon.products && listed.length === 0) continue;
      const [row] = await db.insert(coupons).values(coupon.values).returning({ id: coupons.id });
      created += 1;
      if (listed.length > 0) {
        await db.insert(couponProducts).values(listed.map((productId) => ({ couponId: row!.id, productId })));
        created += listed.length;
      }
    }
  }
  return { created };
}
