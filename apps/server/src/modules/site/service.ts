import type {
  AboutImageField,
  AboutPageAnswer,
  AboutTextField,
  InvestorSectionAnswer,
  Locale,
  MenuItemAnswer,
  PageSectionAnswer,
  SliderImageAnswer,
  StatisticAnswer,
  WebsiteContactsAnswer,
} from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
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
import type { FileUrl } from '../../kernel/file-urls';
import { type PerLocale, toTranslations, translationFor } from '../../lib/translations';

/**
 * Cache tags of the public answers built here. A writer invalidates the tag of what
 * it changed (`app.invalidatePublic([SITE_TAGS.menu])`) after its transaction commits.
 */
export const SITE_TAGS = {
  menu: 'menu',
  websiteContacts: 'website_contacts',
  homeStatistics: 'home_statistics',
  homeSlider: 'home_slider',
  investorSlider: 'investor_slider',
  homeSections: 'home_sections',
  aboutPage: 'about_page',
  investorSections: 'investor_sections',
} as const;

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Active menu items in their order. */
export async function listMenu(db: DbOrTx): Promise<MenuItemAnswer[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.active, true))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return rows.map((row) => ({
    id: row.id,
    uri: row.uri,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    order: row.sortOrder,
    active: flag(row.active),
  }));
}

/** The contact data; every field null (and every optional network off) until staff save it. */
export async function getWebsiteContacts(db: DbOrTx, fileUrl: FileUrl): Promise<WebsiteContactsAnswer> {
  const [row] = await db.select().from(websiteContacts).where(eq(websiteContacts.id, 1));
  return {
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    license_number: row?.licenseNumber ?? null,
    sfda_number: row?.sfdaNumber ?? null,
    tayiq_url: row?.tayiqUrl ?? null,
    x_url: row?.xUrl ?? null,
    facebook_url: row?.facebookUrl ?? null,
    instagram_url: row?.instagramUrl ?? null,
    snapchat_url: row?.snapchatUrl ?? null,
    tiktok_url: row?.tiktokUrl ?? null,
    youtube_url: row?.youtubeUrl ?? null,
    active_snapchat: flag(row?.activeSnapchat ?? false),
    active_tiktok: flag(row?.activeTiktok ?? false),
    active_youtube: flag(row?.activeYoutube ?? false),
    snapchat_icon: fileUrl(row?.snapchatIcon ?? null),
    tiktok_icon: fileUrl(row?.tiktokIcon ?? null),
    youtube_icon: fileUrl(row?.youtubeIcon ?? null),
  };
}

export async function listHomeStatistics(db: DbOrTx): Promise<StatisticAnswer[]> {
  const rows = await db.select().from(homeStatistics).orderBy(asc(homeStatistics.id));
  return rows.map((row) => ({ id: row.id, value: row.value, title_ar: row.titleAr, title_en: row.titleEn }));
}

export async function listSlider(db: DbOrTx, slider: SliderKind, fileUrl: FileUrl): Promise<SliderImageAnswer[]> {
  const rows = await db
    .select()
    .from(sliderImages)
    .where(eq(sliderImages.slider, slider))
    .orderBy(asc(sliderImages.sortOrder), asc(sliderImages.id));
  return rows.map((row) => ({ id: row.id, path: fileUrl(row.path) ?? '' }));
}

/**
 * A section's texts in the request's language (`translation`) and in both
 * (`translations`), so a page reads one and an editor gets both.
 */
function localized<F extends Record<string, PerLocale<unknown> | null>>(fields: F, locale: Locale) {
  return { translation: translationFor(fields, locale), translations: toTranslations(fields) };
}

export async function listHomeSections(db: DbOrTx, locale: Locale, fileUrl: FileUrl): Promise<PageSectionAnswer[]> {
  const rows = await db.select().from(homePageSections).orderBy(asc(homePageSections.section));
  return rows.map((row) => ({
    id: row.section,
    section: row.section,
    image: fileUrl(row.image),
    image_en: fileUrl(row.imageEn),
    ...localized({ title: row.title, sub_title: row.subTitle, description: row.description }, locale),
  }));
}

export async function listInvestorSections(
  db: DbOrTx,
  locale: Locale,
  fileUrl: FileUrl,
): Promise<InvestorSectionAnswer[]> {
  const rows = await db.select().from(investorPageSections).orderBy(asc(investorPageSections.section));
  return rows.map((row) => ({
    id: row.section,
    section: row.section,
    image: fileUrl(row.image),
    image_en: fileUrl(row.imageEn),
    ...localized(
      {
        title: row.title,
        sub_title: row.subTitle,
        description: row.description,
        money_market_disclosure: row.moneyMarketDisclosure,
      },
      locale,
    ),
  }));
}

