import { DEFAULT_TIME_ZONE } from '@app/contracts/date-times';
import { useTranslation } from 'react-i18next';
import { getLang, intlLocale, isLang, type Lang } from './lang';

/** Placeholder shown in tables and details for a value the record does not have. */
export const EMPTY_VALUE = '—';

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface Formatters {
  lang: Lang;
  /** A calendar date, e.g. "5 Mar 2025" / "5 مارس 2025" (Latin digits in Arabic, as the back-office shows). */
  date(value: string | number | Date | null | undefined): string;
  /** Date and time of day, for events such as log entries. */
  dateTime(value: string | number | Date | null | undefined): string;
  number(value: number | null | undefined, options?: Intl.NumberFormatOptions): string;
  /** Saudi riyals with two decimals. */
  money(value: number | null | undefined): string;
}

/** Builds a value on first use: an Intl constructor costs milliseconds, and a screen rarely needs all four. */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/** Intl formatters for one language; the cache keeps Intl objects from being rebuilt per table cell. */
export function createFormatters(lang: Lang, timeZone: string = DEFAULT_TIME_ZONE): Formatters {
  const locale = intlLocale(lang);
  // Month names rather than a numeric date: 05/03 reads as May or March depending on the reader.
  // Dates are the group's (its time zone), not the browser's: staff abroad or on a phone set to
  // another zone see the day and time the invoice, the exports and the customer see.
  const day = { day: 'numeric', month: 'short', year: 'numeric', timeZone } as const;
  const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(locale, day));
  const dateTimeFormat = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { ...day, hour: 'numeric', minute: '2-digit' }),
  );
  const numberFormat = onFirstUse(() => new Intl.NumberFormat(locale));
  const moneyFormat = onFirstUse(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  const formatWith = (format: () => Intl.DateTimeFormat, value: string | number | Date | null | undefined) => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE;
    const date = toDate(value);
    return date ? format().format(date) : EMPTY_VALUE;
  };
  return {
    lang,
    date: (value) => formatWith(dateFormat, value),
    dateTime: (value) => formatWith(dateTimeFormat, value),
    number: (value, options) => {
      if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_VALUE;
      return options ? new Intl.NumberFormat(locale, options).format(value) : numberFormat().format(value);
    },
    money: (value) => (value === null || value === undefined ? EMPTY_VALUE : moneyFormat().format(value)),
  };
}

const cache = new Map<Lang, Formatters>();
let timeZone = DEFAULT_TIME_ZONE;

/** The group's time zone, in which staff screens show dates (the profile names it). */
export const groupTimeZone = (): string => timeZone;

/** Takes the group's time zone from the signed-in profile; formatters made for another are dropped. */
export function setGroupTimeZone(zone: string): void {
  if (zone === timeZone) return;
  timeZone = zone;
  cache.clear();
}

/** The staff screens' formatters (dates in the group's time zone; the public pages' are site-time.ts). */
export function formattersFor(lang: Lang = getLang()): Formatters {
  let formatters = cache.get(lang);
  if (!formatters) {
    formatters = createFormatters(lang, timeZone);
    cache.set(lang, formatters);
  }
  return formatters;
}

/** Formatters for the language the UI is rendered in (follows i18next, so text and numbers agree). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : getLang();
  // A map lookup: the cache keeps the objects, and a new time zone (the profile's) is seen at once.
  return formattersFor(lang);
}
