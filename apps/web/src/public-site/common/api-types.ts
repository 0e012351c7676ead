/**
 * Answers of the public API as the public pages read them (server: modules/site, investor).
 * Every list answer is wrapped as `{ data }`; paged lists add `total`.
 */
import type { Lang } from '../../shared/lang';

export interface DataAnswer<T> {
  data: T;
}

export interface PagedAnswer<T> {
  data: T[];
  total: number;
}

export interface MenuItem {
  id: number;
  uri: string;
  title_ar: string;
  title_en: string;
}

export type Flag = 0 | 1;

export interface WebsiteContacts {
  phone: string | null;
  email: string | null;
  license_number: string | null;
  sfda_number: string | null;
  tayiq_url: string | null;
  x_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  snapchat_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  active_snapchat: Flag;
  active_tiktok: Flag;
  active_youtube: Flag;
  snapchat_icon: string | null;
  tiktok_icon: string | null;
  youtube_icon: string | null;
}

export interface Statistic {
  id: number;
  value: string;
  title_ar: string;
  title_en: string;
}

export interface SliderImage {
  id: number;
  path: string;
}

/** A translation entry names its language with `locale` or, for some entities, `local`. */
export interface TranslationEntry {
  locale?: Lang;
  local?: Lang;
}

export interface SectionTexts extends TranslationEntry {
  title: string | null;
  sub_title: string | null;
  description: string | null;
}

export interface PageSection {
  id: number;
  section: number;
  image: string | null;
  image_en: string | null;
  /** The texts in the request's language. */
  translation: SectionTexts;
}

export interface InvestorSection extends PageSection {
  translation: SectionTexts & { money_market_disclosure: string[] | null };
}

export interface NewsItem {
  id: number;
  image: string | null;
  created_at: string;
  translation: (TranslationEntry & { name: string; content: string })[];
}

export type IndicatorCategory = 'key_metrics' | 'kpis';

export interface Indicator {
  id: number;
  value: string;
  category: IndicatorCategory;
  translation: TranslationEntry & { title: string | null; description: string | null };
}

export interface ReportFile {
  id: number;
  download_url: string;
  translation: (TranslationEntry & { title: string })[];
}

export interface Report {
  id: number;
  image: string | null;
  translation: (TranslationEntry & { title: string })[];
  files: ReportFile[];
}

export interface FinanceMarketItem {
  id: number;
  url: string;
  translation: (TranslationEntry & { name: string })[];
}

export interface Investigator {
  id: number;
  image: string | null;
  translation: (TranslationEntry & { name: string; content: string })[];
}

export interface Question {
  id: number;
  question: string;
  /** Sanitized HTML. */
  answer: string;
}

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

/** Text fields of the about page; the sixth section's sub-titles keep the API's capital S. */
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

export type AboutPage = Partial<Record<AboutImageField, string | null>> & {
  translation?: Partial<Record<AboutTextField, string | null>> & TranslationEntry;
};
