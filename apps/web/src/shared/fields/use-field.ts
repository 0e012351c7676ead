import { useController, useFormContext } from 'react-hook-form';
import { useFormMeta } from '../form/labels';
import { type FieldLabel, useAnyT } from '../translation-key';

/** The props a field takes over from the input it wraps. */
export type FieldOwnedProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label';

/** A form field's props: the wrapped input's own, less what the form controls, plus its name and label. */
export type FieldProps<InputProps, Owned extends PropertyKey = FieldOwnedProps> = Omit<InputProps, Owned> & {
  name: string;
  /** i18n key (or translated `{ text }`); defaults to the form's label for this field. */
  label?: FieldLabel;
};

/**
 * Wires one form field: its controller, its translated label (given, or from the form's label
 * declaration), whether it is required (given, or from the form's schema: a field that accepts no
 * empty value carries the star) and its current error message (client or server). `bind` is what
 * every wrapped input receives; each field adds its own value and change handling.
 */
export function useField(name: string, label?: FieldLabel, required?: boolean) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { labelOf, requiredOf } = useFormMeta();
  const t = useAnyT();
  const text = typeof label === 'object' ? label.text : label ? t(label) : labelOf(name);
  const error = fieldState.error?.message;
  const isRequired = required ?? requiredOf(name);
  return {
    field,
    label: text,
    error,
    required: isRequired,
    bind: { ref: field.ref, name: field.name, onBlur: field.onBlur, label: text, error, required: isRequired },
  };
}
