import {
  type AdsBannerItem,
  type adsBannersBody,
  MAX_ADS_BANNERS,
  MAX_OFFER_BANNERS,
  type MainBannerItem,
  type mainBannersBody,
  OFFERS_HEADER_ID,
  type OfferBannerItem,
  type OffersHeaderItem,
  type offerBannersBody,
  type offersHeaderBody,
} from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { adsBanners, mainBanners, offerBanners, offersHeader } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext, ServiceContext } from '../../../kernel/context';
import { type FileUrl, publicFileUrl } from '../../../kernel/file-urls';
import { mutate, type StoredRef } from '../../../kernel/mutate';
import { fromTranslations, mergeTranslations, toTranslations } from '../../../lib/translations';
import type { uploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';

/**
 * Public-cache tag of the shop app's banners: a customer-facing read of them declares it, and every
 * write here drops it on every instance after commit.
 */
export const STORE_BANNERS_TAG = 'store-banners';

type Subject = 'main banners' | 'ads banners' | 'offer banners' | 'offers header';

const write = (subject: Subject, mode: 'create' | 'update' | 'delete' = 'update') => ({
  action: 'manage banners',
  mode,
  subject,
  invalidates: [STORE_BANNERS_TAG],
});

/** Where each kind's pictures are stored. */
const FOLDERS = {
  main: 'store-banners/main',
  ads: 'store-banners/ads',
  offers: 'store-banners/offers',
  header: 'store-banners/offers-header',
} as const;

const publicFile = (key: string | null): StoredRef | null => (key ? { visibility: 'public', key } : null);

type File = typeof uploadedFile;
export type MainBannersWrite = z.output<ReturnType<typeof mainBannersBody<File>>>;
export type AdsBannersWrite = z.output<ReturnType<typeof adsBannersBody<File>>>;
export type OfferBannersWrite = z.output<ReturnType<typeof offerBannersBody<File>>>;
export type OffersHeaderWrite = z.output<ReturnType<typeof offersHeaderBody<File>>>;

/**
 * The stored rows a request names by id: an unknown or repeated id is the sender's mistake, a 422 on
 * that row's `id`.
 */
function namedIds(stored: readonly number[], sent: ReadonlyArray<number | undefined>, list: string): Set<number> {
  const known = new Set(stored);
  const named = new Set<number>();
  sent.forEach((id, index) => {
    if (id === undefined) return;
    if (!known.has(id) || named.has(id)) throw fieldError(`${list}[${index}][id]`, 'invalid');
    named.add(id);
  });
  return named;
}

/** Leaves a link as it is when the field was not sent. */
const sentOr = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

// ---------------------------------------------------------------------------------------------
// Main slider

type MainRow = typeof mainBanners.$inferSelect;

const toMainItem = (url: FileUrl, row: MainRow): MainBannerItem => ({
  id: row.id,
  uuid: row.uuid,
  url: row.url,
  image: url(row.image),
  translation: toTranslations({ name: row.name }, { key: 'local' }),
});

const mainRows = (db: DbOrTx) => db.select().from(mainBanners).orderBy(asc(mainBanners.position), asc(mainBanners.id));

export async function listMainBanners(ctx: ServiceContext): Promise<MainBannerItem[]> {
  const url = publicFileUrl(ctx);
  return (await mainRows(ctx.db)).map((row) => toMainItem(url, row));
}

/** Replaces the slider with the rows sent, in their order (see `mainBannersBody`). */
export async function saveMainBanners(ctx: AdminContext, input: MainBannersWrite): Promise<MainBannerItem[]> {
  const rows = input.mainBanners;
  if (rows === undefined) return listMainBanners(ctx);
  const images = await ctx.files.prepareAll(rows.map((row) => [row.image, imageRule] as const));
  return mutate(ctx, write('main banners'), async (scope) => {
    const stored = await scope.tx.select().from(mainBanners).for('update');
    const byId = new Map(stored.map((row) => [row.id, row]));
    const kept = namedIds(
      [...byId.keys()],
      rows.map((row) => row.id),
      'mainBanners',
    );
    for (const row of stored) {
      if (kept.has(row.id)) continue;
      await scope.tx.delete(mainBanners).where(eq(mainBanners.id, row.id));
      scope.removeAfterCommit(publicFile(row.image));
    }
    for (const [position, row] of rows.entries()) {
      const old = row.id === undefined ? undefined : byId.get(row.id);
      const image = images[position];
      let imageKey = old?.image ?? null;
      if (image) {
        imageKey = (await scope.saveFile(image, { folder: FOLDERS.main })).key;
        scope.removeAfterCommit(publicFile(old?.image ?? null));
      }
      if (old) {
        const { name } = mergeTranslations(row.translation, ['name'], { name: old.name });
        await scope.tx
          .update(mainBanners)
          .set({ name, image: imageKey, url: sentOr(row.url, old.url), position, updatedAt: new Date() })
          .where(eq(mainBanners.id, old.id));
      } else {
        const { name } = fromTranslations(row.translation ?? [], ['name']);
        await scope.tx.insert(mainBanners).values({ name, image: imageKey, url: row.url ?? null, position });
      }
    }
    scope.describe(null, null);
    const url = publicFileUrl(ctx);
    return (await mainRows(scope.tx)).map((row) => toMainItem(url, row));
  });
}

// ---------------------------------------------------------------------------------------------
// Advertising banners

type AdsRow = typeof adsBanners.$inferSelect;

const toAdsItem = (url: FileUrl, row: AdsRow): AdsBannerItem => ({
  id: row.id,
  uuid: row.uuid,
  url: row.url,
  image: url(row.image),
});

const adsRows = (db: DbOrTx) => db.select().from(adsBanners).orderBy(asc(adsBanners.position), asc(adsBanners.id));

export async function listAdsBanners(ctx: ServiceContext): Promise<AdsBannerItem[]> {
  const url = publicFileUrl(ctx);
  return (await adsRows(ctx.db)).map((row) => toAdsItem(url, row));
}

/**
 * Updates the banners sent with an id and adds those without one. When the request names every
 * stored banner, its order becomes the order; otherwise the others keep their places and new ones go last.
 */
export async function saveAdsBanners(ctx: AdminContext, input: AdsBannersWrite): Promise<AdsBannerItem[]> {
  const rows = input.ads;
  if (rows === undefined) return listAdsBanners(ctx);
  const images = await ctx.files.prepareAll(rows.map((row) => [row.image, imageRule] as const));
  return mutate(ctx, write('ads banners'), async (scope) => {
    const stored = await scope.tx.select().from(adsBanners).for('update');
    const byId = new Map(stored.map((row) => [row.id, row]));
    const named = namedIds(
      [...byId.keys()],
      rows.map((row) => row.id),
      'ads',
    );
    const added = rows.filter((row) => row.id === undefined).length;
    if (stored.length + added > MAX_ADS_BANNERS) throw fieldError('ads', 'too_many_items', { max: MAX_ADS_BANNERS });
    const reorders = named.size === stored.length;
    let last = stored.reduce((max, row) => Math.max(max, row.position), -1);
    for (const [index, row] of rows.entries()) {
      const old = row.id === undefined ? undefined : byId.get(row.id);
      const image = images[index];
      let imageKey = old?.image ?? null;
      if (image) {
        imageKey = (await scope.saveFile(image, { folder: FOLDERS.ads })).key;
        scope.removeAfterCommit(publicFile(old?.image ?? null));
      }
      if (old) {
        const position = reorders ? index : old.position;
        await scope.tx
          .update(adsBanners)
          .set({ image: imageKey, url: sentOr(row.url, old.url), position, updatedAt: new Date() })
          .where(eq(adsBanners.id, old.id));
      } else {
        last += 1;
        const position = reorders ? index : last;
        await scope.tx.insert(adsBanners).values({ image: imageKey, url: row.url ?? null, position });
      }
    }
    scope.describe(null, null);
    const url = publicFileUrl(ctx);
    return (await adsRows(scope.tx)).map((row) => toAdsItem(url, row));
  });
}

export function deleteAdsBanner(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('ads banners', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(adsBanners).where(eq(adsBanners.id, id)).returning();
    if (!row) throw notFound();
    scope.removeAfterCommit(publicFile(row.image));
    scope.describe(id, null);
  });
}

