/**
 * Answers of the public site's content routes, as the server builds them (and checks them against
 * these schemas) and the public pages read them. The public bundle imports only the types.
 */
import { z } from 'zod';
import { dataAnswer, listAnswer } from './answers';
import { LOCALES } from './common';

/** A flag as the API sends it. */
export const flagAnswer = z.union([z.literal(0), z.literal(1)]);

const text = z.string();
const nullableText = z.string().nullable();
const locale = z.enum(LOCALES);

/** GET /api/menu: the active items in their order. */
const menuItemAnswer = z.object({
  id: z.number().int(),
  uri: text,
  title_ar: text,
  title_en: text,
  order: z.number().int(),
  active: flagAnswer,
});
export type MenuItemAnswer = z.infer<typeof menuItemAnswer>;
export const menuAnswer = listAnswer(menuItemAnswer);

/** GET /api/website_contacts: every field null (and every optional network off) until staff save it. */
const websiteContactsAnswer = z.object({
  phone: nullableText,
  email: nullableText,
  license_number: nullableText,
  sfda_number: nullableText,
  tayiq_url: nullableText,
  x_url: nullableText,
  facebook_url: nullableText,
  instagram_url: nullableText,
  snapchat_url: nullableText,
  tiktok_url: nullableText,
  youtube_url: nullableText,
  active_snapchat: flagAnswer,
  active_tiktok: flagAnswer,
  active_youtube: flagAnswer,
  snapchat_icon: nullableText,
  tiktok_icon: nullableText,
  youtube_icon: nullableText,
});
export type WebsiteContactsAnswer = z.infer<typeof websiteContactsAnswer>;
export const websiteContactsData = dataAnswer(websiteContactsAnswer);

/** GET /api/statistics/home_page. */
const statisticAnswer = z.object({ id: z.number().int(), value: text, title_ar: text, title_en: text });
export type StatisticAnswer = z.infer<typeof statisticAnswer>;
export const statisticsAnswer = listAnswer(statisticAnswer);

/** GET /api/home_page_slider and /api/investor_relation_page_slider. */
const sliderImageAnswer = z.object({ id: z.number().int(), path: text });
export type SliderImageAnswer = z.infer<typeof sliderImageAnswer>;
export const sliderAnswer = listAnswer(sliderImageAnswer);

const sectionTexts = { title: nullableText, sub_title: nullableText, description: nullableText };

/** One home page section: its texts in the request's language (`translation`) and in both (`translations`). */
const pageSectionAnswer = z.object({
  id: z.number().int(),
  section: z.number().int(),
  image: nullableText,
  image_en: nullableText,
  translation: z.object({ locale, ...sectionTexts }),
  translations: z.array(z.object({ locale, ...sectionTexts })),
});
export type PageSectionAnswer = z.infer<typeof pageSectionAnswer>;
/** GET /api/home_page_sections. */
export const homeSectionsAnswer = listAnswer(pageSectionAnswer);

const investorSectionTexts = { ...sectionTexts, money_market_disclosure: z.array(text).nullable() };

/** One investor page section (the ninth holds the money-market disclosure lines). */
const investorSectionAnswer = pageSectionAnswer.extend({
  translation: z.object({ locale, ...investorSectionTexts }),
  translations: z.array(z.object({ locale, ...investorSectionTexts })),
});
export type InvestorSectionAnswer = z.infer<typeof investorSectionAnswer>;
/** GET /api/investor_relations_page_sections. */
export const investorSectionsAnswer = listAnswer(investorSectionAnswer);

/** Image fields of the about page (the `_en` variants are used in English when present). */
export type AboutImageField =
  | 'logo'
  | 'logo_en'
  | 'first_image'
  | 'first_image_en'
  | 'second_section_sub_title_1_image'
  | 'second_section_sub_title_1_desc_image'
  | 'third_section_sub_title_1_image'
  | 'third_section_sub_title_1_image_en'
  | 'fourth_section_sub_title_1_image'
  | 'fourth_section_sub_title_2_image'
  | 'fourth_section_sub_title_3_image'
  | 'fourth_section_sub_title_4_image';

