import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availabilityRequests, outbox } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { insertProduct, insertStore, uniqueCode } from '../../../test/store-catalogue';
import { insertAvailabilityRequest, registerCustomer } from '../../../test/store-customers';
import { rekeyAvailabilityRequests } from './availability-service';

const t = adminTestContext();

const stock = (items: Array<{ code: string; store_no: string; quantity: number }>) =>
  t.call('PUT', '/api/admin/stock', { items });

const messagesFor = (requestId: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `back-in-stock:${requestId}`));

describe('notify-me requests', () => {
  it('lists requests and deletes one by its id', async () => {
    const product = await insertProduct(t.app, { name: { ar: 'حليب أطفال', en: 'Infant formula' } });
    const id = await insertAvailabilityRequest(t.app, product.id);
    const list = await t.get('/api/admin/check-availabilities', { locale: 'en' });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id,
        name: 'خالد',
        notified_at: null,
        product: expect.objectContaining({ name: 'Infant formula' }),
      }),
    );
    expect((await t.call('DELETE', `/api/admin/check-availabilities?id=${id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/admin/check-availabilities', { id })).statusCode).toBe(404);
  });

  it('searches requests by the requester, the e-mail, the mobile as people write it or the product', async () => {
    const product = await insertProduct(t.app, {
      code: uniqueCode('NTF'),
      name: { ar: 'حليب الصويا', en: 'Soy milk' },
    });
    const mine = await insertAvailabilityRequest(t.app, product.id, {
      name: 'عائشة القرني',
      email: 'aisha@example.com',
      mobile: '+966559876543',
    });
    const other = await insertAvailabilityRequest(t.app, (await insertProduct(t.app)).id, { name: 'سعد' });
    // Rows written before their key existed are keyed when the app starts.
    await rekeyAvailabilityRequests(t.app.db);
    const found = async (search: string) =>
      (await t.get(`/api/admin/check-availabilities?search=${encodeURIComponent(search)}&limit=100`))
        .json()
        .data.map((row: { id: number }) => row.id);
    for (const typed of ['عايشه', 'AISHA@', '0559876543', '+9665598', 'الصويا', 'soy', product.code.slice(0, 7)]) {
      const ids = await found(typed);
      expect(ids, typed).toContain(mine);
      expect(ids, typed).not.toContain(other);
    }
    expect(await found('')).toContain(other);

    // A request a customer makes in the shop is found at once.
    const token = await registerCustomer(t.app, 'منيرة السبيعي');
    const shop = await t.app.inject({
      method: 'POST',
      url: `/api/shop/products/${product.id}/notify-me`,
      headers: authHeader(token),
    });
    expect(shop.statusCode).toBe(201);
    expect((await found('السبيعي')).length).toBe(1);
  });

  it('e-mails each requester once when the product comes back, in their language, and marks them notified', async () => {
    const product = await insertProduct(t.app, { name: { ar: 'فيتامين د', en: 'Vitamin D' } });
    const store = await insertStore(t.app);
    const arabic = await insertAvailabilityRequest(t.app, product.id);
    const english = await insertAvailabilityRequest(t.app, product.id, { email: 'sam@example.com', locale: 'en' });
    const mobileOnly = await insertAvailabilityRequest(t.app, product.id, { email: null });

    // Two writes at once bring it back: the messages are written once.
    await Promise.all([
      stock([{ code: product.code, store_no: store, quantity: 4 }]),
      stock([{ code: product.code, store_no: store, quantity: 6 }]),
    ]);
    const [toArabic] = await messagesFor(arabic);
    expect(toArabic?.payload).toMatchObject({
      to: 'khalid@example.com',
      subject: 'عاد فيتامين د إلى المخزون',
      language: 'ar',
    });
    const [toEnglish] = await messagesFor(english);
    expect(toEnglish?.payload).toMatchObject({ to: 'sam@example.com', subject: 'Vitamin D is back in stock' });
    expect(await t.app.db.$count(outbox, like(outbox.dedupeKey, 'back-in-stock:%'))).toBeGreaterThanOrEqual(2);
    expect((await messagesFor(arabic)).length).toBe(1);

    const [pending] = await t.app.db.select().from(availabilityRequests).where(eq(availabilityRequests.id, mobileOnly));
    expect(pending!.notifiedAt).toBeNull();
    const [done] = await t.app.db.select().from(availabilityRequests).where(eq(availabilityRequests.id, arabic));
    expect(done!.notifiedAt).not.toBeNull();

    // Still in stock: a later figure sends nothing more.
    await stock([{ code: product.code, store_no: store, quantity: 9 }]);
    expect((await messagesFor(arabic)).length).toBe(1);
  });
});
