import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, productStock, products, storeCategories, storeSubcategories } from '../../db/schema/index';
import { searchKey } from '../../lib/arabic-search';
import type { Storage } from '../../plugins/storage';
import { storeDemoImage } from './site';
import { DEMO_STORE_CATEGORIES, type DemoText } from './store-catalogue-content';

/** A repeatable pseudo-random number in [0, 1) from an integer (the demo is the same on every start). */
function unit(seed: number): number {
  let x = (seed + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

const joined = (...parts: DemoText[]): DemoText => ({
  ar: parts
    .map((p) => p.ar)
    .filter(Boolean)
    .join(' '),
  en: parts
    .map((p) => p.en)
    .filter(Boolean)
    .join(' '),
});

/** A shelf price in halalas within the range: whole riyals ending in .95, .50 or .00. */
function shelfPrice([low, high]: [number, number], seed: number): number {
  const riyals = Math.floor(low + unit(seed) * (high - low));
  const cents = [95, 50, 0][Math.floor(unit(seed + 7) * 3)]!;
  return riyals * 100 + cents;
}

function description(name: DemoText, wasfy: boolean): DemoText {
  return wasfy
    ? {
        ar: `${name.ar}. يُصرف بوصفة طبية فقط؛ اتبع تعليمات الطبيب والصيدلي. يُحفظ بعيدًا عن متناول الأطفال.`,
        en: `${name.en}. Prescription only; follow your doctor's and pharmacist's instructions. Keep out of the reach of children.`,
      }
    : {
        ar: `${name.ar}. اقرأ النشرة الداخلية قبل الاستعمال، ويُحفظ في درجة حرارة الغرفة بعيدًا عن متناول الأطفال.`,
        en: `${name.en}. Read the leaflet before use; store at room temperature, out of the reach of children.`,
      };
}

/**
 * The demo store catalogue: five main categories, twenty-two sub-categories and every item of the
 * demo list in its strengths and packs (over 500 products, ERP-style numeric codes from 100001),
 * with stock in four to seven of the company's branches; about one product in fifteen is out of
 * stock everywhere. The first product of each item has a picture. Added only to an empty catalogue.
 */
export async function seedDemoStoreCatalogue(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  if ((await db.$count(storeCategories)) > 0) return { created: 0 };
  const storeNumbers = (await db.select({ code: branches.code }).from(branches).orderBy(asc(branches.id))).map(
    (b) => b.code,
  );
  let created = 0;
  let code = 100_001;
  let picture = 0;
  for (const [ci, category] of DEMO_STORE_CATEGORIES.entries()) {
    const [categoryRow] = await db
      .insert(storeCategories)
      .values({
        name: category.name,
        title: category.title,
        content: { ar: '', en: '' },
        nameKey: searchKey(category.name.ar, category.name.en),
        link: `/categories/${category.key}`,
        isFeatured: ci < 3,
        image: await storeDemoImage(storage, 'store-categories', ci, { width: 320, height: 320 }),
        banner: await storeDemoImage(storage, 'store-categories', ci + 1, { width: 1200, height: 400 }),
      })
      .returning({ id: storeCategories.id });
    created += 1;
    for (const [si, sub] of category.subcategories.entries()) {
      const [subRow] = await db
        .insert(storeSubcategories)
        .values({
          categoryId: categoryRow!.id,
          name: sub.name,
          isFeatured: si === 0,
          image: await storeDemoImage(storage, 'store-categories', ci * 7 + si, { width: 240, height: 240 }),
        })
        .returning({ id: storeSubcategories.id });
      created += 1;
      const rows: (typeof products.$inferInsert)[] = [];
      const levels: (typeof productStock.$inferInsert)[] = [];
      for (const item of sub.items) {
        let first = true;
        for (const variant of item.variants) {
          for (const pack of item.packs) {
            const seed = code;
            const name = joined(item.name, variant, pack);
            const productCode = String(code++);
            const outOfStock = unit(seed + 3) < 1 / 15;
            const stores = storeNumbers.filter((_, i) => unit(seed * 31 + i) < 0.15).slice(0, 7);
            for (const storeNo of stores.length >= 4 ? stores : storeNumbers.slice(seed % 5, (seed % 5) + 4)) {
              levels.push({
                code: productCode,
                storeNo,
                actualStock: outOfStock ? 0 : Math.floor(unit(seed + storeNo.length * 13 + levels.length) * 40),
              });
            }
            rows.push({
              code: productCode,
              name,
              description: description(name, sub.wasfy ?? false),
              nameKey: searchKey(name.ar, name.en),
              price: shelfPrice(sub.price, seed),
              wasfy: sub.wasfy ?? false,
              active: unit(seed + 11) > 0.03,
              isFeatured: unit(seed + 17) < 0.05,
              subcategoryId: subRow!.id,
              image: first ? await storeDemoImage(storage, 'products', picture++, { width: 320, height: 320 }) : null,
            });
            first = false;
          }
        }
      }
      for (const row of rows) {
        row.stockTotal = levels.filter((l) => l.code === row.code).reduce((sum, l) => sum + l.actualStock, 0);
      }
      await db.insert(products).values(rows);
      if (levels.length) await db.insert(productStock).values(levels);
      created += rows.length + levels.length;
    }
  }
  return { created };
}
