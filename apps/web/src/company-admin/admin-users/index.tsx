import type { AdminUser } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { AddButton, PageHeader } from '../../shared/page-header';
import { adminUsers } from './api';
import { userColumns } from './columns';
import { UserForm } from './user-form';

export default function AdminUsersPage() {
  const { t } = useTranslation('users');
  const dialog = useFormDialog();
  const editing = adminUsers.useDetail(dialog.id);
  const remove = useDeleteAction<AdminUser>(adminUsers, {
    permission: 'delete users',
    message: 'users:delete_confirm',
  });
  const edit = editAction<AdminUser>((user) => dialog.openEdit(user.id), 'update users');

  return (
    <>
      <PageHeader
        title="users:title"
        action={<AddButton label="users:add" permission="add users" onClick={dialog.openCreate} />}
      />
      <DataTable
        resource={adminUsers}
        label="users:title"
        columns={userColumns}
        actions={[edit, remove]}
        rowLabel={(user) => user.name}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'edit' : 'add')}
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        {/* Keyed by record so reopening for another user starts from that user's values. */}
        <UserForm key={dialog.id ?? 'new'} user={dialog.id ? editing.data : undefined} onDone={dialog.close} />
      </FormDialog>
    </>
  );
}
