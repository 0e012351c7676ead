import { type ComboboxItem, Loader, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionsQuery } from './select-field';
import { type FieldOwnedProps, type FieldProps, useField } from './use-field';

export type MultiSelectFieldProps = FieldProps<MultiSelectProps, FieldOwnedProps | 'data'> & {
  options: ComboboxItem[] | OptionsQuery;
  /** Keep numeric ids as numbers in the form (the select itself works with strings). */
  numeric?: boolean;
};

/** Several choices of a list, searchable; the form holds an array (of numbers with `numeric`). */
export function MultiSelectField({ name, label, options, numeric = false, ...props }: MultiSelectFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind, error } = useField(name, label, props.required);
  const list = Array.isArray(options) ? options : (options.data ?? []);
  const loading = !Array.isArray(options) && options.isPending;
  const failed = !Array.isArray(options) && options.isError;
  const value = Array.isArray(field.value) ? field.value.map(String) : [];

  return (
    <MultiSelect
      searchable
      clearable
      nothingFoundMessage={t('fields.no_options')}
      {...props}
      {...bind}
      data={list}
      value={value}
      onChange={(next) => field.onChange(numeric ? next.map(Number) : next)}
      error={error ?? (failed ? t('fields.options_failed') : undefined)}
      disabled={props.disabled || loading}
      placeholder={loading ? t('fields.loading_options') : props.placeholder}
      rightSection={loading ? <Loader size="xs" /> : props.rightSection}
    />
  );
}
