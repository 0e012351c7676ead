import type {
  HomeStatisticItem,
  HomeStatisticsBody,
  MenuBody,
  MenuItem,
  SliderItem,
  SliderOrderBody,
} from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { homeStatistics, menuItems, type SliderKind, sliderImages } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';
import { SITE_TAGS } from '../service';

// ---------------------------------------------------------------------------------------------
// Sliders: one service for both, told which slider it works on.

export interface SliderSpec {
  kind: SliderKind;
  /** Log subject, a key the web translates. */
  subject: string;
  /** The public read of this slider. */
  tag: string;
  /** Storage folder of its images. */
  folder: string;
}

export const SLIDERS_SPEC: Record<SliderKind, SliderSpec> = {
  home: { kind: 'home', subject: 'home_page_slider', tag: SITE_TAGS.homeSlider, folder: 'sliders/home' },
  investor: {
    kind: 'investor',
    subject: 'investor_relation_page_slider',
    tag: SITE_TAGS.investorSlider,
    folder: 'sliders/investor',
  },
};

const sliderWrite = (spec: SliderSpec, mode: 'create' | 'update' | 'delete') => ({
  action: 'manage sliders',
  mode,
  subject: spec.subject,
  invalidates: [spec.tag],
});

async function sliderRows(db: DbOrTx, kind: SliderKind) {
  return db
    .select()
    .from(sliderImages)
    .where(eq(sliderImages.slider, kind))
    .orderBy(asc(sliderImages.sortOrder), asc(sliderImages.id));
}

const toSliderItem = (ctx: AdminContext, row: typeof sliderImages.$inferSelect): SliderItem => ({
  id: row.id,
  path: ctx.files.publicUrl(row.path) ?? '',
});

export async function listSliderImages(ctx: AdminContext, spec: SliderSpec): Promise<SliderItem[]> {
  return (await sliderRows(ctx.db, spec.kind)).map((row) => toSliderItem(ctx, row));
}

/** Adds the images after the existing ones, in the order sent. */
export async function addSliderImages(
  ctx: AdminContext,
  spec: SliderSpec,
  images: UploadedFile[],
): Promise<SliderItem[]> {
  const prepared = await ctx.files.prepareAll(images.map((image) => [image, imageRule] as const));
  return mutate(ctx, sliderWrite(spec, 'create'), async (scope) => {
    const existing = await sliderRows(scope.tx, spec.kind);
    let next = existing.reduce((max, row) => Math.max(max, row.sortOrder), 0);
    const added: number[] = [];
    for (const image of prepared) {
      if (!image) continue;
      const stored = await scope.saveFile(image, { folder: spec.folder });
      next += 1;
      const [row] = await scope.tx
        .insert(sliderImages)
        .values({ slider: spec.kind, path: stored.key, sortOrder: next })
        .returning({ id: sliderImages.id });
      added.push(row!.id);
    }
    scope.describe(added.length === 1 ? added[0]! : null, `${added.length}`);
    return (await sliderRows(scope.tx, spec.kind)).map((row) => toSliderItem(ctx, row));
  });
}

export function deleteSliderImage(ctx: AdminContext, spec: SliderSpec, id: number): Promise<void> {
  return mutate(ctx, sliderWrite(spec, 'delete'), async (scope) => {
    const [row] = await scope.tx
      .delete(sliderImages)
      .where(and(eq(sliderImages.id, id), eq(sliderImages.slider, spec.kind)))
      .returning();
    if (!row) throw notFound();
    scope.removeAfterCommit({ visibility: 'public', key: row.path });
    scope.describe(id, null);
  });
}

/** Reorders the slider: `ids` must name every image of it exactly once. */
export function orderSlider(ctx: AdminContext, spec: SliderSpec, input: SliderOrderBody): Promise<SliderItem[]> {
  return mutate(ctx, sliderWrite(spec, 'update'), async (scope) => {
    const existing = await scope.tx
      .select({ id: sliderImages.id })
      .from(sliderImages)
      .where(eq(sliderImages.slider, spec.kind))
      .for('update');
    const known = new Set(existing.map((row) => row.id));
    const sent = new Set(input.ids);
    if (sent.size !== input.ids.length || sent.size !== known.size || input.ids.some((id) => !known.has(id))) {
      throw fieldError('ids', 'invalid');
    }
    for (const [index, id] of input.ids.entries()) {
      await scope.tx
        .update(sliderImages)
        .set({ sortOrder: index + 1 })
        .where(eq(sliderImages.id, id));
    }
    scope.describe(null, null);
    return (await sliderRows(scope.tx, spec.kind)).map((row) => toSliderItem(ctx, row));
  });
}

