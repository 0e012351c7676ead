import { Switch, type SwitchProps } from '@mantine/core';
import { type FieldProps, useField } from './use-field';

export type SwitchFieldProps = FieldProps<
  SwitchProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error' | 'label'
>;

/** The API's flags are 1/0; anything truthy the form was given reads as on. */
function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true || value === 'true';
}

export function SwitchField({ name, label, ...props }: SwitchFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  return (
    <Switch
      {...props}
      {...bind}
      checked={isOn(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
    />
  );
}
