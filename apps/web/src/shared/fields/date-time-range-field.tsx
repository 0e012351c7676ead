import { Group, Input } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../dates/dates-provider';
import { IconCalendar } from '../icons';
import type { FieldLabel } from '../translation-key';
import { useCalendarLabels } from './date-field';
import { useField } from './use-field';

/** Shown in the inputs: the day with the month's name (never a numeric date that reads two ways) and the time. */
const DISPLAY_DATE_TIME = 'D MMM YYYY, HH:mm';

export interface DateTimeRangeFieldProps {
  /** Form paths of the two ends, e.g. `{ from: 'start_date', to: 'end_date' }`. */
  names: { from: string; to: string };
  /** The pair's label; each end is named "from" and "to" under it. Defaults to the form's label of `names.from`. */
  label?: FieldLabel;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A period with times of day (an offer's or a coupon's start and end), in the business time zone:
 * the form holds `YYYY-MM-DD HH:mm:ss` for each end, or null. The schema's `endAfterStart`
 * (contracts) refuses an end at or before the start, on the end. The two inputs sit side by side,
 * and one under the other on a phone.
 */
export function DateTimeRangeField({ names, label, required, disabled }: DateTimeRangeFieldProps) {
  const { t } = useTranslation('toolkit');
  const from = useField(names.from, label, required);
  const to = useField(names.to, undefined, required ?? from.required);
  const calendar = useCalendarLabels();
  const common = {
    valueFormat: DISPLAY_DATE_TIME,
    leftSection: <IconCalendar size={16} />,
    clearable: true,
    disabled,
    ...calendar,
    timePickerProps: { 'aria-label': t('dates.time'), withDropdown: true },
    submitButtonProps: { 'aria-label': t('dates.done') },
    style: { flex: '1 1 14rem' },
  } as const;
  return (
    <LocalizedDates>
      <Input.Wrapper label={from.label} required={from.required}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {(
            [
              [from, 'dates.from', undefined],
              [to, 'dates.to', from.field.value || undefined],
            ] as const
          ).map(([end, place, minDate]) => (
            <DateTimePicker
              key={place}
              {...common}
              ref={end.field.ref}
              name={end.field.name}
              aria-label={`${from.label} — ${t(place)}`}
              placeholder={t(place)}
              error={end.error}
              onBlur={end.field.onBlur}
              minDate={minDate}
              value={end.field.value || null}
              onChange={(value) => end.field.onChange(value || null)}
            />
          ))}
        </Group>
      </Input.Wrapper>
    </LocalizedDates>
  );
}
