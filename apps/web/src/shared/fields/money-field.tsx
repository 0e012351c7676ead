import { halalasToRiyals, MoneyError, riyalsToHalalas } from '@app/contracts';
import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOwnedProps, type FieldProps, useField } from './use-field';

export type MoneyFieldProps = FieldProps<
  NumberInputProps,
  FieldOwnedProps | 'decimalScale' | 'fixedDecimalScale' | 'allowNegative' | 'min'
>;

function toHalalas(value: number | string): number | null {
  try {
    return riyalsToHalalas(value);
  } catch (error) {
    if (error instanceof MoneyError) return Number.NaN;
    throw error;
  }
}

function sameAmount(text: number | string, halalas: unknown): boolean {
  const typed = toHalalas(text);
  return typed === halalas || (typed === null && (halalas === null || halalas === undefined || halalas === ''));
}

/**
 * Saudi riyals with two decimals, the currency ("ر.س" / "SAR") beside the number. Staff type riyals;
 * the form holds whole halalas (an integer, or null when empty), which is what the API takes.
 * An amount that is not a number is held as NaN so the schema refuses it instead of saving zero.
 */
export function MoneyField({ name, label, ...props }: MoneyFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind } = useField(name, label);
  // The typed text is kept apart from the stored halalas, so "12." or "12.5" are not reformatted
  // under the cursor; it follows the form when the value changes from outside (reset, load).
  const [text, setText] = useState<number | string>(() => halalasToRiyals(field.value) ?? '');
  useEffect(() => {
    setText((current) =>
      sameAmount(current, field.value)
        ? current
        : typeof field.value === 'number' && Number.isSafeInteger(field.value)
          ? (halalasToRiyals(field.value) ?? '')
          : current,
    );
  }, [field.value]);

  return (
    <NumberInput
      thousandSeparator=","
      {...props}
      {...bind}
      value={text}
      onChange={(next) => {
        setText(next);
        field.onChange(toHalalas(next));
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
