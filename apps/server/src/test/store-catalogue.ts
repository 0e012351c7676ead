import type { FastifyInstance } from 'fastify';
import { seedBranch } from '../cli/demo/branches';
import { productStock, products, storeCategories, storeSubcategories } from '../db/schema/index';
import { searchKey } from '../lib/arabic-search';

let counter = 0;
/** A code no other row of the run has. */
export const uniqueCode = (prefix = 'T') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

const texts = (ar: string, en: string) => ({ ar, en });

/** A main category written straight to the database (no log), for tests. */
export async function insertCategory(app: FastifyInstance, name = texts('أدوية', 'Medicines')): Promise<number> {
  const [row] = await app.db
    .insert(storeCategories)
    .values({ name, title: texts('', ''), content: texts('', ''), nameKey: searchKey(name.ar, name.en) })
    .returning({ id: storeCategories.id });
  return row!.id;
}

export async function insertSubcategory(
  app: FastifyInstance,
  categoryId?: number,
  name = texts('مسكنات', 'Pain relief'),
): Promise<number> {
  const [row] = await app.db
    .insert(storeSubcategories)
    .values({ categoryId: categoryId ?? (await insertCategory(app)), name })
    .returning({ id: storeSubcategories.id });
  return row!.id;
}

export interface TestProduct {
  subcategoryId?: number;
  code?: string;
  name?: { ar: string; en: string };
  price?: number;
  active?: boolean;
  /** Units per store number; the product's total is their sum. */
  stock?: Record<string, number>;
}

export async function insertProduct(
  app: FastifyInstance,
  product: TestProduct = {},
): Promise<{ id: number; code: string }> {
  const code = product.code ?? uniqueCode('P');
  const name = product.name ?? texts('بنادول إكسترا 500 ملغ', 'Panadol Extra 500 mg');
  const stock = product.stock ?? {};
  const [row] = await app.db
    .insert(products)
    .values({
      code,
      price: product.price ?? 1_250,
      active: product.active ?? true,
      subcategoryId: product.subcategoryId ?? (await insertSubcategory(app)),
      name,
      description: texts('', ''),
      nameKey: searchKey(name.ar, name.en),
      stockTotal: Object.values(stock).reduce((sum, n) => sum + n, 0),
    })
    .returning({ id: products.id });
  const levels = Object.entries(stock).map(([storeNo, actualStock]) => ({ code, storeNo, actualStock }));
  if (levels.length) await app.db.insert(productStock).values(levels);
  return { id: row!.id, code };
}

/** A company branch whose code is a store number the stock refers to. */
export async function insertStore(app: FastifyInstance, code = uniqueCode('S')): Promise<string> {
  await seedBranch(app.db, {
    code,
    name: { ar: 'فرع', en: 'Branch' },
    city: { ar: 'الرياض', en: 'Riyadh' },
    address: { ar: '', en: '' },
  });
  return code;
}
