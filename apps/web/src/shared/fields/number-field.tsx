import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type FieldProps, useField } from './use-field';

export type NumberFieldProps = FieldProps<NumberInputProps>;

/** An emptied input holds null (not '' or 0), so optional numbers are cleared rather than saved as zero. */
export function NumberField({ name, label, ...props }: NumberFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  return (
    <NumberInput
      {...props}
      {...bind}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : value)}
    />
  );
}
