import { riyadhNow } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { offerProducts, offers } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { insertCategory, insertProduct, insertStore, insertSubcategory } from '../../../test/store-catalogue';
import { insertReview } from '../../../test/store-customers';

const t = adminTestContext();

const shop = (url: string, locale = 'en') => t.app.inject({ method: 'GET', url, headers: { locale } });

describe('the shop catalogue', () => {
  it('shows only active products of active sub-categories and categories, and a staff change at once', async () => {
    const category = await insertCategory(t.app, { ar: 'فيتامينات', en: 'Vitamins' });
    const sub = await insertSubcategory(t.app, category);
    const shown = await insertProduct(t.app, { subcategoryId: sub, name: { ar: 'فيتامين سي', en: 'Vitamin C' } });
    const hidden = await insertProduct(t.app, { subcategoryId: sub, active: false });
    const list = await shop(`/api/shop/products?category_id=${category}`);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    expect((await shop(`/api/shop/products/${hidden.id}`)).statusCode).toBe(404);

    // Staff hide the product: the cached list drops it on the next request.
    const edited = await t.call('PUT', `/api/admin/product/${shown.id}`, { active: 0 });
    expect(edited.statusCode).toBe(200);
    expect((await shop(`/api/shop/products?category_id=${category}`)).json().data).toEqual([]);
    await t.call('PUT', `/api/admin/product/${shown.id}`, { active: 1 });
    // A hidden category hides everything in it.
    const categories = await shop('/api/shop/categories');
    expect(categories.json().data.some((c: { id: number }) => c.id === category)).toBe(true);
  });

  it('finds by Arabic-folded name or code start, sorts by price, and pages', async () => {
    const sub = await insertSubcategory(t.app);
    const cheap = await insertProduct(t.app, {
      subcategoryId: sub,
      price: 500,
      name: { ar: 'أسبرين 81', en: 'Aspirin 81' },
    });
    const dear = await insertProduct(t.app, {
      subcategoryId: sub,
      price: 4_500,
      name: { ar: 'اسبرين بروتكت', en: 'Aspirin Protect' },
    });
    const byName = await shop(
      `/api/shop/products?subcategory_id=${sub}&search=${encodeURIComponent('إسبرين')}&sort=price_desc`,
    );
    expect(byName.json().data.map((p: { id: number }) => p.id)).toEqual([dear.id, cheap.id]);
    const byCode = await shop(`/api/shop/products?search=${cheap.code.slice(0, -1)}`);
    expect(byCode.json().data.map((p: { id: number }) => p.id)).toContain(cheap.id);
    const paged = await shop(`/api/shop/products?subcategory_id=${sub}&sort=price_asc&limit=1&page=2`);
    expect(paged.json()).toMatchObject({ total: 2, data: [{ id: dear.id, price: '45.00' }] });
  });

  it('details a product with its VAT, stock and shown reviews only, in the request language', async () => {
    const store = await insertStore(t.app);
    const product = await insertProduct(t.app, {
      price: 2_300,
      stock: { [store]: 4 },
      name: { ar: 'بانادول', en: 'Panadol' },
    });
    await insertReview(t.app, product.id, { shown: true, rating: 5, comment: 'ممتاز' });
    await insertReview(t.app, product.id, { shown: true, rating: 4, comment: 'جيد' });
    await insertReview(t.app, product.id, { shown: false, rating: 1, comment: 'hidden' });
    const detail = (await shop(`/api/shop/products/${product.id}`)).json().data;
    // 23.00 includes 15 % VAT: 20.00 before it, 3.00 of VAT.
    expect(detail).toMatchObject({
      name: 'Panadol',
      price: '23.00',
      price_before_vat: '20.00',
      vat: '3.00',
      in_stock: true,
      rating: 4.5,
      reviews_count: 2,
    });
    expect(detail.reviews.map((r: { comment: string }) => r.comment)).not.toContain('hidden');
    expect((await shop(`/api/shop/products/${product.id}`, 'ar')).json().data.name).toBe('بانادول');
  });

  it('lists cities with both delivery prices and whether each district is served', async () => {
    const city = await t.call('POST', '/api/admin/city', {
      delivery_price: '15',
      prescription_delivery_price: '20',
      translation: [
        { local: 'ar', name: 'بريدة' },
        { local: 'en', name: 'Buraidah' },
      ],
    });
    const cityId = city.json().data.id;
    await t.call('POST', '/api/admin/district', {
      city_id: cityId,
      translation: [
        { local: 'ar', name: 'الريان' },
        { local: 'en', name: 'Ar Rayyan' },
      ],
    });
    const cities = (await shop('/api/shop/cities')).json().data as Array<{ id: number }>;
    expect(cities.find((c) => c.id === cityId)).toMatchObject({
      name: 'Buraidah',
      delivery_price: '15.00',
      prescription_delivery_price: '20.00',
      districts: [{ name: 'Ar Rayyan', served: false }],
    });
  });
});

