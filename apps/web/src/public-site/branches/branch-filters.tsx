import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchCity } from './api';
import styles from './branches.module.css';
import { IconSearch } from './icons';

/** Typing pauses this long before the search runs (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 350;

interface BranchFiltersProps {
  search: string;
  city: string;
  cities: BranchCity[] | undefined;
  onChange(patch: { search?: string; city?: string }): void;
}

/** Name search (debounced) and the city select; both live in the URL through `onChange`. */
export function BranchFilters({ search, city, cities, onChange }: BranchFiltersProps) {
  const { t } = useTranslation('branches');
  const searchId = useId();
  const cityId = useId();
  const [text, setText] = useState(search);
  // What this box last sent: a different URL value means the URL changed elsewhere (back button, a link).
  const sent = useRef(search);

  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    const value = text.trim();
    if (value === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = value;
      onChange({ search: value });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  // A city the list does not know (an old link) still shows as chosen rather than silently as "all".
  const knownCity = !city || (cities ?? []).some((c) => c.name === city);

  return (
    <div className={styles.filters}>
      <search>
        <form
          className={styles.searchField}
          onSubmit={(event) => {
            event.preventDefault();
            const value = text.trim();
            sent.current = value;
            onChange({ search: value });
          }}
        >
          <label htmlFor={searchId} className={styles.label}>
            {t('search.label')}
          </label>
          <div className={styles.inputWithIcon}>
            <IconSearch className={styles.inputIcon} />
            <input
              id={searchId}
              type="search"
              name="search"
              className={styles.input}
              value={text}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </form>
      </search>
      <div className={styles.cityField}>
        <label htmlFor={cityId} className={styles.label}>
          {t('city.label')}
        </label>
        <select
          id={cityId}
          name="city"
          className={styles.input}
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
