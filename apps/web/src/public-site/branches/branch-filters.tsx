import { useCallback, useId } from 'react';
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

/** Name search (debounced) and the city select; both live in the URL through `onChange`. */
export function BranchFilters({ search, city, cities, onChange }: BranchFiltersProps) {
  const { t } = useTranslation('branches');
  const cityId = useId();
  const onSearch = useCallback((value: string) => onChange({ search: value }), [onChange]);

  // A city the list does not know (an old link) still shows as chosen rather than silently as "all".
  const knownCity = !city || (cities ?? []).some((c) => c.name === city);

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
          value={city}
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
