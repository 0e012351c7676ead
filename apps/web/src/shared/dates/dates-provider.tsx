import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import arLocale from 'dayjs/locale/ar';
import 'dayjs/locale/en';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '../lang';

/**
 * Arabic month and day names with Latin digits, as the rest of the back-office shows numbers
 * (`format.ts`). dayjs's own `ar` locale rewrites digits to Arabic-Indic ones.
 */
const AR_LATIN = 'ar-latn';
dayjs.locale({ ...arLocale, name: AR_LATIN, postformat: undefined, preparse: undefined } as ILocale, undefined, true);

const DAYJS_LOCALE: Record<Lang, string> = { ar: AR_LATIN, en: 'en' };

/** Calendar conventions in Saudi Arabia: the week starts on Sunday; Friday and Saturday are the weekend. */
const FIRST_DAY_OF_WEEK = 0;
const WEEKEND_DAYS: (0 | 1 | 2 | 3 | 4 | 5 | 6)[] = [5, 6];

/** Wire format of a calendar date. */
const ISO_DATE = 'YYYY-MM-DD';
/** How a date is shown in an input: "5 Mar 2025" / "5 مارس 2025". */
export const DISPLAY_DATE = 'D MMM YYYY';

function dayjsLocale(lang: Lang): string {
  return DAYJS_LOCALE[lang];
}

/** True for a real calendar date written as `YYYY-MM-DD` (no 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayjs(value).format(ISO_DATE) === value;
}

/** Mantine's date inputs in the UI language with the Saudi week. */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'ar';
  return (
    <DatesProvider
      settings={{ locale: dayjsLocale(lang), firstDayOfWeek: FIRST_DAY_OF_WEEK, weekendDays: WEEKEND_DAYS }}
    >
      {children}
    </DatesProvider>
  );
}