// ---------------------------------------------------------------------------------------------
// Offer banners

type OfferRow = typeof offerBanners.$inferSelect;

const toOfferItem = (url: FileUrl, row: OfferRow): OfferBannerItem => ({
  id: row.id,
  first_image: url(row.firstImage),
  second_image: url(row.secondImage),
  first_url: row.firstUrl,
  second_url: row.secondUrl,
  first_name_ar: row.firstName.ar,
  first_name_en: row.firstName.en,
  second_name_ar: row.secondName.ar,
  second_name_en: row.secondName.en,
  third_name_ar: row.thirdName.ar,
  third_name_en: row.thirdName.en,
  fourth_name_ar: row.fourthName.ar,
  fourth_name_en: row.fourthName.en,
});

const offerRows = (db: DbOrTx) => db.select().from(offerBanners).orderBy(asc(offerBanners.id));

export async function listOfferBanners(ctx: ServiceContext): Promise<OfferBannerItem[]> {
  const url = publicFileUrl(ctx);
  return (await offerRows(ctx.db)).map((row) => toOfferItem(url, row));
}

type OfferEntry = NonNullable<OfferBannersWrite['offers']>[number];

/** A caption in both languages: what was sent, else what is stored, else empty. */
function captionOf(row: OfferEntry, which: 'first' | 'second' | 'third' | 'fourth', old: OfferRow | undefined) {
  const stored = old?.[`${which}Name`] ?? { ar: '', en: '' };
  return {
    ar: sentOr(row[`${which}_name_ar`], stored.ar),
    en: sentOr(row[`${which}_name_en`], stored.en),
  };
}