// ---------------------------------------------------------------------------------------------
// Navigation menu

const toMenuItem = (row: typeof menuItems.$inferSelect): MenuItem => ({
  id: row.id,
  title_ar: row.titleAr,
  title_en: row.titleEn,
  uri: row.uri,
  order: row.sortOrder,
  active: row.active ? 1 : 0,
});

const menuRows = (db: DbOrTx) => db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));

/** Every link, active or not, in its order. */
export async function listMenuItems(ctx: AdminContext): Promise<MenuItem[]> {
  return (await menuRows(ctx.db)).map(toMenuItem);
}

/**
 * Replaces the menu with the list sent, in one transaction: rows with a known id are updated,
 * rows without one added, stored rows left out removed.
 */
export async function saveMenu(ctx: AdminContext, input: MenuBody): Promise<MenuItem[]> {
  const items = input.items;
  if (items === undefined) return (await menuRows(ctx.db)).map(toMenuItem);
  return mutate(
    ctx,
    { action: 'manage menu', mode: 'update', subject: 'menus', invalidates: [SITE_TAGS.menu] },
    async (scope) => {
      const stored = await scope.tx.select({ id: menuItems.id }).from(menuItems).for('update');
      const kept = keptIds(
        stored.map((row) => row.id),
        items.map((item) => item.id ?? null),
        'items',
      );
      for (const row of stored) {
        if (!kept.has(row.id)) await scope.tx.delete(menuItems).where(eq(menuItems.id, row.id));
      }
      for (const item of items) {
        const values = {
          titleAr: item.title_ar,
          titleEn: item.title_en,
          uri: item.uri,
          sortOrder: item.order,
          active: item.active === 1,
        };
        if (item.id) {
          await scope.tx
            .update(menuItems)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(menuItems.id, item.id));
        } else {
          await scope.tx.insert(menuItems).values(values);
        }
      }
      scope.describe(null, null);
      return (await menuRows(scope.tx)).map(toMenuItem);
    },
  );
}

/** The stored ids the list keeps; an unknown or repeated id is the sender's mistake (422 on that row). */
function keptIds(stored: number[], sent: Array<number | null>, field: string): Set<number> {
  const known = new Set(stored);
  const kept = new Set<number>();
  sent.forEach((id, index) => {
    if (id === null) return;
    if (!known.has(id) || kept.has(id)) throw fieldError(`${field}[${index}][id]`, 'invalid');
    kept.add(id);
  });
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Home statistics

const statisticRows = (db: DbOrTx) => db.select().from(homeStatistics).orderBy(asc(homeStatistics.id));

const toStatistic = (row: typeof homeStatistics.$inferSelect): HomeStatisticItem => ({
  id: row.id,
  title_ar: row.titleAr,
  title_en: row.titleEn,
  value: row.value,
});

export async function listStatistics(ctx: AdminContext): Promise<HomeStatisticItem[]> {
  return (await statisticRows(ctx.db)).map(toStatistic);
}

/** Replaces the statistics strip with the list sent, in one transaction (like the menu). */
export async function saveStatistics(ctx: AdminContext, input: HomeStatisticsBody): Promise<HomeStatisticItem[]> {
  const homepage = input.homepage;
  if (homepage === undefined) return listStatistics(ctx);
  return mutate(
    ctx,
    {
      action: 'manage home statistics',
      mode: 'update',
      subject: 'home_statistics',
      invalidates: [SITE_TAGS.homeStatistics],
    },
    async (scope) => {
      const stored = await scope.tx.select({ id: homeStatistics.id }).from(homeStatistics).for('update');
      const kept = keptIds(
        stored.map((row) => row.id),
        homepage.map((item) => item.id ?? null),
        'homepage',
      );
      for (const row of stored) {
        if (!kept.has(row.id)) await scope.tx.delete(homeStatistics).where(eq(homeStatistics.id, row.id));
      }
      for (const item of homepage) {
        const values = { titleAr: item.title_ar, titleEn: item.title_en, value: item.value };
        if (item.id) {
          await scope.tx
            .update(homeStatistics)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(homeStatistics.id, item.id));
        } else {
          await scope.tx.insert(homeStatistics).values(values);
        }
      }
      scope.describe(null, null);
      return (await statisticRows(scope.tx)).map(toStatistic);
    },
  );
}
