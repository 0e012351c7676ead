import { ITEM_PATHS, type PageLang, slugOf } from '@app/contracts/page-addresses';
import type { Branch, BranchCity } from './api';
import { findCity } from './branch-filters';

/** A city's page address in each language. */
export function cityPaths(city: BranchCity): Record<PageLang, string> {
  const named = (lang: PageLang) => city.translation.find((entry) => entry.locale === lang)?.name || city.name;
  return { ar: ITEM_PATHS.city(named('ar')), en: ITEM_PATHS.city(named('en')) };
}

/**
 * A branch's page address in each language: under its city as the city list names it (so every
 * branch of a city shares its city page's spelling), then its id and its name's words.
 */
export function branchPaths(branch: Branch, cities: readonly BranchCity[] | undefined): Record<PageLang, string> {
  const city = findCity(cities, branch.city);
  const own = (lang: PageLang) => branch.translation?.find((entry) => entry.locale === lang);
  const cityIn = (lang: PageLang) =>
    city?.translation?.find((entry) => entry.locale === lang)?.name || own(lang)?.city || city?.name || branch.city;
  const path = (lang: PageLang) => ITEM_PATHS.branch(cityIn(lang), slugOf(branch.id, own(lang)?.name || branch.name));
  return { ar: path('ar'), en: path('en') };
}
