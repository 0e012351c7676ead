import type { BranchBody, BranchItem, BranchListQuery, BranchServiceItem, Locale } from '@app/contracts';
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { branches, branchServices } from '../../db/schema/index';
import { fieldError, notFound } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { mutate } from '../../kernel/mutate';
import { pageOf } from '../../kernel/paging';
import { containsPattern, prefixPattern } from '../../lib/arabic-search';
import type { UploadedFile } from '../../lib/uploads';
import { imageRule } from '../../plugins/storage';
import {
  BRANCHES_TAG,
  type BranchInput,
  branchAnswer,
  branchValues,
  loadBranchDetails,
  replaceBranchChildren,
  serviceAnswer,
} from './service';

export type BranchWrite = BranchBody & { image?: UploadedFile | undefined };

type Action = 'add branch' | 'edit branch' | 'delete branch';

const write = (action: Action, mode: 'create' | 'update' | 'delete') => ({
  action,
  mode,
  subject: 'branches',
  // The public branch finder and its city list are built from branches.
  invalidates: [BRANCHES_TAG],
});

type BranchRow = typeof branches.$inferSelect;

async function toItems(ctx: AdminContext, db: DbOrTx, rows: BranchRow[]): Promise<BranchItem[]> {
  const fileUrl = (key: string | null) => (key ? ctx.files.publicUrl(key) : null);
  const { shifts, services } = await loadBranchDetails(
    db,
    rows.map((r) => r.id),
    ctx.locale,
  );
  return rows.map((row) =>
    branchAnswer(row, ctx.locale, fileUrl, shifts.get(row.id) ?? [], services.get(row.id) ?? []),
  );
}

function listConditions(query: BranchListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  // Both patterns are folded the way the stored keys are (lower case included), so احمد finds أحمد
  // and plain LIKE suffices.
  const name = containsPattern(query.name);
  // Staff also know a branch by its code (the store's link form is searched this way): its start, any case.
  const code = prefixPattern(query.name);
  if (name && code) conditions.push(or(like(branches.nameKey, name), ilike(branches.code, code))!);
  const city = containsPattern(query.city);
  if (city) conditions.push(or(like(branches.cityKeyAr, city), like(branches.cityKeyEn, city))!);
  return conditions.length ? and(...conditions) : undefined;
}

/** Every branch (active or not), newest first, filtered by name (or the start of the code) and city. */
export async function listBranches(ctx: AdminContext, query: BranchListQuery) {
  const where = listConditions(query);
  const page = await pageOf(query, {
    rows: (limit, offset) =>
      ctx.db.select().from(branches).where(where).orderBy(desc(branches.id)).limit(limit).offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(branches).where(where))[0]?.n ?? 0,
  });
  return { data: await toItems(ctx, ctx.db, page.data), total: page.total };
}

async function loadBranch(ctx: AdminContext, db: DbOrTx, id: number): Promise<BranchItem> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  if (!row) throw notFound();
  return (await toItems(ctx, db, [row]))[0]!;
}

export function getBranch(ctx: AdminContext, id: number): Promise<BranchItem> {
  return loadBranch(ctx, ctx.db, id);
}

/** The in-branch services a branch can offer, in id order. */
export async function listServices(ctx: AdminContext): Promise<BranchServiceItem[]> {
  const rows = await ctx.db.select().from(branchServices).orderBy(asc(branchServices.id));
  return rows.map((row) => serviceAnswer(row, ctx.locale));
}

/** The body's language entries as bilingual columns; city and address fall back to the plain fields. */
function texts(body: BranchBody) {
  const entry = (locale: Locale) => body.translation.find((t) => (t.locale ?? t.local) === locale)!;
  const ar = entry('ar');
  const en = entry('en');
  const city: Bilingual = { ar: ar.city ?? body.city ?? '', en: en.city ?? body.city ?? '' };
  const address: Bilingual = { ar: ar.address ?? body.address ?? '', en: en.address ?? body.address ?? '' };
  if (!city.ar || !city.en) throw fieldError('city', 'required');
  return { name: { ar: ar.name, en: en.name }, city, address };
}

async function assertServicesExist(db: DbOrTx, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: branchServices.id })
    .from(branchServices)
    .where(inArray(branchServices.id, wanted));
  if (found.length !== wanted.length) throw fieldError('services', 'invalid_choice');
}

function toInput(body: BranchBody, image: string | null): BranchInput {
  return {
    code: body.code,
    ...texts(body),
    region: body.region ?? null,
    mobile: body.mobile ?? null,
    googleMapUrl: body.google_map_url ?? null,
    image,
    active: body.active === 1,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    timeFrom: body.time_from ?? null,
    timeTo: body.time_to ?? null,
    is24Hour: body.is_24_hour === 1,
    timeShifts: body.time_shifts.map((s) => ({ timeFrom: s.time_from, timeTo: s.time_to })),
    serviceIds: body.services,
  };
}

export async function createBranch(ctx: AdminContext, body: BranchWrite): Promise<BranchItem> {
  const upload = body.image ? await ctx.files.prepare(body.image, imageRule) : undefined;
  return mutate(ctx, write('add branch', 'create'), async (scope) => {
    const values = branchValues(toInput(body, null));
    await assertServicesExist(scope.tx, body.services);
    const image = upload ? await scope.saveFile(upload, { folder: 'branches' }) : null;
    const input = toInput(body, image?.key ?? null);
    const [row] = await scope.tx
      .insert(branches)
      .values({ ...values, image: input.image ?? null })
      .returning({ id: branches.id });
    await replaceBranchChildren(scope.tx, row!.id, input);
    scope.describe(row!.id, input.name.ar);
    return loadBranch(ctx, scope.tx, row!.id);
  });
}

export async function updateBranch(ctx: AdminContext, id: number, body: BranchWrite): Promise<BranchItem> {
  const upload = body.image ? await ctx.files.prepare(body.image, imageRule) : undefined;
  return mutate(ctx, write('edit branch', 'update'), async (scope) => {
    const [old] = await scope.tx.select().from(branches).where(eq(branches.id, id)).for('update');
    if (!old) throw notFound();
    const values = branchValues(toInput(body, null));
    await assertServicesExist(scope.tx, body.services);
    const image = upload ? await scope.saveFile(upload, { folder: 'branches' }) : null;
    if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    const input = toInput(body, image?.key ?? old.image);
    await scope.tx
      .update(branches)
      .set({ ...values, image: input.image ?? null, updatedAt: new Date() })
      .where(eq(branches.id, id));
    await replaceBranchChildren(scope.tx, id, input);
    scope.describe(id, input.name.ar);
    return loadBranch(ctx, scope.tx, id);
  });
}

/**
 * Deletes a branch with its shifts and service links. Staff who belonged to it stay, without a
 * branch (the foreign key sets their branch to none).
 */
export function deleteBranch(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete branch', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(branches).where(eq(branches.id, id)).returning();
    if (!row) throw notFound();
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.name.ar);
  });
}
