import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE, LocalizedDates } from '../dates/dates-provider';
import { IconCalendar } from '../icons';
import type { FieldLabel } from '../translation-key';
import { type FieldOwnedProps, type FieldProps, useField } from './use-field';

/** The calendar's own buttons named in the UI language. */
export function useCalendarLabels() {
  const { t } = useTranslation('toolkit');
  return {
    ariaLabels: {
      nextMonth: t('dates.next_month'),
      previousMonth: t('dates.previous_month'),
      nextYear: t('dates.next_year'),
      previousYear: t('dates.previous_year'),
      nextDecade: t('dates.next_decade'),
      previousDecade: t('dates.previous_decade'),
      monthLevelControl: t('dates.choose_month'),
      yearLevelControl: t('dates.choose_year'),
    },
    clearButtonProps: { 'aria-label': t('dates.clear') },
  };
}

export type DateFieldProps = FieldProps<DatePickerInputProps<'default'>, FieldOwnedProps | 'type'>;

/** A calendar date; the form holds `YYYY-MM-DD` (or null when cleared), as the API takes it. */
export function DateField({ name, label, ...props }: DateFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  const labels = useCalendarLabels();
  return (
    <LocalizedDates>
      <DatePickerInput
        valueFormat={DISPLAY_DATE}
        leftSection={<IconCalendar size={16} />}
        clearable
        {...labels}
        {...props}
        {...bind}
        value={field.value || null}
        onChange={(value) => field.onChange(value || null)}
      />
    </LocalizedDates>
  );
}

export type DateRange = [string | null, string | null];

export type DateRangeInputProps = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: DateRange;
  onChange(value: DateRange): void;
};

/** Two dates picked on one calendar (from, to), each `YYYY-MM-DD`; used by forms and table filters. */
export function DateRangeInput({ value, onChange, ...props }: DateRangeInputProps) {
  const labels = useCalendarLabels();
  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        valueFormat={DISPLAY_DATE}
        leftSection={<IconCalendar size={16} />}
        clearable
        allowSingleDateInRange
        {...labels}
        {...props}
        value={value}
        onChange={(next) => onChange([next[0] || null, next[1] || null])}
      />
    </LocalizedDates>
  );
}

export interface DateRangeFieldProps extends Omit<DateRangeInputProps, 'value' | 'onChange' | 'label' | 'name'> {
  /** Form paths of the two ends, e.g. `{ from: 'starts_on', to: 'ends_on' }`. */
  names: { from: string; to: string };
  /** i18n key; defaults to the form's label of `names.from`. */
  label?: FieldLabel;
}

/** A period bound to two form values (`YYYY-MM-DD` or null each). */
export function DateRangeField({ names, label, ...props }: DateRangeFieldProps) {
  const from = useField(names.from, label, props.required);
  const to = useField(names.to);
  return (
    <DateRangeInput
      {...props}
      ref={from.field.ref}
      label={from.label}
      error={from.error ?? to.error}
      onBlur={from.field.onBlur}
      value={[from.field.value || null, to.field.value || null]}
      onChange={([start, end]) => {
        from.field.onChange(start);
        to.field.onChange(end);
      }}
    />
  );
}
