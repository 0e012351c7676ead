import { ORDER_STATUS } from '@app/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceCompanies, logActions, products } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader, signInAs } from '../../../test/auth';
import { MINIMAL_PDF } from '../../../test/files';
import {
  asCustomer,
  type ShopCustomer,
  type ShopWorld,
  shopCustomer,
  shopProduct,
  shopWorld,
} from '../../../test/store-orders';

const t = adminTestContext();

const ARABIC = /[\u0600-\u06FF]/;
/** A second PDF with bytes of its own, to tell two files of one prescription apart. */
const SECOND_PDF = Buffer.from(MINIMAL_PDF.toString('latin1').replace('%%EOF', '% page two\n%%EOF'), 'latin1');

let world: ShopWorld;
let insurer: number;
/** Ahmad sends one prescription of each type (cash, insurance, mine, in that order); Layla one cash. */
let ahmad: ShopCustomer;
let layla: ShopCustomer;
const sent = { cash: 0, insurance: 0, mine: 0, layla: 0 };

async function sendPrescription(customer: ShopCustomer, entries: MultipartEntry[]): Promise<number> {
  const res = await t.send('/api/shop/prescriptions', entries, { as: customer.token, locale: 'en' });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const pdf = (name = 'page-1.pdf', content = MINIMAL_PDF): MultipartEntry => ['files[0]', { filename: name, content }];

beforeAll(async () => {
  world = await shopWorld(t.app);
  const [company] = await t.app.db
    .insert(insuranceCompanies)
    .values({ name: { ar: 'بوبا العربية', en: 'Bupa Arabia' }, active: true })
    .returning({ id: insuranceCompanies.id });
  insurer = company!.id;
  ahmad = await shopCustomer(t.app, world, 'أحمد الشهراني');
  layla = await shopCustomer(t.app, world, 'ليلى الحربي');
  sent.cash = await sendPrescription(ahmad, [['type', 'cash'], pdf()]);
  sent.insurance = await sendPrescription(ahmad, [
    ['type', 'insurance'],
    ['company_id', String(insurer)],
    ['national_id', '1012345678'],
    ['membership_no', 'BUPA-99812'],
    ['pre_accept', '1'],
    ['prescription_no', 'RX-771'],
    ['notes', 'صباحًا'],
    pdf('front.pdf'),
    ['files[1]', { filename: 'back.pdf', content: SECOND_PDF }],
  ]);
  sent.mine = await sendPrescription(ahmad, [['type', 'mine'], pdf()]);
  sent.layla = await sendPrescription(layla, [['type', 'cash'], pdf()]);
});

const list = (query: string, locale = 'ar', as?: string) =>
  t.get(`/api/admin/prescriptions${query ? `?${query}` : ''}`, { locale, ...(as ? { as } : {}) });
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((p) => p.id);
const byAhmad = `name=${encodeURIComponent('احمد الشهراني')}`;

describe('the prescriptions list (GET admin/prescriptions)', () => {
  it("answers an insurance prescription with its customer, status and moves, insurer details and files' admin routes", async () => {
    const res = await list(`type=insurance&${byAhmad}`, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    const [item] = res.json().data;
    expect(item).toEqual({
      id: sent.insurance,
      type: 'insurance',
      user: { id: ahmad.id, name: 'أحمد الشهراني' },
      user_id: ahmad.id,
      mobile: expect.stringMatching(/^\+9665\d{8}$/),
      rec_no: null,
      branch: null,
      status: { id: ORDER_STATUS.in_progress, name: 'In progress' },
      moves: [
        { id: ORDER_STATUS.accepted, name: 'Accepted' },
        { id: ORDER_STATUS.rejected, name: 'Rejected' },
        { id: ORDER_STATUS.cancelled, name: 'Cancelled' },
      ],
      date: expect.any(String),
      files: [
        { id: expect.any(Number), name: 'front.pdf', download_url: expect.any(String) },
        { id: expect.any(Number), name: 'back.pdf', download_url: expect.any(String) },
      ],
      download_url: item.files[0].download_url,
      company: { id: insurer, name: 'Bupa Arabia' },
      national_id: '1012345678',
      membership_no: 'BUPA-99812',
      pre_accept: 1,
      prescription_no: 'RX-771',
      notes: 'صباحًا',
    });
    expect(item.files[0].download_url).toBe(`/api/admin/prescriptions/${sent.insurance}/files/${item.files[0].id}`);
    expect(Date.parse(item.date)).not.toBeNaN();
    const arabic = await list(`type=insurance&${byAhmad}`, 'ar');
    expect(arabic.json().data[0]).toMatchObject({ status: { name: 'قيد التنفيذ' }, company: { name: 'بوبا العربية' } });
  });

  it('filters by tab and by the customer name, Arabic-folded, newest first, a page at a time', async () => {
    expect(ids(await list(`type=cash&${byAhmad}`))).toEqual([sent.cash]);
    expect(ids(await list(`type=mine&${byAhmad}`))).toEqual([sent.mine]);
    expect(ids(await list(`type=insurance&${byAhmad}`))).toEqual([sent.insurance]);
    // No tab: every type; "احمد" finds "أحمد" and "الحربى" (alef maqsura) finds "الحربي".
    expect(ids(await list(byAhmad))).toEqual([sent.mine, sent.insurance, sent.cash]);
    expect(ids(await list(`type=cash&name=${encodeURIComponent('ليلى الحربى')}`))).toEqual([sent.layla]);
    // A blank name is no filter: both customers' cash prescriptions, newest first.
    const cash = await list('type=cash&name=%20&limit=100');
    expect(ids(cash).indexOf(sent.layla)).toBeLessThan(ids(cash).indexOf(sent.cash));
    expect(ids(cash)).not.toContain(sent.mine);
    expect(ids(await list(`name=${encodeURIComponent('لا أحد بهذا الاسم')}`))).toEqual([]);

    const second = await list(`${byAhmad}&limit=2&page=2`);
    expect(second.json()).toMatchObject({ total: 3 });
    expect(ids(second)).toEqual([sent.cash]);
    expect(ids(await list(`${byAhmad}&limit=2`))).toEqual([sent.mine, sent.insurance]);
  });

  it('records each page shown in the action log, naming the prescriptions on it', async () => {
    await list(`type=mine&${byAhmad}`);
    const [row] = await t.app.db.select().from(logActions).orderBy(desc(logActions.id)).limit(1);
    expect(row).toMatchObject({
      action: 'list prescriptions',
      actionMode: 'view',
      subject: 'prescriptions',
      adminId: t.admin.adminId,
      subjectName: `mine: #${sent.mine}`,
    });
  });

  it('names the order dispensing a prescription and its branch, and forgets a cancelled one', async () => {
    const medicine = await shopProduct(t.app, world, 5, { price: 3_000 });
    await t.app.db.update(products).set({ wasfy: true }).where(eq(products.id, medicine.id));
    const shop = asCustomer(t.app, ahmad);
    await shop('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 1 });
    const placed = await shop('POST', '/api/shop/checkout', {
      address_id: ahmad.addressId,
      payment_method: 'cash',
      prescription_id: sent.mine,
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order.id;
    const held = await list(`type=mine&${byAhmad}`, 'en');
    expect(held.json().data[0]).toMatchObject({
      rec_no: orderId,
      branch: { id: world.branchId, code: world.store, name: 'Branch' },
    });
    const cancelled = await t.call('GET', `/api/admin/delete_order/${orderId}`);
    expect(cancelled.statusCode).toBe(200);
    expect((await list(`type=mine&${byAhmad}`)).json().data[0]).toMatchObject({ rec_no: null, branch: null });
  });

  it('shows a status change and the moves left from the new status', async () => {
    const moved = await t.call('PUT', `/api/admin/updateStatus/${sent.layla}`, {
      type: 'prescription',
      status: ORDER_STATUS.accepted,
    });
    expect(moved.statusCode).toBe(200);
    const [item] = (await list(`type=cash&name=${encodeURIComponent('ليلى')}`, 'en')).json().data;
    expect(item).toMatchObject({
      id: sent.layla,
      status: { id: ORDER_STATUS.accepted, name: 'Accepted' },
      moves: [
        { id: ORDER_STATUS.in_progress, name: 'In progress' },
        { id: ORDER_STATUS.cancelled, name: 'Cancelled' },
      ],
    });
  });

  it('refuses a bad query per field, in the request language, writing nothing to the log', async () => {
    const before = await t.app.db.$count(logActions);
    const query = `type=delivery&limit=500&page=0&name=${'x'.repeat(201)}`;
    const en = await list(query, 'en');
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors).sort()).toEqual(['limit', 'name', 'page', 'type']);
    for (const messages of Object.values<string[]>(en.json().errors)) expect(messages[0]).not.toMatch(ARABIC);
    const ar = await list(query, 'ar');
    expect(Object.keys(ar.json().errors).sort()).toEqual(['limit', 'name', 'page', 'type']);
    for (const messages of Object.values<string[]>(ar.json().errors)) expect(messages[0]).toMatch(ARABIC);
    expect(await t.app.db.$count(logActions)).toBe(before);
  });

  it("needs 'list prescriptions': other staff get 403, customers and visitors 401", async () => {
    const clerk = await signInAs(t.app, { permissions: ['list orders', 'manage prescriptions', 'list store users'] });
    expect((await list('', 'en', clerk.token)).statusCode).toBe(403);
    const reader = await signInAs(t.app, { permissions: ['list prescriptions'] });
    expect((await list(byAhmad, 'en', reader.token)).json().total).toBe(3);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/prescriptions',
      headers: authHeader(ahmad.token),
    });
    expect(customer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/prescriptions' })).statusCode).toBe(401);
  });
});

describe('downloading a prescription file (GET admin/prescriptions/{id}/files/{fileId})', () => {
  async function insuranceFiles() {
    const [item] = (await list(`type=insurance&${byAhmad}`, 'en')).json().data;
    return item.files as Array<{ id: number; name: string; download_url: string }>;
  }
  const downloadLogs = () =>
    t.app.db
      .select()
      .from(logActions)
      .where(and(eq(logActions.actionMode, 'download'), eq(logActions.subject, 'prescriptions')))
      .orderBy(asc(logActions.id));

  it('records the download, then redirects to a short-lived signed link that serves the file', async () => {
    const [front, back] = await insuranceFiles();
    const before = (await downloadLogs()).length;
    const res = await t.call('GET', back!.download_url);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = String(res.headers.location);
    expect(link).toMatch(/^\/api\/files\/signed\?key=prescriptions%2F.+&expires=\d+&name=.+&sig=[\w-]+$/);
    // The link carries a signature of its own, never the staff member's token.
    expect(link).not.toContain(t.token);
    const logs = await downloadLogs();
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({
      action: 'list prescriptions',
      subjectId: sent.insurance,
      subjectName: 'أحمد الشهراني - back.pdf',
      adminId: t.admin.adminId,
    });
    // The signed link needs no token: it is the short-lived proof.
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SECOND_PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    const first = await t.call('GET', front!.download_url);
    const firstFile = await t.app.inject({ method: 'GET', url: String(first.headers.location) });
    expect(firstFile.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses a file of another prescription, other staff, customers and visitors, writing nothing', async () => {
    const [front] = await insuranceFiles();
    const before = (await downloadLogs()).length;
    expect((await t.call('GET', `/api/admin/prescriptions/${sent.cash}/files/${front!.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/admin/prescriptions/${sent.insurance}/files/2147483647`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/admin/prescriptions/${sent.insurance}/files/0`)).statusCode).toBe(404);
    const clerk = await signInAs(t.app, { permissions: ['list orders', 'manage prescriptions'] });
    expect((await t.call('GET', front!.download_url, undefined, { as: clerk.token })).statusCode).toBe(403);
    const customer = await t.app.inject({ method: 'GET', url: front!.download_url, headers: authHeader(ahmad.token) });
    expect(customer.statusCode).toBe(401);
    expect(customer.headers.location).toBeUndefined();
    const visitor = await t.app.inject({ method: 'GET', url: front!.download_url });
    expect(visitor.statusCode).toBe(401);
    expect(await downloadLogs()).toHaveLength(before);
  });

  it('refuses a tampered signed link', async () => {
    const [front] = await insuranceFiles();
    const link = String((await t.call('GET', front!.download_url)).headers.location);
    const tampered = link.replace(/sig=[\w-]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });
});
