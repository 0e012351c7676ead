import { Switch, type SwitchProps } from '@mantine/core';
import { useField } from './use-field';

export interface SwitchFieldProps
  extends Omit<SwitchProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error' | 'label'> {
  name: string;
  label?: string;
}

/** The API's flags are 1/0; anything truthy the form was given reads as on. */
export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true || value === 'true';
}

export function SwitchField({ name, label, ...props }: SwitchFieldProps) {
  const { field, label: text, error } = useField(name, label);
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={isOn(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
      onBlur={field.onBlur}
      label={text}
      error={error}
    />
  );
}
