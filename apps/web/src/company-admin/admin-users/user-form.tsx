import { type AdminUser, adminCreateBody, adminUpdateBody } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../shared/fields/number-field';
import { PasswordField } from '../../shared/fields/password-field';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useBranchOptions } from '../branches/api';
import { adminUsers, roleOptions, useRoles } from './api';
import { RoleGrants } from './role-grants';

function toValues(user?: AdminUser) {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    role_id: user ? String(user.role[0]?.id ?? user.role_id) : null,
    employment_number: user?.employment_number ?? null,
    branch_id: user?.branch_id ? String(user.branch_id) : null,
    active: user?.active ?? 1,
  };
}

/** Add (no `user`) or edit a staff account, with the branch the person works in (searchable). */
export function UserForm({ user, onDone }: { user?: AdminUser; onDone(): void }) {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const branchOptions = useBranchOptions();
  const save = adminUsers.useSave(user?.id);
  const controller = useResourceForm({
    schema: user ? adminUpdateBody : adminCreateBody,
    defaultValues: toValues(user),
    fields: 'users:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });

  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="name" required autoComplete="off" />
        <TextField name="email" type="email" dir="ltr" required autoComplete="off" />
        <TextField name="mobile" type="tel" dir="ltr" autoComplete="off" />
        <PasswordField
          name="password"
          required={!user}
          description={t(user ? 'password_keep_hint' : 'password_hint')}
        />
        <SelectField
          name="role_id"
          options={roleOptions(roles)}
          required
          placeholder={t('role_placeholder')}
          description={t('role_hint')}
        />
        <NumberField name="employment_number" min={0} allowDecimal={false} allowNegative={false} />
        <SelectField
          name="branch_id"
          options={branchOptions}
          searchable
          clearable
          placeholder={t('branch_placeholder')}
        />
      </SimpleGrid>
      <RoleGrants roles={roles.data} />
      <SwitchField name="active" />
    </ResourceForm>
  );
}
