import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useField } from './use-field';

export type TimeFieldProps = FieldProps<TimePickerProps> & {
  /** `12h` shows hours 01–12 with AM/PM (the spec's `hh A`); the value is 24-hour either way. */
  format?: '12h' | '24h';
};

/** `HH:mm` from anything the picker or a stored record holds (`08:30:00`, `8:30`); '' when empty. */
export function toTimeValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
}

/** A time of day kept in the form as 24-hour `HH:mm` (empty: ''), shown in 12 or 24 hours. */
export function TimeField({ name, label, format = '12h', ...props }: TimeFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind } = useField(name, label, props.required);
  return (
    <TimePicker
      format={format}
      amPmLabels={{ am: t('fields.am'), pm: t('fields.pm') }}
      clearable
      dir="ltr"
      {...props}
      {...bind}
      value={toTimeValue(field.value)}
      onChange={(next) => field.onChange(toTimeValue(next))}
    />
  );
}
