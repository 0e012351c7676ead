import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, magazineCategories, magazineSubcategories } from '../../db/schema/index';
import { createArticle, createMagazineCategory, createMagazineSubcategory } from '../../modules/magazine/service';
import { newStorageKey, putPublicPicture, type Storage } from '../../plugins/storage';
import { gradientCard, type ShapeKind } from './assets';
import { DEMO_ARTICLES, DEMO_CATEGORIES, type DemoArticle } from './magazine-articles';

const SHAPES: ShapeKind[] = ['cross', 'capsule', 'circles', 'waves', 'grid'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An article body: intro paragraph, a list of advice and the category's closing note. */
function articleHtml(article: DemoArticle, closing: string, locale: 'ar' | 'en'): string {
  const heading = locale === 'ar' ? 'نصائح عملية' : 'Practical tips';
  const items = article.tips[locale].map((tip) => `<li>${escapeHtml(tip)}</li>`).join('');
  return [
    `<p>${escapeHtml(article.intro[locale])}</p>`,
    `<h3>${heading}</h3>`,
    `<ul>${items}</ul>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('');
}

/**
 * The demo medical magazine: categories with their subcategories and forty articles with
 * generated cover images, published over the last months. Idempotent: categories are
 * matched by code, subcategories by English name, and articles are only added to a
 * magazine that has none.
 */
export async function seedDemoMagazine(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  const categoryIds = new Map<string, number>();
  const subcategoryIds = new Map<string, number>();
  const closings = new Map<string, { ar: string; en: string }>();

  for (const category of DEMO_CATEGORIES) {
    const [found] = await db
      .select({ id: magazineCategories.id })
      .from(magazineCategories)
      .where(eq(magazineCategories.code, category.code));
    const categoryId = found?.id ?? (await createMagazineCategory(db, { code: category.code, name: category.name }));
    categoryIds.set(category.code, categoryId);
    closings.set(category.code, category.closing);

    const existing = await db
      .select()
      .from(magazineSubcategories)
      .where(eq(magazineSubcategories.magazineCategoryId, categoryId));
    for (const sub of category.subcategories) {
      const match = existing.find((row) => row.name.en === sub.name.en);
      const id = match?.id ?? (await createMagazineSubcategory(db, { magazineCategoryId: categoryId, name: sub.name }));
      subcategoryIds.set(`${category.code}/${sub.key}`, id);
    }
  }

  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(articles);
  if (Number(total) > 0) return { created: 0 };

  const now = Date.now();
  let created = 0;
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const closing = closings.get(article.category)!;
    const image = newStorageKey('articles', 'webp');
    await putPublicPicture(
      storage,
      image,
      await gradientCard({
        width: 640,
        height: 400,
        palette: index + 2,
        shape: SHAPES[index % SHAPES.length]!,
        quality: 55,
      }),
    );
    await createArticle(db, {
      categoryId: categoryIds.get(article.category)!,
      subcategoryId: subcategoryIds.get(`${article.category}/${article.subcategory}`)!,
      name: article.title,
      description: { ar: articleHtml(article, closing.ar, 'ar'), en: articleHtml(article, closing.en, 'en') },
      tags: article.tags,
      image,
      active: true,
      // One article every three days, the first in the list the newest.
      createdAt: new Date(now - index * 3 * 86_400_000 - index * 3_600_000),
    });
    created += 1;
  }
  return { created };
}
