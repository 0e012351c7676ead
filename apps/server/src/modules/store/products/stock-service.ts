import { INT32_MAX, type StockLevel, type StockWriteAnswer } from '@app/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { branches, productStock, products } from '../../../db/schema/index';
import type { MessageRef } from '../../../errors';
import { fieldError, validationError } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import type { ExportFile } from '../../../kernel/export/index';
import { mutate } from '../../../kernel/mutate';
import { uploadedSpreadsheetRows } from '../../../kernel/uploaded-spreadsheet';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import type { UploadedFile } from '../../../lib/uploads';
import { notifyBackInStock } from './availability-service';

// Stock figures come from the group's ERP, two ways: a file staff upload (every row checked first,
// nothing written unless all are right) and a call the ERP makes. Both end in `applyStock`, which
// writes the figures and the products' totals in one transaction.

const write = { action: 'update stock', mode: 'update', subject: 'stock', invalidates: [STORE_CATALOGUE_TAG] } as const;

/** Shown errors of one file at most; the rest are summed up in one line. */
const MAX_ROW_ERRORS = 50;

export interface StockResult {
  rows: number;
  products: number;
  /** Products whose total went from nothing to something (their notify-me requests are due). */
  restocked: number[];
}

/**
 * Writes the figures (one per code and store) and recomputes the total of every product they touch,
 * its row locked first so two writes never interleave their sums.
 */
export async function applyStock(tx: DbOrTx, levels: readonly StockLevel[]): Promise<StockResult> {
  const codes = [...new Set(levels.map((level) => level.code))];
  const before = await tx
    .select({ id: products.id, code: products.code, total: products.stockTotal })
    .from(products)
    .where(inArray(products.code, codes))
    .orderBy(products.id)
    .for('update');
  for (let i = 0; i < levels.length; i += 1000) {
    await tx
      .insert(productStock)
      .values(levels.slice(i, i + 1000).map((l) => ({ code: l.code, storeNo: l.store_no, actualStock: l.quantity })))
      .onConflictDoUpdate({
        target: [productStock.code, productStock.storeNo],
        set: { actualStock: sql`excluded.actual_stock`, updatedAt: sql`now()` },
      });
  }
  if (before.length === 0) return { rows: levels.length, products: 0, restocked: [] };
  const after = await tx
    .update(products)
    .set({
      stockTotal: sql`coalesce((select sum(s.actual_stock) from product_stock s where s.code = ${products.code}), 0)::int`,
    })
    .where(inArray(products.code, codes))
    .returning({ id: products.id, total: products.stockTotal });
  const wasEmpty = new Set(before.filter((row) => row.total === 0).map((row) => row.id));
  return {
    rows: levels.length,
    products: after.length,
    restocked: after.filter((row) => row.total > 0 && wasEmpty.has(row.id)).map((row) => row.id),
  };
}

function answer(ctx: AdminContext, result: StockResult): StockWriteAnswer['data'] {
  return {
    rows: result.rows,
    products: result.products,
    restocked: result.restocked.length,
    message: ctx.t('stock_updated', { rows: result.rows }),
  };
}

async function knownStores(db: DbOrTx, stores: readonly string[]): Promise<Set<string>> {
  if (stores.length === 0) return new Set();
  const rows = await db
    .select({ code: branches.code })
    .from(branches)
    .where(inArray(branches.code, [...stores]));
  return new Set(rows.map((row) => row.code));
}

