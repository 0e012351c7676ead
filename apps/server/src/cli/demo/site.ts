import type { AboutImageField, AboutTextField } from '@app/contracts';
import { socialIconSvg } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  aboutPage,
  homePageSections,
  homeStatistics,
  investorPageSections,
  menuItems,
  type SliderKind,
  sliderImages,
  websiteContacts,
} from '../../db/schema/index';
import { ABOUT_IMAGE_FIELDS, ABOUT_TEXT_FIELDS } from '../../modules/site/service';
import { newStorageKey, putPublicPicture, type Storage } from '../../plugins/storage';
import { gradientCard, iconPng, type ShapeKind } from './assets';
import { ABOUT_TEXTS, COMPANY, HOME_SECTIONS, INVESTOR_SECTIONS, MENU, STATISTICS } from './site-content';

/** Serializes demo seeding across instances starting together on one database. */
export const DEMO_SEED_LOCK = 7_240_101;

const SHAPES: ShapeKind[] = ['cross', 'circles', 'capsule', 'waves', 'grid'];

/** Generates a gradient card and stores it as a public file; returns its storage key. */
export async function storeDemoImage(
  storage: Storage,
  folder: string,
  index: number,
  size: { width: number; height: number },
): Promise<string> {
  const image = await gradientCard({ ...size, palette: index, shape: SHAPES[index % SHAPES.length]! });
  const key = newStorageKey(folder, 'webp');
  await putPublicPicture(storage, key, image);
  return key;
}

async function seedSlider(tx: DbOrTx, storage: Storage, slider: SliderKind, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const path = await storeDemoImage(storage, `sliders/${slider}`, i + (slider === 'investor' ? 2 : 0), {
      width: 1600,
      height: 600,
    });
    await tx.insert(sliderImages).values({ slider, path, sortOrder: i + 1 });
  }
}

const SITE_CONTENT_TABLES = [
  menuItems,
  websiteContacts,
  homeStatistics,
  sliderImages,
  homePageSections,
  aboutPage,
  investorPageSections,
];

/** True when any of the site's content tables holds a row: staff content is never overwritten. */
async function hasSiteContent(tx: DbOrTx): Promise<boolean> {
  for (const table of SITE_CONTENT_TABLES) {
    const [row] = await tx.select({ present: sql<number>`1` }).from(table).limit(1);
    if (row) return true;
  }
  return false;
}

async function countSiteContent(tx: DbOrTx): Promise<number> {
  let total = 0;
  for (const table of SITE_CONTENT_TABLES) total += await tx.$count(table);
  return total;
}

/**
 * Demo content of the public site: menu, contact data, statistics, both sliders, the
 * home, about and investor page sections, with generated images. Does nothing when
 * any of it exists (so content staff deleted is not brought back). Returns the number
 * of rows created.
 */