describe('offers in the shop', () => {
  it('shows the offers running now that apply to a product, by product or by its category, with what they give', async () => {
    const category = await insertCategory(t.app, { ar: 'العناية بالبشرة', en: 'Skin care' });
    const sub = await insertSubcategory(t.app, category);
    const product = await insertProduct(t.app, { subcategoryId: sub });
    const other = await insertProduct(t.app, { subcategoryId: sub });
    const hour = 3_600_000;
    const at = (offset: number) => riyadhNow(new Date(Date.now() + offset));
    const base = { categoryId: category, name: { ar: 'عرض', en: 'Offer' } };
    const [byCategory, byProduct, forOther, expired, future, off] = await t.app.db
      .insert(offers)
      .values([
        {
          ...base,
          type: 'percentage',
          discountAmount: 10,
          maxPriceToApply: 2_000,
          startDate: at(-hour),
          endDate: at(hour),
        },
        {
          ...base,
          type: 'one_and_other_free',
          boughtCount: 2,
          freeCount: 1,
          startDate: at(-hour),
          endDate: at(2 * hour),
        },
        { ...base, type: 'fixed_amount', discountAmount: 500, startDate: at(-hour), endDate: at(hour) },
        { ...base, type: 'percentage', discountAmount: 5, startDate: at(-2 * hour), endDate: at(-hour) },
        { ...base, type: 'percentage', discountAmount: 5, startDate: at(hour), endDate: at(2 * hour) },
        { ...base, type: 'percentage', discountAmount: 5, status: false, startDate: at(-hour), endDate: at(hour) },
      ] as const)
      .returning({ id: offers.id });
    await t.app.db.insert(offerProducts).values([
      { offerId: byProduct!.id, productId: product.id },
      { offerId: forOther!.id, productId: other.id },
    ]);
    const res = await shop(`/api/shop/products/${product.id}/offers`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: byCategory!.id, summary: '10% off, up to SAR 20.00' }),
      expect.objectContaining({ id: byProduct!.id, summary: 'Buy 2, get 1 free' }),
    ]);
    const ar = (await shop(`/api/shop/products/${product.id}/offers`, 'ar')).json().data;
    expect(ar[1].summary).toBe('اشترِ 2 واحصل على 1 مجانًا');
    const running = (await shop('/api/shop/offers')).json().data.map((o: { id: number }) => o.id);
    expect(running).toEqual(expect.arrayContaining([byCategory!.id, byProduct!.id, forOther!.id]));
    for (const gone of [expired, future, off]) expect(running).not.toContain(gone!.id);
  });
});

describe('banners in the shop', () => {
  it('answers the four kinds at once, and a staff save at once', async () => {
    const before = (await shop('/api/shop/banners')).json().data;
    expect(Object.keys(before).sort()).toEqual(['ads', 'main', 'offers', 'offers_header']);
    const { mainBanners } = await import('../../../db/schema/index');
    await t.app.db.insert(mainBanners).values({ name: { ar: 'عروض الشتاء', en: 'Winter offers' }, url: '/offers' });
    // Written straight to the table: the cached answer stays until a staff save drops it.
    await t.app.invalidatePublic(['store-banners']);
    const after = (await shop('/api/shop/banners')).json().data;
    expect(after.main.at(-1)).toMatchObject({
      url: '/offers',
      translation: [{ name: 'عروض الشتاء' }, { name: 'Winter offers' }],
    });
  });
});