/** PUT /admin/stock: the ERP's figures; codes not sold yet are kept, unknown stores refused by index. */
export async function upsertStock(ctx: AdminContext, items: readonly StockLevel[]): Promise<StockWriteAnswer['data']> {
  const stores = await knownStores(ctx.db, [...new Set(items.map((item) => item.store_no))]);
  const errors: Record<string, MessageRef[]> = {};
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const row = index + 1;
    if (!stores.has(item.store_no)) {
      errors[`items.${index}.store_no`] = [{ key: 'stock_unknown_store', params: { row, store: item.store_no } }];
    }
    const key = `${item.code}\u0000${item.store_no}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors[`items.${index}.code`] = [
        { key: 'stock_duplicate_row', params: { row, first, code: item.code, store: item.store_no } },
      ];
    } else seen.set(key, row);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const result = await mutate(ctx, write, async (scope) => {
    const applied = await applyStock(scope.tx, items);
    await notifyBackInStock(scope.tx, scope.enqueue, applied.restocked);
    scope.describe(null, `ERP (${items.length})`);
    return applied;
  });
  return answer(ctx, result);
}

// ---------------------------------------------------------------------------------------------
// The file import

const COLUMN_NAMES = {
  code: ['code', 'item no', 'itemno', 'item', 'product code', 'رمز المنتج', 'الرمز', 'رقم الصنف'],
  store_no: ['store no', 'storeno', 'store', 'store number', 'branch', 'branch code', 'رقم الفرع', 'الفرع'],
  quantity: ['quantity', 'qty', 'actual stock', 'actualstock', 'stock', 'الكمية', 'الكمية الفعلية', 'المخزون'],
} as const;

/** The template's header in each language: names the import reads (`COLUMN_NAMES`). */
const TEMPLATE_HEADER = {
  ar: ['رمز المنتج', 'رقم الفرع', 'الكمية'],
  en: ['code', 'store_no', 'quantity'],
} as const;
const TEMPLATE_NAME = { ar: 'نموذج-استيراد-المخزون', en: 'stock-template' } as const;

/**
 * GET /admin/stock/template: an empty stock file to fill in, with the columns in the staff member's
 * language and one example row. The example is a figure the store holds now (a product sold and a
 * branch of the group, with their current quantity), so a template sent back unchanged changes nothing.
 */
export async function stockTemplate(ctx: AdminContext): Promise<ExportFile> {
  const [held] = await ctx.db
    .select({ code: productStock.code, store: productStock.storeNo, quantity: productStock.actualStock })
    .from(productStock)
    .innerJoin(products, eq(products.code, productStock.code))
    .innerJoin(branches, eq(branches.code, productStock.storeNo))
    .orderBy(asc(products.id), asc(productStock.storeNo))
    .limit(1);
  const rows = held ? [[held.code, held.store, held.quantity]] : [];
  return {
    baseName: TEMPLATE_NAME[ctx.locale],
    sheetName: ctx.locale === 'ar' ? 'المخزون' : 'Stock',
    header: TEMPLATE_HEADER[ctx.locale],
    batches: (async function* () {
      yield rows;
    })(),
    rightToLeft: ctx.locale === 'ar',
  };
}

const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Where each column is in the header row, or null when one is missing. */
function columnsOf(header: readonly string[]): Record<keyof typeof COLUMN_NAMES, number> | null {
  const names = header.map(headerName);
  const find = (column: keyof typeof COLUMN_NAMES) =>
    names.findIndex((name) => (COLUMN_NAMES[column] as readonly string[]).includes(name));
  const found = { code: find('code'), store_no: find('store_no'), quantity: find('quantity') };
  return Object.values(found).every((index) => index >= 0) ? found : null;
}

/** A whole number as a spreadsheet gives it (`12`, `12.0` from a number cell, Arabic-Indic digits). */
function quantityOf(text: string): number | null {
  const western = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\.0+$/, '');
  if (!/^\d+$/.test(western)) return null;
  const value = Number(western);
  return value <= INT32_MAX ? value : null;
}

/**
 * POST /admin/stock/import: an .xlsx or .csv with the columns code, store_no and quantity (Arabic
 * headers too). Every row is checked (known product code, known branch, whole quantity, no row
 * repeated); any error refuses the whole file with the rows named, so nothing is half-applied.
 */
export async function importStockFile(ctx: AdminContext, file: UploadedFile): Promise<StockWriteAnswer['data']> {
  const [header, ...rows] = await uploadedSpreadsheetRows(ctx.files, file, 'file');
  const columns = header ? columnsOf(header) : null;
  if (!columns) throw fieldError('file', 'stock_columns');
  if (rows.length === 0) throw fieldError('file', 'stock_empty');

  const cell = (row: readonly string[], column: keyof typeof columns) => row[columns[column]] ?? '';
  const codes = [...new Set(rows.map((row) => cell(row, 'code')))];
  const known = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const found = await ctx.db
      .select({ code: products.code })
      .from(products)
      .where(inArray(products.code, codes.slice(i, i + 1000)));
    for (const row of found) known.add(row.code);
  }
  const stores = await knownStores(ctx.db, [...new Set(rows.map((row) => cell(row, 'store_no')))]);

  const errors: MessageRef[] = [];
  const levels: StockLevel[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    // The line as the spreadsheet numbers it: the header is line 1.
    const line = index + 2;
    const code = cell(row, 'code');
    const store = cell(row, 'store_no');
    const quantity = quantityOf(cell(row, 'quantity'));
    if (!known.has(code)) errors.push({ key: 'stock_unknown_code', params: { row: line, code } });
    if (!stores.has(store)) errors.push({ key: 'stock_unknown_store', params: { row: line, store } });
    if (quantity === null) errors.push({ key: 'stock_bad_quantity', params: { row: line } });
    const key = `${code}\u0000${store}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push({ key: 'stock_duplicate_row', params: { row: line, first, code, store } });
    else seen.set(key, line);
    if (quantity !== null) levels.push({ code, store_no: store, quantity });
  });
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_ROW_ERRORS);
    if (errors.length > MAX_ROW_ERRORS) shown.push({ key: 'stock_too_many_errors', params: { shown: MAX_ROW_ERRORS } });
    throw validationError({ file: shown });
  }

  const result = await mutate(ctx, write, async (scope) => {
    const applied = await applyStock(scope.tx, levels);
    await notifyBackInStock(scope.tx, scope.enqueue, applied.restocked);
    scope.describe(null, file.filename);
    return applied;
  });
  return answer(ctx, result);
}
