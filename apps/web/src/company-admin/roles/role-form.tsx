import { type RoleItem, roleBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { FormPage, useFormPage } from '../../shared/form/form-page';
import type { FieldLabels } from '../../shared/form/labels';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { ROLES_LIST, roles } from './api';
import { PermissionGrid } from './permission-grid';

const labels: FieldLabels = {
  name_ar: 'roles:fields.name_ar',
  name_en: 'roles:fields.name_en',
  permissions: 'roles:fields.permissions',
};

function RoleForm({ item, onDone }: { item?: RoleItem; onDone(): void }) {
  const { t } = useTranslation('roles');
  const save = roles.useSave(item?.id);
  const controller = useResourceForm({
    schema: roleBody,
    defaultValues: { name_ar: item?.name_ar ?? '', name_en: item?.name_en ?? '', permissions: item?.permissions ?? [] },
    labels,
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="roles:fields.name" names={{ ar: 'name_ar', en: 'name_en' }} required />
      <PermissionGrid name="permissions" locked={item?.built_in} />
    </ResourceForm>
  );
}

/** /admin/roles/add and /admin/roles/add/{id}; back to the list once saved. */
export function RoleFormPage() {
  const { id, backToList } = useFormPage(ROLES_LIST);
  const item = roles.useDetail(id);
  return (
    <FormPage title={id ? 'roles:edit' : 'roles:add'} loading={id !== null && item.isPending} error={item.error}>
      <RoleForm key={id ?? 'new'} item={id ? item.data : undefined} onDone={backToList} />
    </FormPage>
  );
}
