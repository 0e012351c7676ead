import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useField } from './use-field';

export interface PasswordFieldProps
  extends Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label'> {
  name: string;
  label?: string;
}

export function PasswordField({ name, label, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, label: text, error } = useField(name, label);
  return (
    <PasswordInput
      // Staff set passwords for others here; browsers must not offer to fill in the signed-in user's own.
      autoComplete="new-password"
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={text}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.toggle_password') }}
    />
  );
}
