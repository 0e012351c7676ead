import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './magazine.module.css';

/** Typing pauses this long before the search runs (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 350;

/** Article name search; the value lives in the URL (`?name=`) through `onSearch`. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const { t } = useTranslation('magazine');
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last sent: a different URL value means the URL changed elsewhere (back button, "clear").
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      onSearch(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <search>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text.trim();
          onSearch(sent.current);
        }}
      >
        <label htmlFor={id} className={styles.searchLabel}>
          {t('search.label')}
        </label>
        <div className={styles.searchInputWrap}>
          <svg
            className={styles.searchIcon}
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" />
            <path d="M21 21l-6 -6" />
          </svg>
          <input
            id={id}
            type="search"
            name="name"
            className={styles.searchInput}
            value={text}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
    </search>
  );
}
