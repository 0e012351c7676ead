import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, updatedAt } from './columns';

/** Navigation menu of the public site. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    uri: text('uri').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_order_idx').on(t.sortOrder, t.id)],
);

/**
 * The website's contact data: a single row (id 1). Icons are public storage keys
 * of small images uploaded by staff.
 */
export const websiteContacts = pgTable(
  'website_contacts',
  {
    id: integer('id').primaryKey().default(1),
    phone: text('phone'),
    email: text('email'),
    licenseNumber: text('license_number'),
    sfdaNumber: text('sfda_number'),
    tayiqUrl: text('tayiq_url'),
    xUrl: text('x_url'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    snapchatUrl: text('snapchat_url'),
    tiktokUrl: text('tiktok_url'),
    youtubeUrl: text('youtube_url'),
    activeSnapchat: boolean('active_snapchat').notNull().default(false),
    activeTiktok: boolean('active_tiktok').notNull().default(false),
    activeYoutube: boolean('active_youtube').notNull().default(false),
    snapchatIcon: text('snapchat_icon'),
    tiktokIcon: text('tiktok_icon'),
    youtubeIcon: text('youtube_icon'),
    updatedAt: updatedAt(),
  },
  (t) => [check('website_contacts_single_row', sql`${t.id} = 1`)],
);

/** Figures of the home page statistics strip. */
export const homeStatistics = pgTable('home_statistics', {
  id: serial('id').primaryKey(),
  value: text('value').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const SLIDERS = ['home', 'investor'] as const;
export type SliderKind = (typeof SLIDERS)[number];

/** Images of the home page and investor page sliders; `path` is a public storage key. */
export const sliderImages = pgTable(
  'slider_images',
  {
    id: serial('id').primaryKey(),
    slider: text('slider', { enum: SLIDERS }).notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('slider_images_slider_idx').on(t.slider, t.sortOrder, t.id),
    check('slider_images_slider_check', sql`${t.slider} in ('home', 'investor')`),
  ],
);

/** The five home page sections, keyed by their number. */
export const homePageSections = pgTable(
  'home_page_sections',
  {
    section: integer('section').primaryKey(),
    image: text('image'),
    imageEn: text('image_en'),
    title: jsonb('title').$type<Bilingual>().notNull(),
    subTitle: jsonb('sub_title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('home_page_sections_section_check', sql`${t.section} between 1 and 5`)],
);

/** Per-language lists, e.g. the money-market disclosures of investor section 5. */
export interface BilingualList {
  ar: string[];
  en: string[];
}

/** The nine investor-relations page sections, keyed by their number. */
export const investorPageSections = pgTable(
  'investor_page_sections',
  {
    section: integer('section').primaryKey(),
    image: text('image'),
    imageEn: text('image_en'),
    title: jsonb('title').$type<Bilingual>().notNull(),
    subTitle: jsonb('sub_title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    moneyMarketDisclosure: jsonb('money_market_disclosure').$type<BilingualList>(),
    updatedAt: updatedAt(),
  },
  (t) => [check('investor_page_sections_section_check', sql`${t.section} between 1 and 9`)],
);

const bilingual = (name: string) => jsonb(name).$type<Bilingual>().notNull();

/**
 * The about-us page: a single row (id 1) with its images (public storage keys) and
 * one bilingual column per text field of its six sections, named as the API names them.
 */
export const aboutPage = pgTable(
  'about_page',
  {
    id: integer('id').primaryKey().default(1),
    logo: text('logo'),
    logoEn: text('logo_en'),
    firstImage: text('first_image'),
    firstImageEn: text('first_image_en'),
    secondSectionSubTitle1Image: text('second_section_sub_title_1_image'),
    secondSectionSubTitle1DescImage: text('second_section_sub_title_1_desc_image'),
    thirdSectionSubTitle1Image: text('third_section_sub_title_1_image'),
    thirdSectionSubTitle1ImageEn: text('third_section_sub_title_1_image_en'),
    fourthSectionSubTitle1Image: text('fourth_section_sub_title_1_image'),
    fourthSectionSubTitle2Image: text('fourth_section_sub_title_2_image'),
    fourthSectionSubTitle3Image: text('fourth_section_sub_title_3_image'),
    fourthSectionSubTitle4Image: text('fourth_section_sub_title_4_image'),
    // 1: overview
    title: bilingual('title'),
    content: bilingual('content'),
    // 2: vision and message
    secondSectionTitle: bilingual('second_section_title'),
    secondSectionSubTitle1: bilingual('second_section_sub_title_1'),
    secondSectionSubTitle1Desc: bilingual('second_section_sub_title_1_desc'),
    secondSectionSubTitle2: bilingual('second_section_sub_title_2'),
    secondSectionSubTitle2Desc: bilingual('second_section_sub_title_2_desc'),
    // 3: organisational chart
    thirdSectionTitle: bilingual('third_section_title'),
    thirdSectionSubTitle1: bilingual('third_section_sub_title_1'),
    // 4: services
    fourthSectionTitle: bilingual('fourth_section_title'),
    fourthSectionSubTitle1: bilingual('fourth_section_sub_title_1'),
    fourthSectionSubTitle1Desc: bilingual('fourth_section_sub_title_1_desc'),
    fourthSectionSubTitle2: bilingual('fourth_section_sub_title_2'),
    fourthSectionSubTitle2Desc: bilingual('fourth_section_sub_title_2_desc'),
    fourthSectionSubTitle3: bilingual('fourth_section_sub_title_3'),
    fourthSectionSubTitle3Desc: bilingual('fourth_section_sub_title_3_desc'),
    fourthSectionSubTitle4: bilingual('fourth_section_sub_title_4'),
    fourthSectionSubTitle4Desc: bilingual('fourth_section_sub_title_4_desc'),
    // 5: community contributions
    fifthSectionTitle: bilingual('fifth_section_title'),
    fifthSectionSubTitle1: bilingual('fifth_section_sub_title_1'),
    fifthSectionSubTitle1Desc: bilingual('fifth_section_sub_title_1_desc'),
    // 6: branches and warehouses
    sixthSectionTitle: bilingual('sixth_section_title'),
    sixthSectionSubTitle1: bilingual('sixth_section_sub_title_1'),
    sixthSectionSubTitle1Desc: bilingual('sixth_section_sub_title_1_desc'),
    sixthSectionSubTitle2: bilingual('sixth_section_sub_title_2'),
    sixthSectionSubTitle2Desc: bilingual('sixth_section_sub_title_2_desc'),
    updatedAt: updatedAt(),
  },
  (t) => [check('about_page_single_row', sql`${t.id} = 1`)],
);
