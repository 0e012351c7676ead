import type { RoleItem } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { roles } from './api';
import { roleColumns } from './columns';
import { RoleFormPage } from './role-form';

function RolesList() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAction<RoleItem>(roles, { permission: 'delete roles', message: 'roles:delete_confirm' });
  const actions = useMemo(
    () => [
      // A role granting more than the signed-in user holds is out of their reach (the server refuses it too).
      {
        ...editAction<RoleItem>((role) => navigate(`add/${role.id}`), 'update roles'),
        hidden: (role: RoleItem) => !role.assignable,
      },
      { ...remove, hidden: (role: RoleItem) => role.built_in || !role.assignable },
    ],
    [navigate, remove],
  );
  return (
    <>
      <PageHeader
        title="roles:title"
        action={<AddButton label="roles:add" permission="add roles" onClick={() => navigate('add')} />}
      />
      <DataTable
        resource={roles}
        label="roles:title"
        columns={roleColumns}
        // Short columns: on a phone most of the row fits without scrolling sideways.
        minWidth={480}
        actions={actions}
        rowLabel={(role) => (i18n.language === 'en' ? role.name_en : role.name_ar)}
      />
    </>
  );
}

/** /admin/roles: the list; /admin/roles/add and /admin/roles/add/{id}: the form. */
export default function RolesScreen() {
  // The screen's texts (and the permission labels the grid shows) arrive before it renders.
  useTranslation(['roles', 'users', 'permissions']);
  return (
    <ScreenRoutes>
      <Route index element={<RolesList />} />
      <Route path="add/:id?" element={<RoleFormPage />} />
    </ScreenRoutes>
  );
}
