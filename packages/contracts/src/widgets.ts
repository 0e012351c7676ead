import { z } from 'zod';
import { flag, id, integer } from './common';
import { settingsBody } from './settings';

/**
 * Company back-office: sliders, navigation menu and home statistics (visit statistics: visits.ts)
 * (company-admin.md sections 3 and 7).
 */

/** Plain text a person types: trimmed, bounded, never blank. */
const title = z.string().trim().min(1).max(250);

// ---------------------------------------------------------------------------------------------
// Sliders (home page and investor page)

/** Most images one request may add. */
export const MAX_SLIDER_UPLOAD = 20;

export const sliderItem = z.object({ id, path: z.string() });
export type SliderItem = z.infer<typeof sliderItem>;

/** POST …/order: every image of the slider, in the wanted order. */
export const sliderOrderBody = z.object({ ids: z.array(id).min(1).max(500) });
export type SliderOrderBody = z.infer<typeof sliderOrderBody>;

// ---------------------------------------------------------------------------------------------
// Navigation menu

/**
 * A menu link: an internal route of the site (`/about-us`, `/investor-relations?tab=news`) or an
 * absolute https link. Anything else (`javascript:`, `http:`, `//host`, a bare word) is refused.
 */
export function isMenuUri(value: string): boolean {
  return INTERNAL_ROUTE.test(value) || HTTPS_LINK.test(value);
}

/** `/`, `/about-us`, `/news/5?x=1#top`: one leading slash (not `//host`), no spaces or backslashes. */
const INTERNAL_ROUTE = /^\/(?!\/)[^\s\\]*$/;
/** `https://host[:port][/path][?query][#hash]` with a dotted host name, no credentials. */
const HTTPS_LINK = /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

const menuUri = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(isMenuUri, { params: { code: 'invalid_url' } });

const menuItemInput = z.object({
  /** The stored link being kept (absent for a new row). */
  id: id.optional().nullable(),
  title_ar: title,
  title_en: title,
  uri: menuUri,
  order: integer(0, 10_000),
  active: flag,
});

/** POST /admin/menus: the whole list; links left out are removed (a body without `items` changes nothing). */
export const menuBody = settingsBody({ items: z.array(menuItemInput).max(100) });
export type MenuBody = z.infer<typeof menuBody>;

export const menuItem = z.object({
  id,
  title_ar: z.string(),
  title_en: z.string(),
  uri: z.string(),
  order: z.number().int(),
  active: z.union([z.literal(0), z.literal(1)]),
});
export type MenuItem = z.infer<typeof menuItem>;

// ---------------------------------------------------------------------------------------------
// Home statistics

const homeStatisticInput = z.object({
  id: id.optional().nullable(),
  title_ar: title,
  title_en: title,
  /** Shown as typed (`+120`, `1,500`, `24/7`). */
  value: z.string().trim().min(1).max(50),
});

/** POST /admin/statistics/home_page: the whole strip; figures left out are removed (no `homepage`: nothing changes). */
export const homeStatisticsBody = settingsBody({ homepage: z.array(homeStatisticInput).max(50) });
export type HomeStatisticsBody = z.infer<typeof homeStatisticsBody>;

export const homeStatisticItem = z.object({ id, title_ar: z.string(), title_en: z.string(), value: z.string() });
export type HomeStatisticItem = z.infer<typeof homeStatisticItem>;
