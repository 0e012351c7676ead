import type { ReportItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { reports } from './api';
import { reportColumns } from './columns';
import { ReportFormPage } from './report-form';

function ReportsList() {
  const translated = useTranslated();
  return (
    <ListPage<ReportItem>
      resource={reports}
      title="reports:title"
      columns={reportColumns}
      add={{ label: 'reports:add', permission: 'add reports and results', path: 'add-results-and-reports' }}
      edit={{ permission: 'update reports and results', path: (row) => `add-results-and-reports/${row.id}` }}
      remove={{ permission: 'delete reports and results', message: 'reports:delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'title')}
    />
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
