import { riyalsToHalalas } from '@app/contracts';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { type FieldProps, useField } from './use-field';

export type QuantityStepperProps = FieldProps<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'min' | 'max'
> & {
  /** Smallest quantity, 1 by default. */
  min?: number;
  max?: number;
};

/** A typed whole number, Arabic-Indic digits included (read by the contracts' money parsing), or null. */
function parseQuantity(text: string): number | null {
  try {
    const halalas = riyalsToHalalas(text.trim());
    return halalas === null ? null : Math.trunc(halalas / 100);
  } catch {
    return null;
  }
}

/**
 * A quantity in a form (a whole number): − and + buttons with accessible names, Arrow Up/Down,
 * typing accepted in Western or Arabic-Indic digits and kept between `min` and `max` (the text
 * shows the kept value when the input is left).
 */
export function QuantityStepper({
  name,
  label,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  ...props
}: QuantityStepperProps) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  const { field, bind } = useField(name, label);
  const value = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const set = (n: number) => field.onChange(clamp(n));
  const step = (by: number) => set((value ?? min - by) + by);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <TextInput
      {...props}
      {...bind}
      role="spinbutton"
      inputMode="numeric"
      aria-valuemin={min}
      aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
      aria-valuenow={value ?? undefined}
      value={text}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        setText(event.currentTarget.value);
        const typed = parseQuantity(event.currentTarget.value);
        if (typed !== null) set(typed);
        else if (event.currentTarget.value.trim() === '') field.onChange(null);
      }}
      onBlur={() => {
        setText(value === null ? '' : String(value));
        field.onBlur();
      }}
      styles={{ input: { textAlign: 'center' } }}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      leftSection={
        <ActionIcon
          variant="subtle"
          aria-label={t('quantity.decrease', { label: bind.label ?? '' }).trim()}
          disabled={value !== null && value <= min}
          onClick={() => step(-1)}
        >
          −
        </ActionIcon>
      }
      rightSection={
        <ActionIcon
          variant="subtle"
          aria-label={t('quantity.increase', { label: bind.label ?? '' }).trim()}
          disabled={value !== null && value >= max}
          onClick={() => step(1)}
        >
          +
        </ActionIcon>
      }
      description={
        max === Number.MAX_SAFE_INTEGER
          ? undefined
          : t('quantity.bounds', { min: format.number(min), max: format.number(max) })
      }
    />
  );
}
