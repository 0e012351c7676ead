import { like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, productStock, products, storeCategories, storeSubcategories } from '../db/schema/index';
import { searchKey } from '../lib/arabic-search';

// The store's part of the scale seed: products (with stock) and customers, recognisable by their
// codes (SCALE-P…) and e-mails (…@scale.example.com), written in batches of one multi-row insert.

export const SCALE_PRODUCT_PREFIX = 'SCALE-P';
export const SCALE_CUSTOMER_DOMAIN = 'scale.example.com';
const BATCH = 1000;

const ITEMS: Array<[string, string]> = [
  ['باراسيتامول', 'Paracetamol'],
  ['إيبوبروفين', 'Ibuprofen'],
  ['فيتامين د3', 'Vitamin D3'],
  ['فيتامين ج', 'Vitamin C'],
  ['أوميغا 3', 'Omega-3'],
  ['كريم مرطب', 'Moisturising cream'],
  ['واقي شمس', 'Sunscreen'],
  ['شامبو', 'Shampoo'],
  ['حليب أطفال', 'Infant formula'],
  ['حفاضات', 'Diapers'],
  ['شراب كحة', 'Cough syrup'],
  ['قطرة عين', 'Eye drops'],
  ['زنك', 'Zinc'],
  ['مغنيسيوم', 'Magnesium'],
  ['جهاز ضغط', 'Blood pressure monitor'],
  ['شرائط سكر', 'Glucose strips'],
];
const FORMS: Array<[string, string]> = [
  ['أقراص', 'tablets'],
  ['كبسولات', 'capsules'],
  ['شراب', 'syrup'],
  ['كريم', 'cream'],
  ['جل', 'gel'],
  ['بخاخ', 'spray'],
];
const FIRST: Array<[string, string]> = [
  ['محمد', 'Mohammed'],
  ['نورة', 'Noura'],
  ['عبدالله', 'Abdullah'],
  ['سارة', 'Sara'],
  ['فهد', 'Fahad'],
  ['ريم', 'Reem'],
  ['خالد', 'Khalid'],
  ['هيفاء', 'Haifa'],
  ['سلطان', 'Sultan'],
  ['لمى', 'Lama'],
];
const FAMILY = ['القحطاني', 'العتيبي', 'الزهراني', 'الغامدي', 'الدوسري', 'الشمري', 'الحربي', 'المطيري'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Ten scale categories of ten sub-categories each, made once; the products spread over them. */
async function scaleSubcategories(db: Database): Promise<number[]> {
  const existing = await db
    .select({ id: storeSubcategories.id })
    .from(storeSubcategories)
    .innerJoin(storeCategories, sql`${storeCategories.id} = ${storeSubcategories.categoryId}`)
    .where(sql`${storeCategories.link} = '/scale'`);
  if (existing.length > 0) return existing.map((row) => row.id);
  const ids: number[] = [];
  for (let c = 1; c <= 10; c++) {
    const name = { ar: `قسم تجريبي ${c}`, en: `Scale category ${c}` };
    const [category] = await db
      .insert(storeCategories)
      .values({ name, title: name, content: { ar: '', en: '' }, link: '/scale', nameKey: searchKey(name.ar, name.en) })
      .returning({ id: storeCategories.id });
    const rows = await db
      .insert(storeSubcategories)
      .values(
        Array.from({ length: 10 }, (_, s) => ({
          categoryId: category!.id,
          name: { ar: `فرعي ${c}-${s + 1}`, en: `Scale sub ${c}-${s + 1}` },
        })),
      )
      .returning({ id: storeSubcategories.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Adds scale products numbered `from`..`to`, each with stock in two stores (one in twenty out everywhere). */
export async function addScaleProducts(db: Database, from: number, to: number): Promise<void> {
  const subcategories = await scaleSubcategories(db);
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    const rows: (typeof products.$inferInsert)[] = [];
    const levels: (typeof productStock.$inferInsert)[] = [];
    for (let n = start; n <= end; n++) {
      const [itemAr, itemEn] = pick(ITEMS, n);
      const [formAr, formEn] = pick(FORMS, Math.floor(n / ITEMS.length));
      const strength = 50 * (1 + (n % 40));
      const name = { ar: `${itemAr} ${formAr} ${strength} ملغ ${n}`, en: `${itemEn} ${formEn} ${strength} mg ${n}` };
      const code = `${SCALE_PRODUCT_PREFIX}${String(n).padStart(6, '0')}`;
      const stock = n % 20 === 0 ? [0, 0] : [n % 17, (n * 7) % 23];
      levels.push(
        { code, storeNo: 'SCALE-S1', actualStock: stock[0]! },
        { code, storeNo: 'SCALE-S2', actualStock: stock[1]! },
      );
      rows.push({
        code,
        name,
        description: { ar: '', en: '' },
        nameKey: searchKey(name.ar, name.en),
        price: 500 + ((n * 37) % 30_000),
        active: n % 25 !== 0,
        isFeatured: n % 50 === 0,
        wasfy: n % 9 === 0,
        subcategoryId: pick(subcategories, n),
        stockTotal: stock[0]! + stock[1]!,
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      await tx.insert(productStock).values(levels);
    });
  }
}

/** Adds scale customers numbered `from`..`to`: Saudi mobiles 05xxxxxxxx from the number, e-mails at the scale domain. */
export async function addScaleCustomers(db: Database, from: number, to: number): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    const rows: (typeof customers.$inferInsert)[] = [];
    for (let n = start; n <= end; n++) {
      const [firstAr] = pick(FIRST, n);
      const name = `${firstAr} ${pick(FAMILY, Math.floor(n / FIRST.length))}`;
      const mobile = `+9665${String(90_000_000 - n).padStart(8, '0')}`;
      const email = `${pick(FIRST, n)[1].toLowerCase()}.${n}@${SCALE_CUSTOMER_DOMAIN}`;
      rows.push({
        name,
        mobile,
        email,
        searchKey: searchKey(name, email, mobile, mobile.replace(/^\+966/, '0')),
        lastLoginAt: n % 3 === 0 ? null : new Date(Date.UTC(2026, n % 12, 1 + (n % 27))),
      });
    }
    await db.insert(customers).values(rows);
  }
}

export async function countScaleStore(db: Database): Promise<{ products: number; customers: number }> {
  return {
    products: await db.$count(products, like(products.code, `${SCALE_PRODUCT_PREFIX}%`)),
    customers: await db.$count(customers, like(customers.email, `%@${SCALE_CUSTOMER_DOMAIN}`)),
  };
}

/** Removes the scale products (their stock) and customers, and the scale categories. */
export async function resetScaleStore(db: Database): Promise<{ products: number; customers: number }> {
  const removedProducts = await db
    .delete(products)
    .where(like(products.code, `${SCALE_PRODUCT_PREFIX}%`))
    .returning({ id: products.id });
  await db.delete(productStock).where(like(productStock.code, `${SCALE_PRODUCT_PREFIX}%`));
  await db.execute(
    sql`delete from store_subcategories where category_id in (select id from store_categories where link = '/scale')`,
  );
  await db.execute(sql`delete from store_categories where link = '/scale'`);
  const removedCustomers = await db
    .delete(customers)
    .where(like(customers.email, `%@${SCALE_CUSTOMER_DOMAIN}`))
    .returning({ id: customers.id });
  return { products: removedProducts.length, customers: removedCustomers.length };
}
