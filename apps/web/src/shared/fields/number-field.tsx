import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useField } from './use-field';

export interface NumberFieldProps
  extends Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label'> {
  name: string;
  label?: string;
}

/** An emptied input holds null (not '' or 0), so optional numbers are cleared rather than saved as zero. */
export function NumberField({ name, label, ...props }: NumberFieldProps) {
  const { field, label: text, error } = useField(name, label);
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      label={text}
      error={error}
    />
  );
}
