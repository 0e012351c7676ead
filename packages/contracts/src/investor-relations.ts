import { z } from 'zod';
import { id, LOCALES, pageQuery } from './common';
import { INDICATOR_CATEGORIES } from './investor';
import { richTextInput } from './rich-text';
import { translationAnswer, translationInput } from './translations';

/** Plain text a person types: trimmed, bounded, never blank. */
const title = z.string().trim().min(1).max(250);
/** Rich text (HTML) written in the editor; sanitized by the server before it is stored. */
const richText = richTextInput;

// ---------------------------------------------------------------------------------------------
// Finance market (money-market disclosure links)

/** A link the public site opens in a new tab: an absolute https address. */
const httpsUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .pipe(z.url({ protocol: /^https$/, hostname: /^[^\s]+\.[^\s]+$/ }));

/** POST /admin/financeMarket and PUT /admin/financeMarket/{id} (JSON). */
export const financeMarketBody = z.object({
  url: httpsUrl,
  translation: translationInput({ name: title }),
});
export type FinanceMarketBody = z.infer<typeof financeMarketBody>;

export const financeMarketItem = z.object({
  id,
  url: z.string(),
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type FinanceMarketItem = z.infer<typeof financeMarketItem>;

// ---------------------------------------------------------------------------------------------
// Investigator (the investor-relations officer entry)

/** POST /admin/investigator and POST /admin/investigator/{id} with `_method=PUT` (multipart, optional image). */
export const investigatorBody = z.object({ translation: translationInput({ name: title, content: richText }) });
export type InvestigatorBody = z.infer<typeof investigatorBody>;

export const investigatorItem = z.object({
  id,
  image: z.string().nullable(),
  translation: z.array(translationAnswer({ name: z.string(), content: z.string() }, 'local')),
});
export type InvestigatorItem = z.infer<typeof investigatorItem>;

// ---------------------------------------------------------------------------------------------
// Investor-relations questions

export const QUESTIONS_PER_REQUEST = 20;

/** One question in one language; the answer is rich text. */
export const questionBody = z.object({
  question: z.string().trim().min(1).max(1000),
  answer: richText,
  locale: z.enum(LOCALES),
});
export type QuestionBody = z.infer<typeof questionBody>;

/** POST /admin/investor_relation_questions: several questions at once. */
export const questionsCreateBody = z.object({
  questions: z.array(questionBody).min(1).max(QUESTIONS_PER_REQUEST),
});
export type QuestionsCreateBody = z.infer<typeof questionsCreateBody>;

export const questionItem = z.object({
  id,
  question: z.string(),
  answer: z.string(),
  locale: z.enum(LOCALES),
});
export type QuestionItem = z.infer<typeof questionItem>;

// ---------------------------------------------------------------------------------------------
// Indicators (key metrics and KPIs)

/** GET /admin/indicatorPerformance: page, limit, category. */
export const indicatorPageQuery = pageQuery.extend({ category: z.enum(INDICATOR_CATEGORIES).optional() });
export type IndicatorPageQuery = z.infer<typeof indicatorPageQuery>;

/** PUT /admin/indicatorPerformance/{id}: the shown value (such as "25K+") and the texts per language. */
export const indicatorBody = z.object({
  value: z.string().trim().min(1).max(50),
  translation: translationInput({ title, description: z.string().trim().min(1).max(1000) }),
});
export type IndicatorBody = z.infer<typeof indicatorBody>;

/** POST /admin/indicatorPerformance: a new indicator of a category (the KPI page adds them). */
export const indicatorCreateBody = indicatorBody.extend({ category: z.enum(INDICATOR_CATEGORIES).default('kpis') });
export type IndicatorCreateBody = z.infer<typeof indicatorCreateBody>;

export const indicatorItem = z.object({
  id,
  value: z.string(),
  category: z.enum(INDICATOR_CATEGORIES),
  translations: z.array(translationAnswer({ title: z.string(), description: z.string() }, 'locale')),
});
export type IndicatorItem = z.infer<typeof indicatorItem>;
