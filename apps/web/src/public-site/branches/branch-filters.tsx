import { normalizeArabic } from '@app/contracts/arabic-search';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import filterStyles from '../common/filters.module.css';
import { SearchBox } from '../common/search-box';
import type { BranchCity } from './api';
import styles from './branches.module.css';

interface BranchFiltersProps {
  search: string;
  city: string;
  cities: BranchCity[] | undefined;
  onChange(patch: { search?: string; city?: string }): void;
}

/** The city option that names `city` in either language, compared as the search compares text. */
export function findCity(cities: readonly BranchCity[] | undefined, city: string): BranchCity | undefined {
  const key = normalizeArabic(city);
  return (cities ?? []).find(
    (option) =>
      normalizeArabic(option.name) === key ||
      (option.translation ?? []).some((entry) => normalizeArabic(entry.name) === key),
  );
}

/** Name search (debounced) and the city select; both live in the URL through `onChange`. */
export function BranchFilters({ search, city, cities, onChange }: BranchFiltersProps) {
  const { t } = useTranslation('branches');
  const cityId = useId();
  const onSearch = useCallback((value: string) => onChange({ search: value }), [onChange]);

  // The URL may name the city in the other language (after switching language) or in another
  // spelling: the option is found by its folded name in either language.
  const chosen = city ? findCity(cities, city) : undefined;
  const value = chosen?.name ?? city;
  // A city the list does not know (an old link) still shows as chosen rather than silently as "all".
  const knownCity = !city || chosen !== undefined;

  // The address then names the city as the page does, in the page's language.
  useEffect(() => {
    if (chosen && chosen.name !== city) onChange({ city: chosen.name });
  }, [chosen, city, onChange]);

  return (
    <div className={styles.filters}>
      <SearchBox
        value={search}
        onSearch={onSearch}
        name="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <div className={filterStyles.field}>
        <label htmlFor={cityId} className={filterStyles.label}>
          {t('city.label')}
        </label>
        <select
          id={cityId}
          name="city"
          className={filterStyles.input}
          value={value}
          onChange={(event) => onChange({ city: event.target.value })}
        >
          <option value="">{t('city.all')}</option>
          {knownCity ? null : <option value={city}>{city}</option>}
          {(cities ?? []).map((option) => (
            <option key={option.name} value={option.name}>
              {t('city.option', { city: option.name, total: option.branches_count })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
