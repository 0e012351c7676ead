import { isMenuUri } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoStoreBanners } from '../../../cli/demo/store-banners';
import { adminTestContext } from '../../../test/admin-context';

const t = adminTestContext();

const exists = async (url: string | null) =>
  url !== null && (await t.app.storage.stat('public', url.replace(/^\/uploads\//, ''))) !== null;

describe('the demo banners', () => {
  it('fill the four kinds with pictures and links the API answers as staff save them', async () => {
    expect(await seedDemoStoreBanners(t.app.db, t.app.storage)).toEqual({ created: 9 });

    const main = (await t.get('/api/admin/mainBanner')).json().data;
    expect(main).toHaveLength(4);
    const ads = (await t.get('/api/admin/adsBanner')).json().data;
    expect(ads).toHaveLength(3);
    const [offer] = (await t.get('/api/admin/offerBanner')).json().data;
    const header = (await t.get('/api/admin/offerHeader')).json().data;

    for (const banner of main) {
      expect(banner.translation.map((entry: { local: string }) => entry.local)).toEqual(['ar', 'en']);
      for (const entry of banner.translation) expect(entry.name.length).toBeGreaterThan(3);
    }
    const urls = [...main, ...ads].map((banner) => banner.url).concat(offer.first_url, offer.second_url);
    for (const url of urls) expect(isMenuUri(url), url).toBe(true);
    const images = [...main, ...ads].map((banner) => banner.image);
    images.push(offer.first_image, offer.second_image, header.image);
    for (const image of images) expect(await exists(image), image).toBe(true);
    expect(offer.first_name_ar).not.toBe('');
    expect(offer.fourth_name_en).not.toBe('');
  });

  it('are added once, and never over what staff saved', async () => {
    expect(await seedDemoStoreBanners(t.app.db, t.app.storage)).toEqual({ created: 0 });
  });
});
