import { halalasToRiyals, halalasToText, MoneyError, riyalsToHalalas } from '@app/contracts';
import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOwnedProps, type FieldProps, useField } from './use-field';

export type MoneyFieldProps = FieldProps<
  NumberInputProps,
  FieldOwnedProps | 'decimalScale' | 'fixedDecimalScale' | 'allowNegative' | 'min'
>;

/** Riyals as typed or held (`'19.99'`, `1234.5`) → halalas; null when empty, NaN when not an amount. */
function toHalalas(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return Number.NaN;
  try {
    return riyalsToHalalas(value);
  } catch (error) {
    if (error instanceof MoneyError) return Number.NaN;
    throw error;
  }
}

/**
 * What the form holds for what is typed: the API's decimal riyals (`'19.99'`), null when empty, or
 * the typed text itself when it is not an amount, so the schema refuses it with its money message.
 */
function toFormValue(typed: number | string): string | null {
  const halalas = toHalalas(typed);
  if (halalas === null) return null;
  return Number.isNaN(halalas) ? String(typed) : halalasToText(halalas);
}

function sameAmount(text: number | string, value: unknown): boolean {
  const typed = toHalalas(text);
  const held = toHalalas(value === '' ? null : value);
  return typed === held;
}

/** The number the input shows for a held value; the typed text is kept when the value is not an amount. */
function shown(value: unknown): number | string | null {
  const halalas = toHalalas(value === '' ? null : value);
  return halalas === null || Number.isNaN(halalas) ? null : halalasToRiyals(halalas);
}

/**
 * Saudi riyals with two decimals, the currency ("ر.س" / "SAR") beside the number. The form holds the
 * amount as the API carries it both ways: decimal riyals with two decimals (`'19.99'`, as answers
 * give it and as the contracts' `money` schema reads it), or null when empty. Staff type riyals.
 */
export function MoneyField({ name, label, ...props }: MoneyFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind } = useField(name, label, props.required);
  // The typed text is kept apart from the held value, so "12." or "12.5" are not reformatted
  // under the cursor; it follows the form when the value changes from outside (reset, load).
  const [text, setText] = useState<number | string>(() => shown(field.value) ?? '');
  useEffect(() => {
    setText((current) => (sameAmount(current, field.value) ? current : (shown(field.value) ?? current)));
  }, [field.value]);

  return (
    <NumberInput
      thousandSeparator=","
      {...props}
      {...bind}
      value={text}
      onChange={(next) => {
        setText(next);
        field.onChange(toFormValue(next));
      }}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      min={0}
      inputMode="decimal"
      hideControls
      rightSectionWidth={48}
      rightSection={
        <Text size="sm" c="dimmed">
          {t('money.currency')}
        </Text>
      }
    />
  );
}
