/**
 * Answers of the public API as the public pages read them (server: modules/site, investor).
 * Every list answer is wrapped as `{ data }`; paged lists add `total`. Shapes the server declares
 * in `@app/contracts` are taken from there (types only, nothing reaches the bundle).
 */
import type { AboutImageField, AboutTextField, MenuItemAnswer } from '@app/contracts';
import type { Lang } from '../../shared/lang';

export type {
  AboutImageField,
  AboutTextField,
  DataAnswer,
  Flag,
  PageAnswer as PagedAnswer,
  SliderImageAnswer as SliderImage,
  StatisticAnswer as Statistic,
  WebsiteContactsAnswer as WebsiteContacts,
} from '@app/contracts';

/** What the public menu reads of a menu item. */
export type MenuItem = Pick<MenuItemAnswer, 'id' | 'uri' | 'title_ar' | 'title_en'>;

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

export type AboutPage = Partial<Record<AboutImageField, string | null>> & {
  translation?: Partial<Record<AboutTextField, string | null>> & TranslationEntry;
};
