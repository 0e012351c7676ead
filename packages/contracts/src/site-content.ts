import { z } from 'zod';
import { flag, integer } from './common';
import { blankToNull, settingsBody } from './settings';
import { ABOUT_IMAGE_FIELD_NAMES } from './site';
import { translationInput } from './translations';

/** A text that may be cleared: sent empty, it is stored as null. */
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
/** A public link: https only. */
const httpsUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .max(2000)
    .nullable(),
);

// ---------------------------------------------------------------------------------------------
// Website contact data

/**
 * POST /admin/website_contacts (multipart; the three icons, when sent, are file parts). A settings
 * save: fields left out keep their values, fields sent empty are cleared.
 */
export const websiteContactsBody = settingsBody({
  phone: optionalText(50),
  email: z.preprocess(blankToNull, z.email().max(250).nullable()),
  license_number: optionalText(100),
  sfda_number: optionalText(100),
  tayiq_url: httpsUrl,
  x_url: httpsUrl,
  facebook_url: httpsUrl,
  instagram_url: httpsUrl,
  snapchat_url: httpsUrl,
  tiktok_url: httpsUrl,
  youtube_url: httpsUrl,
  active_snapchat: flag,
  active_tiktok: flag,
  active_youtube: flag,
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

/** Texts of a settings page: each may be left out (kept); a heading sent must not be blank. */
const heading = z.string().trim().min(1).max(250).optional();
const subHeading = z.string().trim().max(250).optional();
const paragraph = z.string().trim().max(5000).optional();

export const HOME_SECTION_COUNT = 5;
export const INVESTOR_SECTION_COUNT = 9;
/** Investor sections with an English image of their own. */
export const INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE = [1, 2] as const;
/** The investor section holding the money-market disclosure list. */
export const INVESTOR_DISCLOSURE_SECTION = 5;

const sectionTexts = { title: heading, sub_title: subHeading, description: paragraph };

/**
 * POST /admin/home_page_sections: `sections[i][section|image|image_en|translations][j][title|sub_title|description|locale]`.
 * A settings save: sections not sent, and texts left out of a sent section, keep their values.
 */
export const homeSectionInput = z.object({
  section: integer(1, HOME_SECTION_COUNT),
  translations: translationInput(sectionTexts).optional(),
});
export const homeSectionsBody = settingsBody({
  sections: z.array(homeSectionInput).max(HOME_SECTION_COUNT),
});
export type HomeSectionsBody = z.infer<typeof homeSectionsBody>;

/**
 * The disclosure lines of one language. Left out, they are kept; a form clears the list by sending the
 * field once, empty (`money_market_disclosure=`), since a form cannot send an empty list.
 */
const disclosureLines = z.preprocess(
  (v) => (v === '' || v === null ? [] : v),
  z.array(z.string().trim().min(1).max(1000)).max(50),
);

export const investorSectionInput = z.object({
  section: integer(1, INVESTOR_SECTION_COUNT),
  translations: translationInput({ ...sectionTexts, money_market_disclosure: disclosureLines.optional() }).optional(),
});
export const investorSectionsBody = settingsBody({
  sections: z.array(investorSectionInput).max(INVESTOR_SECTION_COUNT),
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

export const homeSectionParam = z.object({ section: integer(1, HOME_SECTION_COUNT) });
export const investorSectionParam = z.object({
  section: integer(1, INVESTOR_SECTION_COUNT),
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

/**
 * POST /admin/about_us_page (multipart: `translations[i][field|locale]` and the image files). A settings
 * save: texts left out keep their values.
 */
export const aboutPageBody = settingsBody({ translations: translationInput(aboutTextShape) });
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
