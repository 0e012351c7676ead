import {
  halalasToText,
  type Locale,
  netOfInclusive,
  type ShopProductDetail,
  type ShopProductItem,
  type ShopProductQuery,
  vatOfInclusive,
} from '@app/contracts';
import { and, asc, avg, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { productReviews, products, storeCategories, storeSubcategories } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { ServiceContext } from '../../../kernel/context';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, prefixPattern } from '../../../lib/arabic-search';
import { pick } from '../../../lib/translations';

// The shop's products as customers browse them (public, cached).

const fileUrl = (ctx: ServiceContext, key: string | null) => (key ? ctx.files.publicUrl(key) : null);

/** What customers may see: an active product in an active sub-category of an active category. */
const visible = and(eq(products.active, true), eq(storeSubcategories.active, true), eq(storeCategories.active, true));

function productFilter(query: ShopProductQuery): SQL | undefined {
  const name = containsPattern(query.search);
  const code = prefixPattern(query.search);
  return and(
    visible,
    query.category_id ? eq(storeSubcategories.categoryId, query.category_id) : undefined,
    query.subcategory_id ? eq(products.subcategoryId, query.subcategory_id) : undefined,
    query.featured ? eq(products.isFeatured, true) : undefined,
    name && code ? or(like(products.nameKey, name), like(products.code, code)) : undefined,
  );
}

const ORDER = {
  newest: [desc(products.id)],
  price_asc: [asc(products.price), desc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
} as const;

const productColumns = { product: products, subcategory: storeSubcategories, category: storeCategories };
type ProductRow = {
  product: typeof products.$inferSelect;
  subcategory: typeof storeSubcategories.$inferSelect;
  category: typeof storeCategories.$inferSelect;
};

function toItem(ctx: ServiceContext, { product, subcategory, category }: ProductRow): ShopProductItem {
  const locale: Locale = ctx.locale;
  return {
    id: product.id,
    code: product.code,
    name: pick(product.name, locale),
    image: fileUrl(ctx, product.image),
    price: halalasToText(product.price),
    wasfy: product.wasfy,
    in_stock: product.stockTotal > 0,
    is_featured: product.isFeatured,
    category: { id: category.id, name: pick(category.name, locale) },
    subcategory: { id: subcategory.id, name: pick(subcategory.name, locale) },
  };
}

export function listProducts(ctx: ServiceContext, query: ShopProductQuery) {
  const where = productFilter(query);
  const joined = () =>
    ctx.db
      .select(productColumns)
      .from(products)
      .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
      .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId));
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        joined()
          .where(where)
          .orderBy(...ORDER[query.sort])
          .limit(limit)
          .offset(offset),
      count: async () =>
        (
          await ctx.db
            .select({ n: count() })
            .from(products)
            .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
            .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId))
            .where(where)
        )[0]?.n ?? 0,
    },
    (row) => toItem(ctx, row),
  );
}

/** How many of a product's shown reviews the detail carries (the newest). */
const REVIEWS_SHOWN = 20;

export async function getProduct(ctx: ServiceContext, id: number): Promise<ShopProductDetail> {
  const [row] = await ctx.db
    .select(productColumns)
    .from(products)
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId))
    .where(and(eq(products.id, id), visible));
  if (!row) throw notFound();
  const shown = and(eq(productReviews.productId, id), eq(productReviews.shown, true));
  const [summary] = await ctx.db
    .select({ n: count(), rating: avg(productReviews.rating) })
    .from(productReviews)
    .where(shown);
  const reviews = await ctx.db
    .select()
    .from(productReviews)
    .where(shown)
    .orderBy(desc(productReviews.id))
    .limit(REVIEWS_SHOWN);
  const item = toItem(ctx, row);
  return {
    ...item,
    description: pick(row.product.description, ctx.locale),
    images: item.image ? [item.image] : [],
    price_before_vat: halalasToText(netOfInclusive(row.product.price)),
    vat: halalasToText(vatOfInclusive(row.product.price)),
    rating:
      summary?.rating === null || summary?.rating === undefined ? null : Math.round(Number(summary.rating) * 10) / 10,
    reviews_count: summary?.n ?? 0,
    reviews: reviews.map((review) => ({
      id: review.id,
      name: review.name,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
  };
}
