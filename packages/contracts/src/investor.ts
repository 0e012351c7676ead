import { z } from 'zod';
import { dataAnswer, listAnswer, pageAnswer } from './answers';
import { id, LOCALES } from './common';
import { richTextInput } from './rich-text';
import { translationAnswer, translationInput } from './translations';

/** The two lists of indicators: key metrics and key performance indicators. */
export const INDICATOR_CATEGORIES = ['key_metrics', 'kpis'] as const;
export type IndicatorCategory = (typeof INDICATOR_CATEGORIES)[number];

/** Plain text a person types: trimmed, bounded, never blank. */
const title = z.string().trim().min(1).max(250);
/** Rich text (HTML) written in the editor; sanitized by the server before it is stored. */
const richText = richTextInput;

// ---------------------------------------------------------------------------------------------
// News

const newsTranslationInput = translationInput({ name: title, content: richText });

/** POST /admin/news and PUT /admin/news/{id} (multipart; the image, when sent, is a file part). */
export const newsBody = z.object({ translation: newsTranslationInput });
export type NewsBody = z.infer<typeof newsBody>;

export const newsItem = z.object({
  id,
  image: z.string().nullable(),
  created_at: z.string(),
  translation: z.array(translationAnswer({ name: z.string(), content: z.string() }, 'local')),
});
export type NewsItem = z.infer<typeof newsItem>;

// ---------------------------------------------------------------------------------------------
// Reports and results

export const reportFileInput = z.object({
  /** The stored file row being kept or retitled (edit only); absent for a new row. */
  id: id.optional(),
  title_ar: title,
  title_en: title,
});

/**
 * POST /admin/reportsResults and POST /admin/reportsResults/{id} with `_method=PUT` (multipart):
 * `translations[i][title, locale]`, an optional image, `attachments[i][file]` (a new or replaced document),
 * `attachments[i][id]` (a kept row), `attachments[i][title_ar]`, `attachments[i][title_en]`.
 */
export const reportBody = z.object({
  translations: translationInput({ title }),
  attachments: z.array(reportFileInput).max(50).default([]),
});
export type ReportBody = z.infer<typeof reportBody>;

const reportFileItem = z.object({
  id,
  file: z.string(),
  download_url: z.string(),
  translation: z.array(translationAnswer({ title: z.string() }, 'locale')),
});

export const reportItem = z.object({
  id,
  image: z.string().nullable(),
  created_at: z.string(),
  translation: z.array(translationAnswer({ title: z.string() }, 'locale')),
  files: z.array(reportFileItem),
});
export type ReportItem = z.infer<typeof reportItem>;

// ---------------------------------------------------------------------------------------------
// Public reads of the investor-relations page

/** GET /api/listNews: a page of news, each item's translations (only `local`'s when asked). */
export const publicNewsPage = pageAnswer(newsItem);

const nullableText = z.string().nullable();
const indicatorTexts = { title: nullableText, description: nullableText };

/** One indicator: texts in the request's language (`translation`) and in both (`translations`). */
const indicatorAnswer = z.object({
  id,
  value: z.string(),
  category: z.enum(INDICATOR_CATEGORIES),
  translation: translationAnswer(indicatorTexts, 'locale'),
  translations: z.array(translationAnswer(indicatorTexts, 'locale')),
});
export type IndicatorAnswer = z.infer<typeof indicatorAnswer>;
/** GET /api/indicatorPerformance. */
export const indicatorsAnswer = listAnswer(indicatorAnswer);

const publicReportFile = z.object({
  id,
  download_url: z.string(),
  translation: z.array(translationAnswer({ title: z.string() }, 'locale')),
});

const publicReport = z.object({
  id,
  image: nullableText,
  translation: z.array(translationAnswer({ title: z.string() }, 'locale')),
  files: z.array(publicReportFile),
});
export type PublicReport = z.infer<typeof publicReport>;
/** GET /api/reportsResults. */
export const publicReportsAnswer = listAnswer(publicReport);

const financeMarketAnswer = z.object({
  id,
  url: z.string(),
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type FinanceMarketAnswer = z.infer<typeof financeMarketAnswer>;
/** GET /api/listFinanceMarket. */
export const financeMarketListAnswer = listAnswer(financeMarketAnswer);

const investigatorAnswer = z.object({
  id,
  image: nullableText,
  translation: z.array(translationAnswer({ name: z.string(), content: z.string() }, 'local')),
});
export type InvestigatorAnswer = z.infer<typeof investigatorAnswer>;
/** GET /api/listInvestigator. */
export const investigatorsAnswer = listAnswer(investigatorAnswer);

/** One FAQ entry in the request's language; `answer` is sanitized HTML. */
const questionAnswer = z.object({ id, question: z.string(), answer: z.string(), locale: z.enum(LOCALES) });
export type QuestionAnswer = z.infer<typeof questionAnswer>;
/** GET /api/investor_relation_questions. */
export const questionsAnswer = listAnswer(questionAnswer);
export type PublicNewsPage = z.infer<typeof publicNewsPage>;
/** GET /api/news/{id} (addition): one news item in both languages, for its own page. */
export const publicNewsData = dataAnswer(newsItem);
