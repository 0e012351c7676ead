import type { ShopCategory } from '@app/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { storeCategories, storeSubcategories } from '../../../db/schema/index';
import type { ServiceContext } from '../../../kernel/context';
import { pick } from '../../../lib/translations';

// The shop's categories as customers browse them (public, cached).

const fileUrl = (ctx: ServiceContext, key: string | null) => (key ? ctx.files.publicUrl(key) : null);

/** Active categories with their active sub-categories, featured first. */
export async function listCategories(ctx: ServiceContext): Promise<ShopCategory[]> {
  const rows = await ctx.db
    .select({ category: storeCategories, subcategory: storeSubcategories })
    .from(storeCategories)
    .leftJoin(
      storeSubcategories,
      and(eq(storeSubcategories.categoryId, storeCategories.id), eq(storeSubcategories.active, true)),
    )
    .where(eq(storeCategories.active, true))
    .orderBy(
      desc(storeCategories.isFeatured),
      asc(storeCategories.id),
      desc(storeSubcategories.isFeatured),
      asc(storeSubcategories.id),
    );
  const byId = new Map<number, ShopCategory>();
  for (const { category, subcategory } of rows) {
    let item = byId.get(category.id);
    if (!item) {
      item = {
        id: category.id,
        name: pick(category.name, ctx.locale),
        title: pick(category.title, ctx.locale),
        image: fileUrl(ctx, category.image),
        banner: fileUrl(ctx, category.banner),
        link: category.link,
        is_featured: category.isFeatured,
        subcategories: [],
      };
      byId.set(category.id, item);
    }
    if (subcategory) {
      item.subcategories.push({
        id: subcategory.id,
        name: pick(subcategory.name, ctx.locale),
        image: fileUrl(ctx, subcategory.image),
        is_featured: subcategory.isFeatured,
      });
    }
  }
  return [...byId.values()];
}
