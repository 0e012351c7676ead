import { z } from 'zod';
import { flag } from './common';
import { ABOUT_IMAGE_FIELD_NAMES } from './site';
import { translationInput } from './translations';

/** A form field left empty arrives as ''; it is stored as null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().default(null));
/** A public link: https only. */
const httpsUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .max(2000)
    .nullable()
    .default(null),
);

// ---------------------------------------------------------------------------------------------
// Website contact data

/** POST /admin/website_contacts (multipart; the three icons, when sent, are file parts). */
export const websiteContactsBody = z.object({
  phone: optionalText(50),
  email: z.preprocess(blankToNull, z.email().max(250).nullable().default(null)),
  license_number: optionalText(100),
  sfda_number: optionalText(100),
  tayiq_url: httpsUrl,
  x_url: httpsUrl,
  facebook_url: httpsUrl,
  instagram_url: httpsUrl,
  snapchat_url: httpsUrl,
  tiktok_url: httpsUrl,
  youtube_url: httpsUrl,
  active_snapchat: flag.default(0),
  active_tiktok: flag.default(0),
  active_youtube: flag.default(0),
});
export type WebsiteContactsBody = z.infer<typeof websiteContactsBody>;

export const websiteContactsItem = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  license_number: z.string().nullable(),
  sfda_number: z.string().nullable(),
  tayiq_url: z.string().nullable(),
  x_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  snapchat_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  active_snapchat: z.union([z.literal(0), z.literal(1)]),
  active_tiktok: z.union([z.literal(0), z.literal(1)]),
  active_youtube: z.union([z.literal(0), z.literal(1)]),
  snapchat_icon: z.string().nullable(),
  tiktok_icon: z.string().nullable(),
  youtube_icon: z.string().nullable(),
});

/** The icon files of the contact form. */
export const WEBSITE_CONTACT_ICONS = ['snapchat_icon', 'tiktok_icon', 'youtube_icon'] as const;

// ---------------------------------------------------------------------------------------------
// Page sections (home 1..5, investor 1..9)

const heading = z.string().trim().min(1).max(250);
const subHeading = z.string().trim().max(250).default('');
const paragraph = z.string().trim().max(5000).default('');

export const HOME_SECTION_COUNT = 5;
export const INVESTOR_SECTION_COUNT = 9;
/** Investor sections with an English image of their own. */
export const INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE = [1, 2] as const;
/** The investor section holding the money-market disclosure list. */
export const INVESTOR_DISCLOSURE_SECTION = 5;

const sectionTexts = { title: heading, sub_title: subHeading, description: paragraph };

/** POST /admin/home_page_sections: `sections[i][section|image|image_en|translations][j][title|sub_title|description|locale]`. */
export const homeSectionInput = z.object({
  section: z.coerce.number().int().min(1).max(HOME_SECTION_COUNT),
  translations: translationInput(sectionTexts),
});
export const homeSectionsBody = z.object({
  sections: z.array(homeSectionInput).min(1).max(HOME_SECTION_COUNT),
});
export type HomeSectionsBody = z.infer<typeof homeSectionsBody>;

export const investorSectionInput = z.object({
  section: z.coerce.number().int().min(1).max(INVESTOR_SECTION_COUNT),
  translations: translationInput({
    ...sectionTexts,
    money_market_disclosure: z.array(z.string().trim().min(1).max(1000)).max(50).optional(),
  }),
});
export const investorSectionsBody = z.object({
  sections: z.array(investorSectionInput).min(1).max(INVESTOR_SECTION_COUNT),
});
export type InvestorSectionsBody = z.infer<typeof investorSectionsBody>;

const sectionTranslation = z.object({
  locale: z.enum(['ar', 'en']),
  title: z.string(),
  sub_title: z.string(),
  description: z.string(),
});

/** GET /admin/home_page_sections/{n} and /admin/investor_relations_page_sections/{n}. */
export const pageSectionItem = z.object({
  id: z.number().int(),
  section: z.number().int(),
  image: z.string().nullable(),
  image_en: z.string().nullable(),
  translations: z.array(
    sectionTranslation.extend({ money_market_disclosure: z.array(z.string()).nullable().optional() }),
  ),
});
export type PageSectionItem = z.infer<typeof pageSectionItem>;

export const homeSectionParam = z.object({ section: z.coerce.number().int().min(1).max(HOME_SECTION_COUNT) });
export const investorSectionParam = z.object({
  section: z.coerce.number().int().min(1).max(INVESTOR_SECTION_COUNT),
});

// ---------------------------------------------------------------------------------------------
// About-us page

/** The about page's image slots: the same list the public answer is built from. */
export const ABOUT_IMAGES = ABOUT_IMAGE_FIELD_NAMES;

/** The section titles: required in both languages. */
export const ABOUT_HEADINGS = [
  'title',
  'second_section_title',
  'third_section_title',
  'fourth_section_title',
  'fifth_section_title',
  'sixth_section_title',
] as const;

/** The other texts of the six sections (the sixth section's sub-titles keep the capital S). */
export const ABOUT_TEXTS = [
  'content',
  'second_section_sub_title_1',
  'second_section_sub_title_1_desc',
  'second_section_sub_title_2',
  'second_section_sub_title_2_desc',
  'third_section_sub_title_1',
  'fourth_section_sub_title_1',
  'fourth_section_sub_title_1_desc',
  'fourth_section_sub_title_2',
  'fourth_section_sub_title_2_desc',
  'fourth_section_sub_title_3',
  'fourth_section_sub_title_3_desc',
  'fourth_section_sub_title_4',
  'fourth_section_sub_title_4_desc',
  'fifth_section_sub_title_1',
  'fifth_section_sub_title_1_desc',
  'Sixth_section_sub_title_1',
  'Sixth_section_sub_title_1_desc',
  'Sixth_section_sub_title_2',
  'Sixth_section_sub_title_2_desc',
] as const;

const aboutTextShape = {
  ...Object.fromEntries(ABOUT_HEADINGS.map((k) => [k, heading])),
  ...Object.fromEntries(ABOUT_TEXTS.map((k) => [k, paragraph])),
} as Record<(typeof ABOUT_HEADINGS)[number], typeof heading> & Record<(typeof ABOUT_TEXTS)[number], typeof paragraph>;

/** POST /admin/about_us_page (multipart: `translations[i][field|locale]` and the image files). */
export const aboutPageBody = z.object({ translations: translationInput(aboutTextShape) });
export type AboutPageBody = z.infer<typeof aboutPageBody>;

export const aboutPageItem = z
  .object({
    ...Object.fromEntries(ABOUT_IMAGES.map((k) => [k, z.string().nullable()])),
    translations: z.array(
      z.object({
        locale: z.enum(['ar', 'en']),
        ...Object.fromEntries([...ABOUT_HEADINGS, ...ABOUT_TEXTS].map((k) => [k, z.string()])),
      }),
    ),
  })
  .passthrough();
