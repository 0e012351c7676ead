import type { TFunction } from 'i18next';
import type { Lang } from '../../shared/lang';
import { formatClock } from '../common/site-time';
import type { Branch } from './api';

export interface OpeningPeriod {
  from: string;
  to: string;
}

/** The branch's opening periods: the main hours, then its extra shifts; empty for a 24-hour branch. */
export function openingPeriods(branch: Branch): OpeningPeriod[] {
  if (branch.is_24_hour === 1) return [];
  const periods: OpeningPeriod[] = [];
  if (branch.from_time && branch.to_time) periods.push({ from: branch.from_time, to: branch.to_time });
  for (const shift of branch.time_shifts) periods.push({ from: shift.time_from, to: shift.time_to });
  return periods;
}

/** A `tel:` target: digits and a leading plus only. */
export function telHref(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

/**
 * "address, city" in the language's punctuation; either part may be missing, and an address that
 * already names its city is not followed by it a second time.
 */
export function placeLine(t: TFunction<'branches'>, branch: Branch): string {
  const address = branch.address.trim();
  const city = branch.city.trim();
  if (!address || !city) return address || city;
  if (address.toLocaleLowerCase().includes(city.toLocaleLowerCase())) return address;
  return t('card.place', { address, city });
}

/** The working hours on one line: "Open 24 hours", the periods joined, or "not available". */
export function hoursLine(t: TFunction<'branches'>, branch: Branch, lang: Lang): string {
  if (branch.is_24_hour === 1) return t('card.open_24');
  const periods = openingPeriods(branch);
  if (periods.length === 0) return t('card.no_hours');
  return periods
    .map((period) => t('card.range', { from: formatClock(period.from, lang), to: formatClock(period.to, lang) }))
    .join(' · ');
}
