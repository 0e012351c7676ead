import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logActions, productStock, products } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { workbook } from '../../../test/files';
import { insertProduct, insertStore, uniqueCode } from '../../../test/store-catalogue';

const t = adminTestContext();

const upload = (filename: string, content: Buffer, locale = 'en') =>
  t.send('/api/admin/stock/import', [['file', { filename, content }]], { locale });

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

async function stockOf(code: string) {
  return (await t.get(`/api/admin/stock/${code}`)).json();
}

describe('stock import', () => {
  it('writes every row of a CSV with Arabic headers, updates the totals and counts products back in stock', async () => {
    const [a, b] = [await insertProduct(t.app), await insertProduct(t.app, { stock: { X: 0 } })];
    const [ruh, jed] = [await insertStore(t.app), await insertStore(t.app)];
    const before = await t.app.db.$count(logActions);
    const res = await upload(
      'stock.csv',
      csv(['رمز المنتج,رقم الفرع,الكمية', `${a.code},${ruh},12`, `${a.code},${jed},"3"`, `${b.code},${ruh},٥`]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ rows: 3, products: 2, restocked: 2, message: 'Stock updated (3 rows).' });
    expect(await stockOf(a.code)).toEqual({
      count: 15,
      data: expect.arrayContaining([
        { Store_No: ruh, ActualStock: 12 },
        { Store_No: jed, ActualStock: 3 },
      ]),
    });
    const [row] = await t.app.db.select().from(products).where(eq(products.code, b.code));
    expect(row!.stockTotal).toBe(5);
    expect(await t.app.db.$count(logActions)).toBe(before + 1);

    // Figures are replaced, not added: a second file setting 0 empties the store.
    await upload('stock.csv', csv(['code,store_no,quantity', `${a.code},${ruh},0`]));
    expect((await stockOf(a.code)).count).toBe(3);
  });

  it('reads an Excel workbook the same way', async () => {
    const product = await insertProduct(t.app);
    const store = await insertStore(t.app);
    const res = await upload(
      'stock.xlsx',
      workbook([
        ['Item No', 'Store No', 'Actual Stock'],
        [product.code, store, 40],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect((await stockOf(product.code)).count).toBe(40);
  });

  it('refuses the whole file when any row is wrong, naming each row, in the request language', async () => {
    const product = await insertProduct(t.app);
    const store = await insertStore(t.app);
    const before = await t.app.db.$count(productStock);
    const lines = [
      'code,store_no,quantity',
      `${product.code},${store},7`,
      `NO-SUCH,${store},1`,
      `${product.code},NOWHERE,1`,
      `${product.code},${store},-2`,
      `${product.code},${store},2.5`,
    ];
    const res = await upload('stock.csv', csv(lines));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Row 3: there is no product with the code "NO-SUCH".',
      'Row 4: there is no branch with the store number "NOWHERE".',
      'Row 5: the quantity must be a whole number, 0 or more.',
      `Row 5: the code "${product.code}" at store "${store}" is already on row 2.`,
      'Row 6: the quantity must be a whole number, 0 or more.',
      `Row 6: the code "${product.code}" at store "${store}" is already on row 2.`,
    ]);
    const arabic = await upload('stock.csv', csv(lines), 'ar');
    expect(arabic.json().errors.file[0]).toBe('السطر 3: لا يوجد منتج بالرمز «NO-SUCH».');
    expect(await t.app.db.$count(productStock)).toBe(before);
    expect((await stockOf(product.code)).count).toBe(0);
  });

  it('says which columns it needs, and refuses files that are not spreadsheets', async () => {
    const missing = await upload('stock.csv', csv(['code,quantity', 'A,1']));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toContain('code, store_no and quantity');
    const empty = await upload('stock.csv', csv(['code,store_no,quantity']));
    expect(empty.json().errors.file[0]).toBe('The file has no row after its header.');
    const pdf = await upload('stock.pdf', Buffer.from('%PDF-1.4\n%%EOF'));
    expect(pdf.statusCode).toBe(422);
  });
});

describe('the stock file template', () => {
  it('gives the columns in the staff member’s language and a real row, which imports and changes nothing', async () => {
    const store = await insertStore(t.app);
    const product = await insertProduct(t.app, { stock: { [store]: 6 } });
    for (const [locale, header, name] of [
      ['en', 'code,store_no,quantity', 'stock-template.csv'],
      ['ar', 'رمز المنتج,رقم الفرع,الكمية', 'نموذج-استيراد-المخزون.csv'],
    ] as const) {
      const res = await t.get('/api/admin/stock/template?format=csv', { locale });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      const [first, example, rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(first).toBe(header);
      expect(rest).toBe('');
      // The example is a figure the store holds now: importing the template unchanged changes nothing.
      const [code, storeNo, quantity] = example!.split(',');
      const stock = (await stockOf(code!)).data as { Store_No: string; ActualStock: number }[];
      expect(stock).toContainEqual({ Store_No: storeNo, ActualStock: Number(quantity) });
      const again = await upload('template.csv', Buffer.from(res.body, 'utf8'), locale);
      expect(again.statusCode).toBe(200);
      expect((await stockOf(code!)).data).toEqual(stock);
    }
    expect((await stockOf(product.code)).count).toBe(6);

    const xlsx = await t.get('/api/admin/stock/template?format=xlsx', { locale: 'en' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await upload('template.xlsx', xlsx.rawPayload)).statusCode).toBe(200);
  });

  it('is for those who import stock', async () => {
    const reader = await signInAs(t.app, { permissions: ['list products'] });
    expect((await t.get('/api/admin/stock/template', { as: reader.token })).statusCode).toBe(403);
  });
});

describe('the ERP stock call', () => {
  it('keeps figures of codes the store does not sell yet, refuses unknown stores, and needs its permission', async () => {
    const store = await insertStore(t.app);
    const code = uniqueCode('ERP');
    const res = await t.call('PUT', '/api/admin/stock', { items: [{ code, store_no: store, quantity: 9 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 1, products: 0, restocked: 0 });
    expect((await stockOf(code)).count).toBe(9);

    const refused = await t.call('PUT', '/api/admin/stock', { items: [{ code, store_no: 'NOWHERE', quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['items.0.store_no']);

    const reader = await signInAs(t.app, { permissions: ['list products'] });
    const forbidden = await t.call(
      'PUT',
      '/api/admin/stock',
      { items: [{ code, store_no: store, quantity: 1 }] },
      { as: reader.token },
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
