import type { ReportItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { reports } from './api';
import { reportColumns } from './columns';
import { ReportFormPage } from './report-form';

function ReportsList() {
  const translated = useTranslated();
  const navigate = useNavigate();
  const remove = useDeleteAction<ReportItem>(reports, {
    permission: 'delete reports and results',
    message: 'reports:delete_confirm',
  });
  const edit = editAction<ReportItem>(
    (item) => navigate(`add-results-and-reports/${item.id}`),
    'update reports and results',
  );
  return (
    <>
      <PageHeader
        title="reports:title"
        action={
          <AddButton
            label="reports:add"
            permission="add reports and results"
            onClick={() => navigate('add-results-and-reports')}
          />
        }
      />
      <DataTable
        resource={reports}
        label="reports:title"
        columns={reportColumns}
        actions={[edit, remove]}
        rowLabel={(item) => translated(item.translation, 'title')}
      />
    </>
  );
}

/** /admin/results-and-reports: the list; .../add-results-and-reports and .../{id}: the form. */
export default function ReportsScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('reports');
  return (
    <ScreenRoutes>
      <Route index element={<ReportsList />} />
      <Route path="add-results-and-reports/:id?" element={<ReportFormPage />} />
    </ScreenRoutes>
  );
}
