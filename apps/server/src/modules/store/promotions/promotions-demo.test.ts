import { describe, expect, it } from 'vitest';
import { seedDemoBranches } from '../../../cli/demo/branches';
import { seedDemoStoreCatalogue } from '../../../cli/demo/store-catalogue';
import { seedDemoStorePromotions } from '../../../cli/demo/store-promotions';
import { adminTestContext } from '../../../test/admin-context';

const t = adminTestContext({ locale: 'en' });

describe('the demo promotions', () => {
  it('hold an offer of each type, one expired and one inactive, and a few codes, and are added once', async () => {
    await seedDemoBranches(t.app.db, t.app.storage);
    await seedDemoStoreCatalogue(t.app.db, t.app.storage);
    expect((await seedDemoStorePromotions(t.app.db)).created).toBeGreaterThan(10);
    expect(await seedDemoStorePromotions(t.app.db)).toEqual({ created: 0 });

    const offers = (await t.get('/api/admin/newOffer?limit=100')).json();
    const types = new Set(offers.data.map((offer: { type: string }) => offer.type));
    expect(types).toEqual(new Set(['one_and_other_free', 'one_and_discount_on_second', 'fixed_amount', 'percentage']));
    const states = offers.data.map((offer: { state: string }) => offer.state);
    expect(states).toContain('expired');
    expect(states).toContain('inactive');
    expect(states.filter((state: string) => state === 'active').length).toBeGreaterThanOrEqual(4);
    // One offer covers a whole category; the others list products of their own category.
    expect(offers.data.some((offer: { products_count: number }) => offer.products_count === 0)).toBe(true);
    expect(offers.data.filter((offer: { products_count: number }) => offer.products_count > 0).length).toBeGreaterThan(
      2,
    );

    const coupons = (await t.get('/api/admin/copoun?limit=100')).json().data;
    expect(coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'WELCOME15', discount: '15', max_discount: '50.00', state: 'active' }),
        expect.objectContaining({ code: 'SAVE25', discount: '25.00', authorized_to: 100, usage_count: 37 }),
        expect.objectContaining({ code: 'EID20', state: 'expired' }),
        expect.objectContaining({ code: 'IMMUNITY5', state: 'inactive' }),
      ]),
    );
    const health = coupons.find((coupon: { code: string }) => coupon.code === 'HEALTH10');
    expect(health.products.length).toBeGreaterThan(0);
  });
});
