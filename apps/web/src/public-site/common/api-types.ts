/**
 * Answers of the public API as the public pages read them: every shape is the server's contract in
 * `@app/contracts` (types only, nothing reaches the bundle). Every list answer is wrapped as
 * `{ data }`; paged lists add `total`.
 */
import type { MenuItemAnswer } from '@app/contracts';
import type { Lang } from '../../shared/lang';

export type {
  AboutImageField,
  AboutPageAnswer as AboutPage,
  AboutTextField,
  DataAnswer,
  FinanceMarketAnswer as FinanceMarketItem,
  IndicatorAnswer as Indicator,
  IndicatorCategory,
  InvestigatorAnswer as Investigator,
  InvestorSectionAnswer as InvestorSection,
  NewsItem,
  PageAnswer as PagedAnswer,
  PageSectionAnswer as PageSection,
  PublicReport as Report,
  QuestionAnswer as Question,
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
