import type { DbOrTx } from '../../db/client';
import { adsBanners, mainBanners, offerBanners, offersHeader } from '../../db/schema/index';
import type { Storage } from '../../plugins/storage';
import { storeDemoImage } from './site';

// What the shop app's home shows in the demo: a seasonal main slider leading to the demo
// catalogue's categories, advertising strips, one pair of offer banners and the offers page header.
// The pictures are the demo's generated gradient cards, in the sizes the app shows them at.

const MAIN = [
  {
    name: { ar: 'عروض الشتاء على الفيتامينات', en: 'Winter offers on vitamins' },
    url: '/categories/vitamins',
  },
  { name: { ar: 'كل ما يحتاجه طفلك', en: 'Everything your baby needs' }, url: '/categories/mother-baby' },
  { name: { ar: 'روتين العناية بالبشرة', en: 'Your skin care routine' }, url: '/categories/skin-care' },
  { name: { ar: 'أجهزة القياس المنزلية', en: 'Home health devices' }, url: '/categories/devices' },
] as const;

const ADS = ['/offers', '/categories/nutrition', '/categories/personal-care'] as const;

const OFFER = {
  firstUrl: '/categories/skin-care',
  secondUrl: '/categories/vitamins',
  firstName: { ar: 'خصم 25٪', en: '25% off' },
  secondName: { ar: 'على منتجات العناية بالبشرة', en: 'on skin care' },
  thirdName: { ar: 'اشترِ 2 واحصل على 1', en: 'Buy 2, get 1 free' },
  fourthName: { ar: 'على الفيتامينات والمكملات', en: 'on vitamins and supplements' },
};

/** The demo banners, added only while none of the four kinds holds anything (staff changes are kept). */
export async function seedDemoStoreBanners(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  for (const table of [mainBanners, adsBanners, offerBanners, offersHeader]) {
    if ((await db.$count(table)) > 0) return { created: 0 };
  }
  let created = 0;
  for (const [position, banner] of MAIN.entries()) {
    const image = await storeDemoImage(storage, 'store-banners/main', position, { width: 1200, height: 500 });
    await db.insert(mainBanners).values({ ...banner, name: { ...banner.name }, image, position });
    created += 1;
  }
  for (const [position, url] of ADS.entries()) {
    const image = await storeDemoImage(storage, 'store-banners/ads', position + 2, { width: 1200, height: 300 });
    await db.insert(adsBanners).values({ url, image, position });
    created += 1;
  }
  await db.insert(offerBanners).values({
    ...OFFER,
    firstImage: await storeDemoImage(storage, 'store-banners/offers', 4, { width: 600, height: 600 }),
    secondImage: await storeDemoImage(storage, 'store-banners/offers', 1, { width: 600, height: 600 }),
  });
  await db.insert(offersHeader).values({
    id: 1,
    image: await storeDemoImage(storage, 'store-banners/offers-header', 3, { width: 1200, height: 360 }),
  });
  return { created: created + 2 };
}
