import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { PageHeader } from '../../shared/page-header';
import { logActions } from './api';
import { logActionColumns } from './columns';
import { PERMISSIONS_NS } from './labels';

export default function LogActionsPage() {
  // Both namespaces before the first row, so no cell shows a raw key while one loads.
  useTranslation(['logs', PERMISSIONS_NS]);
  return (
    <>
      <PageHeader title="logs:title" />
      <DataTable resource={logActions} label="logs:title" columns={logActionColumns} />
    </>
  );
}
