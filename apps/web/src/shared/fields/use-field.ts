import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMeta } from '../form/labels';

/** The props a field takes over from the input it wraps. */
export type FieldOwnedProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label';

/** A form field's props: the wrapped input's own, less what the form controls, plus its name and label. */
export type FieldProps<InputProps, Owned extends PropertyKey = FieldOwnedProps> = Omit<InputProps, Owned> & {
  name: string;
  /** i18n key; defaults to the form's label for this field. */
  label?: string;
};

/**
 * Wires one form field: its controller, its translated label (given, or from the form's label
 * declaration) and its current error message (client or server). `bind` is what every wrapped
 * input receives; each field adds its own value and change handling.
 */
export function useField(name: string, label?: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { labelOf } = useFormMeta();
  const { t } = useTranslation();
  const text = label ? t(label) : labelOf(name);
  const error = fieldState.error?.message;
  return {
    field,
    label: text,
    error,
    bind: { ref: field.ref, name: field.name, onBlur: field.onBlur, label: text, error },
  };
}