/** Text fields of the about page; the sixth section's sub-titles keep the specification's capital S. */
export type AboutTextField =
  | 'title'
  | 'content'
  | 'second_section_title'
  | 'second_section_sub_title_1'
  | 'second_section_sub_title_1_desc'
  | 'second_section_sub_title_2'
  | 'second_section_sub_title_2_desc'
  | 'third_section_title'
  | 'third_section_sub_title_1'
  | 'fourth_section_title'
  | 'fourth_section_sub_title_1'
  | 'fourth_section_sub_title_1_desc'
  | 'fourth_section_sub_title_2'
  | 'fourth_section_sub_title_2_desc'
  | 'fourth_section_sub_title_3'
  | 'fourth_section_sub_title_3_desc'
  | 'fourth_section_sub_title_4'
  | 'fourth_section_sub_title_4_desc'
  | 'fifth_section_title'
  | 'fifth_section_sub_title_1'
  | 'fifth_section_sub_title_1_desc'
  | 'sixth_section_title'
  | 'Sixth_section_sub_title_1'
  | 'Sixth_section_sub_title_1_desc'
  | 'Sixth_section_sub_title_2'
  | 'Sixth_section_sub_title_2_desc';

export const ABOUT_IMAGE_FIELD_NAMES = [
  'logo',
  'logo_en',
  'first_image',
  'first_image_en',
  'second_section_sub_title_1_image',
  'second_section_sub_title_1_desc_image',
  'third_section_sub_title_1_image',
  'third_section_sub_title_1_image_en',
  'fourth_section_sub_title_1_image',
  'fourth_section_sub_title_2_image',
  'fourth_section_sub_title_3_image',
  'fourth_section_sub_title_4_image',
] as const satisfies readonly AboutImageField[];

export const ABOUT_TEXT_FIELD_NAMES = [
  'title',
  'content',
  'second_section_title',
  'second_section_sub_title_1',
  'second_section_sub_title_1_desc',
  'second_section_sub_title_2',
  'second_section_sub_title_2_desc',
  'third_section_title',
  'third_section_sub_title_1',
  'fourth_section_title',
  'fourth_section_sub_title_1',
  'fourth_section_sub_title_1_desc',
  'fourth_section_sub_title_2',
  'fourth_section_sub_title_2_desc',
  'fourth_section_sub_title_3',
  'fourth_section_sub_title_3_desc',
  'fourth_section_sub_title_4',
  'fourth_section_sub_title_4_desc',
  'fifth_section_title',
  'fifth_section_sub_title_1',
  'fifth_section_sub_title_1_desc',
  'sixth_section_title',
  'Sixth_section_sub_title_1',
  'Sixth_section_sub_title_1_desc',
  'Sixth_section_sub_title_2',
  'Sixth_section_sub_title_2_desc',
] as const satisfies readonly AboutTextField[];

const aboutTexts = Object.fromEntries(ABOUT_TEXT_FIELD_NAMES.map((name) => [name, text])) as Record<
  AboutTextField,
  typeof text
>;
const aboutImages = Object.fromEntries(ABOUT_IMAGE_FIELD_NAMES.map((name) => [name, nullableText])) as Record<
  AboutImageField,
  typeof nullableText
>;

/** GET /api/about_us_page: the images, the texts in the request's language and in both. */
const aboutPageAnswer = z.object({
  ...aboutImages,
  translation: z.object({ locale, ...aboutTexts }),
  translations: z.array(z.object({ locale, ...aboutTexts })),
});
export type AboutPageAnswer = z.infer<typeof aboutPageAnswer>;
export const aboutPageData = dataAnswer(aboutPageAnswer);

/**
 * The public website's own pages (the error pages left out): the sitemap lists them, and the
 * layout checks walk them.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about-us',
  '/investor-relations',
  '/branches',
  '/medical-journal',
  '/form',
  '/contact-us',
] as const;