export async function seedDemoSite(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasSiteContent(tx)) return { created: 0 };

    await tx.insert(menuItems).values(
      MENU.map((item, i) => ({
        uri: item.uri,
        titleAr: item.title.ar,
        titleEn: item.title.en,
        sortOrder: i + 1,
        active: true,
      })),
    );

    const icons = {
      snapchat: await storeIcon(storage, socialIconSvg('snapchat', '#fffc00', '#111827')),
      tiktok: await storeIcon(storage, socialIconSvg('tiktok', '#111827')),
      youtube: await storeIcon(storage, socialIconSvg('youtube', '#ff0000')),
    };
    await tx.insert(websiteContacts).values({
      id: 1,
      phone: COMPANY.phone,
      email: COMPANY.email,
      licenseNumber: COMPANY.licenseNumber,
      sfdaNumber: COMPANY.sfdaNumber,
      tayiqUrl: COMPANY.tayiqUrl,
      xUrl: COMPANY.social.x,
      facebookUrl: COMPANY.social.facebook,
      instagramUrl: COMPANY.social.instagram,
      snapchatUrl: COMPANY.social.snapchat,
      tiktokUrl: COMPANY.social.tiktok,
      youtubeUrl: COMPANY.social.youtube,
      activeSnapchat: COMPANY.socialActive.snapchat,
      activeTiktok: COMPANY.socialActive.tiktok,
      activeYoutube: COMPANY.socialActive.youtube,
      snapchatIcon: icons.snapchat,
      tiktokIcon: icons.tiktok,
      youtubeIcon: icons.youtube,
    });

    await tx
      .insert(homeStatistics)
      .values(STATISTICS.map((s) => ({ value: s.value, titleAr: s.title.ar, titleEn: s.title.en })));

    await seedSlider(tx, storage, 'home', 4);
    await seedSlider(tx, storage, 'investor', 3);

    // Sizes follow the back-office's image hints (572x624, 572x529, ...).
    for (const [i, copy] of HOME_SECTIONS.entries()) {
      const size = i % 2 === 0 ? { width: 572, height: 624 } : { width: 572, height: 529 };
      await tx.insert(homePageSections).values({
        section: i + 1,
        image: await storeDemoImage(storage, 'pages/home', i, size),
        imageEn: await storeDemoImage(storage, 'pages/home', i + 1, size),
        title: copy.title,
        subTitle: copy.subTitle,
        description: copy.description,
      });
    }

    await tx.insert(aboutPage).values(await aboutRow(storage));

    for (const [i, copy] of INVESTOR_SECTIONS.entries()) {
      const size =
        i === 0 ? { width: 293, height: 189 } : i === 1 ? { width: 572, height: 414 } : { width: 567, height: 276 };
      await tx.insert(investorPageSections).values({
        section: i + 1,
        image: await storeDemoImage(storage, 'pages/investor', i, size),
        // Only the first two sections have an English image.
        imageEn: i < 2 ? await storeDemoImage(storage, 'pages/investor', i + 3, size) : null,
        title: copy.title,
        subTitle: copy.subTitle,
        description: copy.description,
        moneyMarketDisclosure: copy.moneyMarketDisclosure ?? null,
      });
    }
    return { created: await countSiteContent(tx) };
  });
}

/** A demo network icon: the network's own glyph on its colour. */
async function storeIcon(storage: Storage, svg: string): Promise<string> {
  const key = newStorageKey('contacts/icons', 'png');
  await storage.putPublic(key, await iconPng(svg));
  return key;
}

const ABOUT_IMAGE_SIZES: Record<AboutImageField, { width: number; height: number }> = {
  logo: { width: 267, height: 140 },
  logo_en: { width: 267, height: 140 },
  first_image: { width: 572, height: 624 },
  first_image_en: { width: 572, height: 624 },
  second_section_sub_title_1_image: { width: 572, height: 529 },
  second_section_sub_title_1_desc_image: { width: 572, height: 536 },
  third_section_sub_title_1_image: { width: 1272, height: 529 },
  third_section_sub_title_1_image_en: { width: 1272, height: 529 },
  fourth_section_sub_title_1_image: { width: 293, height: 189 },
  fourth_section_sub_title_2_image: { width: 293, height: 189 },
  fourth_section_sub_title_3_image: { width: 293, height: 189 },
  fourth_section_sub_title_4_image: { width: 293, height: 189 },
};

async function aboutRow(storage: Storage): Promise<typeof aboutPage.$inferInsert> {
  const row: Record<string, unknown> = { id: 1 };
  let index = 0;
  for (const [name, column] of Object.entries(ABOUT_IMAGE_FIELDS) as [AboutImageField, string][]) {
    row[column] = await storeDemoImage(storage, 'pages/about', index++, ABOUT_IMAGE_SIZES[name]);
  }
  for (const [name, column] of Object.entries(ABOUT_TEXT_FIELDS) as [AboutTextField, string][]) {
    row[column] = ABOUT_TEXTS[name];
  }
  return row as typeof aboutPage.$inferInsert;
}
