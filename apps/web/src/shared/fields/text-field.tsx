import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { useField } from './use-field';

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label';

export interface TextFieldProps extends Omit<TextInputProps, Controlled> {
  name: string;
  /** i18n key; defaults to the form's label for this field. */
  label?: string;
}

export function TextField({ name, label, ...props }: TextFieldProps) {
  const { field, label: text, error } = useField(name, label);
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={text}
      error={error}
    />
  );
}

export interface TextareaFieldProps extends Omit<TextareaProps, Controlled> {
  name: string;
  label?: string;
}

export function TextareaField({ name, label, ...props }: TextareaFieldProps) {
  const { field, label: text, error } = useField(name, label);
  return (
    <Textarea
      autosize
      minRows={3}
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={text}
      error={error}
    />
  );
}
