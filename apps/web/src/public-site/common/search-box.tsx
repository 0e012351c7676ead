import { useEffect, useId, useRef, useState } from 'react';
import styles from './filters.module.css';
import { LineIcon } from './icons';

/** Typing pauses this long before the search runs (and the URL changes). */
const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The searched text as the URL holds it. */
  value: string;
  onSearch(value: string): void;
  /** The input's name (the query parameter it stands for). */
  name: string;
  label: string;
  placeholder: string;
  className?: string;
}

/**
 * A search box of a list page: typing sends the trimmed text after a pause, Enter at once, and a value
 * changed elsewhere (back button, a link, "clear") replaces what is typed.
 */
export function SearchBox({ value, onSearch, name, label, placeholder, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last sent: a different URL value means the URL changed elsewhere.
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
        className={className ? `${styles.field} ${className}` : styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text.trim();
          onSearch(sent.current);
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.withIcon}>
          <LineIcon size={18} strokeWidth={1.8} className={styles.icon}>
            <path d="M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" />
            <path d="M21 21l-6 -6" />
          </LineIcon>
          <input
            id={id}
            type="search"
            name={name}
            className={styles.input}
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
    </search>
  );
}
