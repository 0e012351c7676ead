import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useField } from './use-field';

export type PasswordFieldProps = FieldProps<PasswordInputProps>;

export function PasswordField({ name, label, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, bind } = useField(name, label, props.required);
  return (
    <PasswordInput
      // Staff set passwords for others here; browsers must not offer to fill in the signed-in user's own.
      autoComplete="new-password"
      {...props}
      {...bind}
      value={field.value ?? ''}
      onChange={field.onChange}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.toggle_password') }}
    />
  );
}
