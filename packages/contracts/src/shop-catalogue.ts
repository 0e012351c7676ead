import { z } from 'zod';
import { id, MAX_PAGE_LIMIT, optionalId } from './common';
import { moneyAnswer } from './money';
import { adsBannerItem, mainBannerItem, offerBannerItem, offersHeaderItem } from './store-banners';
import { OFFER_TYPES } from './store-promotions';

// The shop app's catalogue (/api/shop, public, served through the public cache): what customers
// browse. Only active categories, sub-categories and products ever appear; names are in the
// request's language; prices are VAT-inclusive SAR with two decimals.

const namedRef = z.object({ id, name: z.string() });

export const shopCategory = z.object({
  id,
  name: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
  link: z.string().nullable(),
  is_featured: z.boolean(),
  subcategories: z.array(namedRef.extend({ image: z.string().nullable(), is_featured: z.boolean() })),
});
export type ShopCategory = z.infer<typeof shopCategory>;

const SHOP_PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** GET /shop/products: a category or sub-category, a search (Arabic-folded name, or a code's start), a sort. */
export const shopProductQuery = z.object({
  page: id.default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
  category_id: optionalId,
  subcategory_id: optionalId,
  search: z.string().trim().max(200).optional(),
  sort: z.enum(SHOP_PRODUCT_SORTS).default('newest'),
  featured: z.enum(['1']).optional(),
});
export type ShopProductQuery = z.infer<typeof shopProductQuery>;

const shopProductItem = z.object({
  id,
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** VAT included. */
  price: moneyAnswer,
  /** Sold against a prescription only. */
  wasfy: z.boolean(),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
  category: namedRef,
  subcategory: namedRef,
});
export type ShopProductItem = z.infer<typeof shopProductItem>;

export const shopProductPage = z.object({ data: z.array(shopProductItem), total: z.number().int() });

/** An active offer as customers see it: what it gives, and until when. */
export const shopOffer = z.object({
  id,
  name: z.string(),
  type: z.enum(OFFER_TYPES),
  /** What it says in the request's language ("Buy 2, get 1 free"). */
  summary: z.string(),
  end_date: z.string(),
});
export type ShopOffer = z.infer<typeof shopOffer>;

const shopReview = z.object({
  id,
  name: z.string(),
  rating: z.number().int().nullable(),
  comment: z.string(),
  created_at: z.string(),
});

export const shopProductDetail = shopProductItem.extend({
  description: z.string(),
  images: z.array(z.string()),
  /** Price before VAT and the VAT in it, as the invoice will show them. */
  price_before_vat: moneyAnswer,
  vat: moneyAnswer,
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  reviews: z.array(shopReview),
});
export type ShopProductDetail = z.infer<typeof shopProductDetail>;

export const shopCity = z.object({
  id,
  name: z.string(),
  delivery_price: moneyAnswer,
  prescription_delivery_price: moneyAnswer,
  districts: z.array(namedRef.extend({ served: z.boolean() })),
});
export type ShopCity = z.infer<typeof shopCity>;

/** POST /shop/products/{id}/reviews: a rating from 1 to 5 and a comment; shown once staff approve it. */
export const shopReviewBody = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().min(2).max(1000),
});
export type ShopReviewBody = z.infer<typeof shopReviewBody>;

/** GET /shop/banners: everything the app's home and offers page show, in one answer. */
export const shopBanners = z.object({
  main: z.array(mainBannerItem),
  ads: z.array(adsBannerItem),
  offers: z.array(offerBannerItem),
  offers_header: offersHeaderItem,
});
