import type { BranchItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import { AddButton, PageHeader } from '../../shared/page-header';
import { branches, useCityOptions } from './api';
import { branchColumns } from './columns';

/** /admin/admin-branches: every branch, searched by name (Arabic-aware on the server), filtered by city. */
export default function BranchesPage() {
  useTranslation('admin-branches');
  const navigate = useNavigate();
  const cities = useCityOptions();
  const remove = useDeleteAction<BranchItem>(branches, {
    permission: 'delete branch',
    message: 'admin-branches:delete_confirm',
  });
  const edit = editAction<BranchItem>((branch) => navigate(`/admin/add-branch/${branch.id}`), 'edit branch');

  return (
    <>
      <PageHeader
        title="admin-branches:title"
        action={
          <AddButton label="admin-branches:add" permission="add branch" onClick={() => navigate('/admin/add-branch')} />
        }
      />
      <DataTable
        resource={branches}
        label="admin-branches:title"
        columns={branchColumns}
        actions={[edit, remove]}
        search="name"
        filters={[{ name: 'city', label: 'admin-branches:filters.city', options: cities }]}
        rowLabel={(branch) => branch.name}
      />
    </>
  );
}
