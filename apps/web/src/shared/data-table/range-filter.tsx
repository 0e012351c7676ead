import { halalasToRiyals, riyalsToHalalas } from '@app/contracts';
import { Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnyT } from '../translation-key';
import type { RangeFilter } from './types';

/** A typed end of a range as the URL keeps it ('' when empty, null when not a valid amount). */
function rangeValue(text: string, money: boolean): string | null {
  if (text.trim() === '') return '';
  try {
    const halalas = riyalsToHalalas(text.trim());
    if (halalas === null) return '';
    return money ? (halalasToRiyals(halalas) ?? 0).toFixed(2) : String(halalas / 100);
  } catch {
    return null;
  }
}

/**
 * Two inputs ("from", "to") applied when left or on Enter; an invalid amount or a "to" below the
 * "from" is shown under them and not applied.
 */
export function FilterRange({
  filter,
  from,
  to,
  onChange,
}: {
  filter: RangeFilter;
  from: string;
  to: string;
  onChange(from: string, to: string): void;
}) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const label = tk(filter.label);
  const [shown, setShown] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setShown({ from, to }), [from, to]);

  const apply = () => {
    const start = rangeValue(shown.from, filter.money ?? false);
    const end = rangeValue(shown.to, filter.money ?? false);
    if (start === null || end === null) return setError(t('range.invalid'));
    if (start !== '' && end !== '' && Number(end) < Number(start)) return setError(t('range.order'));
    setError(null);
    if (start !== from || end !== to) onChange(start, end);
  };
  const input = (end: 'from' | 'to') => (
    <TextInput
      aria-label={`${label} — ${t(`range.${end}`)}`}
      placeholder={t(`range.${end}`)}
      inputMode="decimal"
      dir="ltr"
      size="sm"
      w="7rem"
      value={shown[end]}
      error={error !== null}
      rightSection={filter.money ? <Text size="xs">{t('range.currency')}</Text> : undefined}
      onChange={(event) => setShown({ ...shown, [end]: event.currentTarget.value })}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
  return (
    <fieldset aria-label={label} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Group gap={4} wrap="nowrap">
        {input('from')}
        {input('to')}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
