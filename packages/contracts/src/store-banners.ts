import { z } from 'zod';
import { id, optionalId } from './common';
import { blankToNull } from './settings';
import { translationAnswer, translationInput } from './translations';
import { isMenuUri } from './widgets';

// The shop app's banners as staff manage them (store-admin.md sections 2, 3 and 7): the main
// slider, the advertising banners, the offer banners and the offers page's header. They are the
// back-office's four fixed banners, 1 to 4. Every save is multipart (POST with `_method=PUT`); an
// image is sent only when a new file was picked, so a body schema is built around the file schema
// of its side (the server's upload, the form's file slot).

/** The four fixed banners, in the order of their ids (1 to 4). */
export const STORE_BANNER_KINDS = ['main', 'ads', 'offers', 'offers_header'] as const;
export type StoreBannerKind = (typeof STORE_BANNER_KINDS)[number];

/** The fixed id of a banner kind in the back-office's routes (`add-pannars/{id}`). */
export const storeBannerId = (kind: StoreBannerKind): number => STORE_BANNER_KINDS.indexOf(kind) + 1;

/** Most entries of the main slider. */
export const MAX_MAIN_BANNERS = 20;
/** Most advertising banners stored at once. */
export const MAX_ADS_BANNERS = 20;
/** Most offer-banner records stored at once (each holds two banners). */
export const MAX_OFFER_BANNERS = 4;

/** The offers-page header is one record with this id. */
export const OFFERS_HEADER_ID = 1;

/**
 * Where a banner leads when tapped: an https address with a host name, or a path of the shop app
 * (`/offers`, `/categories/vitamins?sort=new`; one leading slash, no spaces). The same rule as the
 * website's menu links, so `javascript:`, `http:` and `//host` are refused. Empty means none.
 */
const bannerUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000)
    .refine(isMenuUri, { params: { code: 'invalid_url' } })
    .nullable(),
);

/** A caption a banner must carry (it is also the picture's description for screen readers). */
const caption = z.string().trim().min(1).max(250);
/** A caption that may stay empty. */
const optionalCaption = z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(250));

/** A row without an `id` is new: it must bring what a stored row already has. */
function newRowNeeds(fields: readonly string[]) {
  return (row: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (row.id !== undefined) return;
    for (const field of fields) {
      if (!row[field]) ctx.addIssue({ code: 'custom', path: [field], params: { code: 'required' } });
    }
  };
}

/** A list left empty by a form arrives as one empty field (`mainBanners=`): an empty list. */
const emptyFieldAsList = (v: unknown) => (v === '' ? [] : v);

// ---------------------------------------------------------------------------------------------
// Main slider

/**
 * PUT /admin/updateMainBanner (POST with `_method=PUT`): `mainBanners[i][id|url|image]` and
 * `mainBanners[i][translation][0..1][name|local]`. The list replaces the slider: a row with a stored
 * `id` is updated (a field left out keeps its value), a row without one added (it needs an image and
 * both captions), a stored row left out removed with its image. The order sent is the slider's order.
 * `mainBanners=` (one empty field) empties the slider; a body without `mainBanners` changes nothing.
 */
export function mainBannersBody<F extends z.ZodType>(file: F) {
  const entry = z
    .object({
      id: optionalId,
      url: bannerUrl.optional(),
      translation: translationInput({ name: caption }).optional(),
      image: file.optional(),
    })
    .superRefine(newRowNeeds(['image', 'translation']));
  return z.object({ mainBanners: z.preprocess(emptyFieldAsList, z.array(entry).max(MAX_MAIN_BANNERS)).optional() });
}

export const mainBannerItem = z.object({
  id,
  uuid: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  /** Arabic first, then English. */
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type MainBannerItem = z.infer<typeof mainBannerItem>;

// ---------------------------------------------------------------------------------------------
// Advertising banners

/**
 * PUT /admin/updateAdsBanner (POST with `_method=PUT`): `ads[i][id|url|image]`. Rows with a stored
 * `id` are updated (a field left out keeps its value), rows without one added (each needs an image);
 * stored banners left out stay: an advertising banner is removed only by DELETE /admin/deleteAdsBanner.
 */
export function adsBannersBody<F extends z.ZodType>(file: F) {
  const entry = z
    .object({ id: optionalId, url: bannerUrl.optional(), image: file.optional() })
    .superRefine(newRowNeeds(['image']));
  return z.object({ ads: z.array(entry).max(MAX_ADS_BANNERS).optional() });
}

export const adsBannerItem = z.object({
  id,
  uuid: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
});
export type AdsBannerItem = z.infer<typeof adsBannerItem>;

/** DELETE /admin/deleteAdsBanner: the id in the query or the body. */
export const adsBannerDeleteQuery = z.object({ id: id.optional() });

// ---------------------------------------------------------------------------------------------
// Offer banners

/**
 * An offer record's four captions per language: the first two belong to its first banner (title
 * and line under it), the last two to its second banner.
 */
export const OFFER_BANNER_NAMES = [
  'first_name_ar',
  'first_name_en',
  'second_name_ar',
  'second_name_en',
  'third_name_ar',
  'third_name_en',
  'fourth_name_ar',
  'fourth_name_en',
] as const;
export type OfferBannerName = (typeof OFFER_BANNER_NAMES)[number];

/**
 * PUT /admin/updateOfferBanner (POST with `_method=PUT`): `offers[i][id|first_image|second_image|
 * first_url|second_url]` and the eight caption fields. Rows with a stored `id` are updated (a field
 * left out keeps its value), rows without one added (they need both images); stored records left out stay.
 */
export function offerBannersBody<F extends z.ZodType>(file: F) {
  const names = Object.fromEntries(OFFER_BANNER_NAMES.map((name) => [name, optionalCaption.optional()])) as Record<
    OfferBannerName,
    z.ZodOptional<typeof optionalCaption>
  >;
  const entry = z
    .object({
      id: optionalId,
      first_url: bannerUrl.optional(),
      second_url: bannerUrl.optional(),
      ...names,
      first_image: file.optional(),
      second_image: file.optional(),
    })
    .superRefine(newRowNeeds(['first_image', 'second_image']));
  return z.object({ offers: z.array(entry).max(MAX_OFFER_BANNERS).optional() });
}

export const offerBannerItem = z.object({
  id,
  first_image: z.string().nullable(),
  second_image: z.string().nullable(),
  first_url: z.string().nullable(),
  second_url: z.string().nullable(),
  ...(Object.fromEntries(OFFER_BANNER_NAMES.map((name) => [name, z.string()])) as Record<OfferBannerName, z.ZodString>),
});
export type OfferBannerItem = z.infer<typeof offerBannerItem>;

// ---------------------------------------------------------------------------------------------
// Offers page header

/** PUT /admin/offerHeader/1 (POST with `_method=PUT`): a new `image`; without one nothing changes. */
export function offersHeaderBody<F extends z.ZodType>(file: F) {
  return z.object({ image: file.optional() });
}

/** GET /admin/offerHeader: `data.image`, null while none was chosen. */
export const offersHeaderItem = z.object({ id, image: z.string().nullable() });
export type OffersHeaderItem = z.infer<typeof offersHeaderItem>;
