import { type RoleItem, roleBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { ROLES_LIST, roles } from './api';
import { PermissionGrid } from './permission-grid';

function RoleForm({ item, onDone }: { item?: RoleItem; onDone(): void }) {
  const { t } = useTranslation('roles');
  const save = roles.useSave(item?.id);
  const controller = useResourceForm({
    schema: roleBody,
    defaultValues: { name_ar: item?.name_ar ?? '', name_en: item?.name_en ?? '', permissions: item?.permissions ?? [] },
    fields: 'roles:fields',
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
  const page = useRecordForm(roles, ROLES_LIST);
  return (
    <FormPage title={page.id ? 'roles:edit' : 'roles:add'} {...page.status}>
      <RoleForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
