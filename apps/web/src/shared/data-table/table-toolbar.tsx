import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type DateRange, DateRangeInput } from '../fields/date-field';
import { IconSearch } from '../icons';
import { useAnyT } from '../translation-key';
import type { DateRangeFilter, SelectFilter, SwitchFilter } from './types';

/**
 * Search box that writes to the URL after a short pause, or at once on Enter or on leaving the box.
 * Leaving commits at once so a pause still pending cannot fire after a click on a row has started
 * to open it, and take the screen back to the list.
 */
export function SearchBox({ value, onChange, label }: { value: string; onChange(next: string): void; label: string }) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onChange, 400);

  // Follow outside changes (clear filters, Back); keep the typed spacing when it means the same search.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      type="search"
      value={text}
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onBlur={() => commit.flush()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit.cancel();
          onChange(text);
        }
      }}
      style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
    />
  );
}

export function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: SelectFilter;
  value: string;
  onChange(next: string | null): void;
}) {
  const t = useAnyT();
  const options = Array.isArray(filter.options) ? filter.options : (filter.options.data ?? []);
  const label = t(filter.label);
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={options}
      value={value === '' ? null : value}
      onChange={onChange}
      clearable
      searchable={options.length > 8}
      style={{ flex: '0 1 14rem' }}
    />
  );
}

/** A period filter: both ends in the URL as `YYYY-MM-DD`; picking only a start leaves the end open. */
export function FilterDateRange({
  filter,
  from,
  to,
  onChange,
}: {
  filter: DateRangeFilter;
  from: string;
  to: string;
  onChange(from: string | null, to: string | null): void;
}) {
  const t = useAnyT();
  const label = t(filter.label);
  // A half-picked period stays here; the URL changes once it is complete (or cleared).
  const [shown, setShown] = useState<DateRange>([from || null, to || null]);
  useEffect(() => setShown([from || null, to || null]), [from, to]);
  return (
    <DateRangeInput
      aria-label={label}
      placeholder={label}
      value={shown}
      onChange={(next) => {
        setShown(next);
        const [start, end] = next;
        if (start && !end) return;
        onChange(start, end);
      }}
      style={{ flex: '0 1 16rem' }}
    />
  );
}

/** An on/off filter: on sends `name=1`, off removes the parameter. */
export function FilterSwitch({
  filter,
  value,
  onChange,
}: {
  filter: SwitchFilter;
  value: string;
  onChange(next: string | null): void;
}) {
  const t = useAnyT();
  return (
    <Switch
      label={t(filter.label)}
      checked={value === '1'}
      onChange={(event) => onChange(event.currentTarget.checked ? '1' : null)}
      // Level with the bottom of the inputs beside it.
      style={{ alignSelf: 'center' }}
    />
  );
}

export function TableToolbar({ children }: { children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {children}
    </Group>
  );
}
