import type {
  BranchAnswer,
  BranchCityAnswer,
  BranchQuery,
  BranchServiceAnswer,
  BranchTimeShiftAnswer,
  Locale,
} from '@app/contracts';
import { and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { branches, branchServiceLinks, branchServices, branchTimeShifts } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { FileUrl } from '../../kernel/file-urls';
import { containsPattern, normalizeArabic, searchKey } from '../../lib/arabic-search';
import { pick, toTranslations } from '../../lib/translations';

/** Cache tag of every public answer built from branches or their services. */
export const BRANCHES_TAG = 'branches';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** `time` columns read back as 'HH:MM:SS'; the API speaks 'HH:MM'. */
function formatTime(value: string | null): string | null {
  return value ? value.slice(0, 5) : null;
}

type BranchRow = typeof branches.$inferSelect;

export function serviceAnswer(row: { id: number; name: Bilingual }, locale: Locale): BranchServiceAnswer {
  return { id: row.id, name: pick(row.name, locale), translation: toTranslations({ name: row.name }) };
}

/** Shifts and services of many branches in two queries, grouped by branch. */
export async function loadBranchDetails(db: DbOrTx, ids: number[], locale: Locale) {
  const shifts = new Map<number, BranchTimeShiftAnswer[]>();
  const services = new Map<number, BranchServiceAnswer[]>();
  if (ids.length === 0) return { shifts, services };
  const [shiftRows, serviceRows] = await Promise.all([
    db
      .select()
      .from(branchTimeShifts)
      .where(inArray(branchTimeShifts.branchId, ids))
      .orderBy(asc(branchTimeShifts.branchId), asc(branchTimeShifts.sort), asc(branchTimeShifts.id)),
    db
      .select({ branchId: branchServiceLinks.branchId, id: branchServices.id, name: branchServices.name })
      .from(branchServiceLinks)
      .innerJoin(branchServices, eq(branchServices.id, branchServiceLinks.serviceId))
      .where(inArray(branchServiceLinks.branchId, ids))
      .orderBy(asc(branchServiceLinks.branchId), asc(branchServices.id)),
  ]);
  for (const row of shiftRows) {
    const list = shifts.get(row.branchId) ?? [];
    list.push({ id: row.id, time_from: formatTime(row.timeFrom)!, time_to: formatTime(row.timeTo)! });
    shifts.set(row.branchId, list);
  }
  for (const row of serviceRows) {
    const list = services.get(row.branchId) ?? [];
    list.push(serviceAnswer(row, locale));
    services.set(row.branchId, list);
  }
  return { shifts, services };
}

export function branchAnswer(
  row: BranchRow,
  locale: Locale,
  fileUrl: FileUrl,
  shifts: BranchTimeShiftAnswer[],
  services: BranchServiceAnswer[],
): BranchAnswer {
  const from = formatTime(row.timeFrom);
  const to = formatTime(row.timeTo);
  return {
    id: row.id,
    code: row.code,
    name: pick(row.name, locale),
    address: pick(row.address, locale),
    city: pick(row.city, locale),
    translation: toTranslations({ name: row.name, address: row.address, city: row.city }),
    mobile: row.mobile,
    region: row.region,
    google_map_url: row.googleMapUrl,
    image: fileUrl(row.image),
    active: flag(row.active),
    lat: row.latitude,
    long: row.longitude,
    latitude: row.latitude,
    longitude: row.longitude,
    from_time: from,
    to_time: to,
    time_from: from,
    time_to: to,
    is_24_hour: flag(row.is24Hour),
    time_shifts: shifts,
    services,
  };
}

/** Active branches matching the search (name, city or address) and the city filter, ordered by code. */
export async function listPublicBranches(
  db: DbOrTx,
  fileUrl: FileUrl,
  locale: Locale,
  query: BranchQuery,
): Promise<BranchAnswer[]> {
  const conditions: SQL[] = [eq(branches.active, true)];
  const pattern = containsPattern(query.search);
  // LIKE '%…%' on the folded key is answered from the trigram index. Key and pattern are both
  // folded to lower case already, so LIKE matches what ILIKE would at half the cost per row checked.
  if (pattern) conditions.push(like(branches.searchKey, pattern));
  const cityKey = normalizeArabic(query.city);
  if (cityKey) conditions.push(or(eq(branches.cityKeyAr, cityKey), eq(branches.cityKeyEn, cityKey))!);

  const rows = await db
    .select()
    .from(branches)
    .where(and(...conditions))
    .orderBy(asc(branches.code), asc(branches.id));
  return publicAnswers(db, fileUrl, locale, rows);
}

/** One active branch, for its own page; 404 when it is unknown or not shown. */
export async function getPublicBranch(db: DbOrTx, fileUrl: FileUrl, locale: Locale, id: number): Promise<BranchAnswer> {
  const rows = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.active, true)));
  const [answer] = await publicAnswers(db, fileUrl, locale, rows);
  if (!answer) throw notFound();
  return answer;
}

