import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMeta } from '../form/labels';

/**
 * Wires one form field: its controller, its translated label (given, or from the form's label
 * declaration) and its current error message (client or server).
 */
export function useField(name: string, label?: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { labelOf } = useFormMeta();
  const { t } = useTranslation();
  return {
    field,
    label: label ? t(label) : labelOf(name),
    error: fieldState.error?.message,
  };
}
