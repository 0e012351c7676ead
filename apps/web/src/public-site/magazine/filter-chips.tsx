import styles from './magazine.module.css';

export interface Chip {
  value: string;
  label: string;
}

interface FilterChipsProps {
  label: string;
  allLabel: string;
  chips: Chip[];
  /** '' when nothing is chosen. */
  selected: string;
  onSelect(value: string): void;
}

/** One filter as a row of toggle buttons ("all" first); pressing the chosen one again clears it. */
export function FilterChips({ label, allLabel, chips, selected, onSelect }: FilterChipsProps) {
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.chipLabel}>{label}</legend>
      <ul className={styles.chips}>
        <li>
          <button type="button" className={styles.chip} aria-pressed={selected === ''} onClick={() => onSelect('')}>
            {allLabel}
          </button>
        </li>
        {chips.map((chip) => (
          <li key={chip.value}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selected === chip.value}
              onClick={() => onSelect(selected === chip.value ? '' : chip.value)}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
