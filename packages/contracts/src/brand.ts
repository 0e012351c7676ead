import type { Locale } from './common';

/**
 * The group's name and logo, from one place: the site header and footer, page titles, e-mails
 * and (later) invoices all read them from here, so a rename is one edit.
 */
export interface Brand {
  /** The registered name, per language. */
  name: Record<Locale, string>;
  /** The short name used in the logo and page titles. */
  shortName: Record<Locale, string>;
  /** One-line description under the name. */
  tagline: Record<Locale, string>;
  /** The logo's colours: the mark and its background. */
  colors: { primary: string; accent: string };
}

export const BRAND: Brand = {
  name: { ar: 'مجموعة صيدليات رواء', en: 'Rawaa Pharmacy Group' },
  shortName: { ar: 'رواء', en: 'Rawaa' },
  tagline: { ar: 'صحتك أولاً', en: 'Your health comes first' },
  colors: { primary: '#0b7a75', accent: '#e3f4f2' },
};