/** Updates the records sent with an id and adds those without one (see `offerBannersBody`). */
export async function saveOfferBanners(ctx: AdminContext, input: OfferBannersWrite): Promise<OfferBannerItem[]> {
  const rows = input.offers;
  if (rows === undefined) return listOfferBanners(ctx);
  const images = await ctx.files.prepareAll(
    rows.flatMap((row) => [[row.first_image, imageRule] as const, [row.second_image, imageRule] as const]),
  );
  return mutate(ctx, write('offer banners'), async (scope) => {
    const stored = await scope.tx.select().from(offerBanners).for('update');
    const byId = new Map(stored.map((row) => [row.id, row]));
    namedIds(
      [...byId.keys()],
      rows.map((row) => row.id),
      'offers',
    );
    const added = rows.filter((row) => row.id === undefined).length;
    if (stored.length + added > MAX_OFFER_BANNERS) {
      throw fieldError('offers', 'too_many_items', { max: MAX_OFFER_BANNERS });
    }
    for (const [index, row] of rows.entries()) {
      const old = row.id === undefined ? undefined : byId.get(row.id);
      const keys = { first: old?.firstImage ?? null, second: old?.secondImage ?? null };
      for (const [slot, which] of [
        [0, 'first'],
        [1, 'second'],
      ] as const) {
        const image = images[index * 2 + slot];
        if (!image) continue;
        keys[which] = (await scope.saveFile(image, { folder: FOLDERS.offers })).key;
        scope.removeAfterCommit(publicFile(old?.[`${which}Image`] ?? null));
      }
      const values = {
        firstImage: keys.first,
        secondImage: keys.second,
        firstUrl: sentOr(row.first_url, old?.firstUrl ?? null),
        secondUrl: sentOr(row.second_url, old?.secondUrl ?? null),
        firstName: captionOf(row, 'first', old),
        secondName: captionOf(row, 'second', old),
        thirdName: captionOf(row, 'third', old),
        fourthName: captionOf(row, 'fourth', old),
      };
      if (old) {
        await scope.tx
          .update(offerBanners)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(offerBanners.id, old.id));
      } else {
        await scope.tx.insert(offerBanners).values(values);
      }
    }
    scope.describe(null, null);
    const url = publicFileUrl(ctx);
    return (await offerRows(scope.tx)).map((row) => toOfferItem(url, row));
  });
}

// ---------------------------------------------------------------------------------------------
// Offers page header

export async function getOffersHeader(ctx: ServiceContext): Promise<OffersHeaderItem> {
  const [row] = await ctx.db.select().from(offersHeader).where(eq(offersHeader.id, OFFERS_HEADER_ID));
  return { id: OFFERS_HEADER_ID, image: publicFileUrl(ctx)(row?.image ?? null) };
}

/** Stores a new header image (the record is made on first save); without one nothing changes. */
export async function saveOffersHeader(
  ctx: AdminContext,
  id: number,
  input: OffersHeaderWrite,
): Promise<OffersHeaderItem> {
  if (id !== OFFERS_HEADER_ID) throw notFound();
  if (!input.image) return getOffersHeader(ctx);
  const image = await ctx.files.prepare(input.image, imageRule);
  return mutate(ctx, write('offers header'), async (scope) => {
    const [old] = await scope.tx.select().from(offersHeader).where(eq(offersHeader.id, OFFERS_HEADER_ID)).for('update');
    const key = (await scope.saveFile(image, { folder: FOLDERS.header })).key;
    scope.removeAfterCommit(publicFile(old?.image ?? null));
    await scope.tx
      .insert(offersHeader)
      .values({ id: OFFERS_HEADER_ID, image: key })
      .onConflictDoUpdate({ target: offersHeader.id, set: { image: key, updatedAt: new Date() } });
    scope.describe(OFFERS_HEADER_ID, null);
    return { id: OFFERS_HEADER_ID, image: publicFileUrl(ctx)(key) };
  });
}
