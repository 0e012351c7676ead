import { type ComboboxItem, Loader, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldOwnedProps, type FieldProps, useField } from './use-field';

/** Options from a query (e.g. `useQuery({ …, select: toOptions })`): loading and failure are shown in the field. */
export interface OptionsQuery {
  data?: ComboboxItem[];
  isPending: boolean;
  isError: boolean;
}

export type SelectFieldProps = FieldProps<SelectProps, FieldOwnedProps | 'data'> & {
  options: ComboboxItem[] | OptionsQuery;
};

/** Values are compared as strings (Mantine's select), whether the record holds `3` or `'3'`. */
export function SelectField({ name, label, options, ...props }: SelectFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind, error } = useField(name, label, props.required);
  const list = Array.isArray(options) ? options : (options.data ?? []);
  const loading = !Array.isArray(options) && options.isPending;
  const failed = !Array.isArray(options) && options.isError;
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);

  return (
    <Select
      searchable={list.length > 8}
      nothingFoundMessage={t('fields.no_options')}
      {...props}
      {...bind}
      data={list}
      value={value}
      onChange={(next) => field.onChange(next)}
      error={error ?? (failed ? t('fields.options_failed') : undefined)}
      disabled={props.disabled || loading}
      placeholder={loading ? t('fields.loading_options') : props.placeholder}
      rightSection={loading ? <Loader size="xs" /> : props.rightSection}
    />
  );
}