type AboutRow = typeof aboutPage.$inferSelect;
type KeysOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/** The about page's images as the API names them. */
export const ABOUT_IMAGE_FIELDS = {
  logo: 'logo',
  logo_en: 'logoEn',
  first_image: 'firstImage',
  first_image_en: 'firstImageEn',
  second_section_sub_title_1_image: 'secondSectionSubTitle1Image',
  second_section_sub_title_1_desc_image: 'secondSectionSubTitle1DescImage',
  third_section_sub_title_1_image: 'thirdSectionSubTitle1Image',
  third_section_sub_title_1_image_en: 'thirdSectionSubTitle1ImageEn',
  fourth_section_sub_title_1_image: 'fourthSectionSubTitle1Image',
  fourth_section_sub_title_2_image: 'fourthSectionSubTitle2Image',
  fourth_section_sub_title_3_image: 'fourthSectionSubTitle3Image',
  fourth_section_sub_title_4_image: 'fourthSectionSubTitle4Image',
} as const satisfies Record<AboutImageField, KeysOfType<AboutRow, string | null>>;

/**
 * The about page's texts as the API names them (the sixth section's sub-titles keep
 * the specification's capital S).
 */
export const ABOUT_TEXT_FIELDS = {
  title: 'title',
  content: 'content',
  second_section_title: 'secondSectionTitle',
  second_section_sub_title_1: 'secondSectionSubTitle1',
  second_section_sub_title_1_desc: 'secondSectionSubTitle1Desc',
  second_section_sub_title_2: 'secondSectionSubTitle2',
  second_section_sub_title_2_desc: 'secondSectionSubTitle2Desc',
  third_section_title: 'thirdSectionTitle',
  third_section_sub_title_1: 'thirdSectionSubTitle1',
  fourth_section_title: 'fourthSectionTitle',
  fourth_section_sub_title_1: 'fourthSectionSubTitle1',
  fourth_section_sub_title_1_desc: 'fourthSectionSubTitle1Desc',
  fourth_section_sub_title_2: 'fourthSectionSubTitle2',
  fourth_section_sub_title_2_desc: 'fourthSectionSubTitle2Desc',
  fourth_section_sub_title_3: 'fourthSectionSubTitle3',
  fourth_section_sub_title_3_desc: 'fourthSectionSubTitle3Desc',
  fourth_section_sub_title_4: 'fourthSectionSubTitle4',
  fourth_section_sub_title_4_desc: 'fourthSectionSubTitle4Desc',
  fifth_section_title: 'fifthSectionTitle',
  fifth_section_sub_title_1: 'fifthSectionSubTitle1',
  fifth_section_sub_title_1_desc: 'fifthSectionSubTitle1Desc',
  sixth_section_title: 'sixthSectionTitle',
  Sixth_section_sub_title_1: 'sixthSectionSubTitle1',
  Sixth_section_sub_title_1_desc: 'sixthSectionSubTitle1Desc',
  Sixth_section_sub_title_2: 'sixthSectionSubTitle2',
  Sixth_section_sub_title_2_desc: 'sixthSectionSubTitle2Desc',
} as const satisfies Record<AboutTextField, KeysOfType<AboutRow, Bilingual>>;

const EMPTY: Bilingual = { ar: '', en: '' };

export async function getAboutPage(db: DbOrTx, locale: Locale, fileUrl: FileUrl): Promise<AboutPageAnswer> {
  const [row] = await db.select().from(aboutPage).where(eq(aboutPage.id, 1));
  const images = {} as Record<AboutImageField, string | null>;
  for (const [name, column] of Object.entries(ABOUT_IMAGE_FIELDS) as [AboutImageField, keyof AboutRow][]) {
    images[name] = fileUrl((row?.[column] as string | null | undefined) ?? null);
  }
  const texts = {} as Record<AboutTextField, Bilingual>;
  for (const [name, column] of Object.entries(ABOUT_TEXT_FIELDS) as [AboutTextField, keyof AboutRow][]) {
    texts[name] = (row?.[column] as Bilingual | undefined) ?? EMPTY;
  }
  return { ...images, ...localized(texts, locale) };
}