/** Branch rows as the public reads answer them, their shifts and services read in two queries. */
async function publicAnswers(db: DbOrTx, fileUrl: FileUrl, locale: Locale, rows: BranchRow[]): Promise<BranchAnswer[]> {
  const { shifts, services } = await loadBranchDetails(
    db,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((row) => branchAnswer(row, locale, fileUrl, shifts.get(row.id) ?? [], services.get(row.id) ?? []));
}

/** Distinct cities of active branches (for the city filter), in the request language's order. */
export async function listBranchCities(db: DbOrTx, locale: Locale): Promise<BranchCityAnswer[]> {
  const rows = await db
    .select({
      keyAr: branches.cityKeyAr,
      keyEn: branches.cityKeyEn,
      // Any spelling of the group will do; the keys already say they are the same city.
      city: sql<Bilingual>`(array_agg(${branches.city} order by ${branches.id}))[1]`,
      count: sql<number>`count(*)::int`,
    })
    .from(branches)
    .where(eq(branches.active, true))
    .groupBy(branches.cityKeyAr, branches.cityKeyEn);
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({
      name: pick(row.city, locale),
      translation: toTranslations({ name: row.city }),
      branches_count: Number(row.count),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export interface BranchInput {
  code: string;
  name: Bilingual;
  address: Bilingual;
  city: Bilingual;
  region?: string | null;
  mobile?: string | null;
  googleMapUrl?: string | null;
  /** Storage key of an already stored public image. */
  image?: string | null;
  active?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  /** 'HH:MM' or 'HH:MM:SS'; ignored (stored null) for a 24-hour branch. */
  timeFrom?: string | null;
  timeTo?: string | null;
  is24Hour?: boolean;
  timeShifts?: { timeFrom: string; timeTo: string }[];
  serviceIds?: number[];
}

/** The columns a branch write sets, search keys included. */
export function branchValues(input: BranchInput) {
  const is24Hour = input.is24Hour ?? false;
  return {
    code: input.code.trim(),
    name: input.name,
    address: input.address,
    city: input.city,
    region: input.region ?? null,
    mobile: input.mobile ?? null,
    googleMapUrl: input.googleMapUrl ?? null,
    image: input.image ?? null,
    active: input.active ?? true,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    timeFrom: is24Hour ? null : (input.timeFrom ?? null),
    timeTo: is24Hour ? null : (input.timeTo ?? null),
    is24Hour,
    ...branchKeys(input),
  };
}

/** The folded search keys of a branch (see lib/arabic-search). */
function branchKeys(input: { name: Bilingual; city: Bilingual; address: Bilingual }) {
  return {
    nameKey: searchKey(input.name.ar, input.name.en),
    searchKey: searchKey(
      input.name.ar,
      input.name.en,
      input.city.ar,
      input.city.en,
      input.address.ar,
      input.address.en,
    ),
    cityKeyAr: normalizeArabic(input.city.ar),
    cityKeyEn: normalizeArabic(input.city.en),
  };
}

/**
 * Brings every branch's stored search keys in line with the current normalizer (run at start-up):
 * rows written before a change of the folding rules, or before a key existed, are re-keyed;
 * rows already right are left alone. Answers how many rows changed.
 */
export async function rekeyBranches(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      city: branches.city,
      address: branches.address,
      nameKey: branches.nameKey,
      searchKey: branches.searchKey,
      cityKeyAr: branches.cityKeyAr,
      cityKeyEn: branches.cityKeyEn,
    })
    .from(branches);
  let changed = 0;
  for (const row of rows) {
    const keys = branchKeys(row);
    const same = (Object.keys(keys) as (keyof typeof keys)[]).every((name) => keys[name] === row[name]);
    if (same) continue;
    await db.update(branches).set(keys).where(eq(branches.id, row.id));
    changed += 1;
  }
  return changed;
}

export async function replaceBranchChildren(tx: DbOrTx, branchId: number, input: BranchInput): Promise<void> {
  await tx.delete(branchTimeShifts).where(eq(branchTimeShifts.branchId, branchId));
  await tx.delete(branchServiceLinks).where(eq(branchServiceLinks.branchId, branchId));
  const shifts = input.is24Hour ? [] : (input.timeShifts ?? []);
  if (shifts.length > 0) {
    await tx
      .insert(branchTimeShifts)
      .values(shifts.map((s, sort) => ({ branchId, timeFrom: s.timeFrom, timeTo: s.timeTo, sort })));
  }
  const serviceIds = [...new Set(input.serviceIds ?? [])];
  if (serviceIds.length > 0) {
    await tx.insert(branchServiceLinks).values(serviceIds.map((serviceId) => ({ branchId, serviceId })));
  }
}

/** Adds an in-branch service (blood pressure check, ...); answers its id. */
export async function createBranchService(db: DbOrTx, name: Bilingual): Promise<number> {
  const [row] = await db.insert(branchServices).values({ name }).returning({ id: branchServices.id });
  return row!.id;
}
