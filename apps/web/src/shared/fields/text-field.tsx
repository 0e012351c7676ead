import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FieldProps, useField } from './use-field';

export type TextFieldProps = FieldProps<TextInputProps>;

export function TextField({ name, label, ...props }: TextFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  return <TextInput {...props} {...bind} value={field.value ?? ''} onChange={field.onChange} />;
}

export type TextareaFieldProps = FieldProps<TextareaProps>;

export function TextareaField({ name, label, ...props }: TextareaFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  return <Textarea autosize minRows={3} {...props} {...bind} value={field.value ?? ''} onChange={field.onChange} />;
}
