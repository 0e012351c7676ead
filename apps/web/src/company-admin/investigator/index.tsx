import type { InvestigatorItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { investigator } from './api';
import { investigatorColumns } from './columns';
import { InvestigatorFormPage } from './investigator-form';

/** Edit only, and only the first record, the one the public page shows (spec). */
function InvestigatorList() {
  const translated = useTranslated();
  return (
    <ListPage<InvestigatorItem>
      resource={investigator}
      title="shell:company.menu.investigator"
      columns={investigatorColumns}
      limit={1}
      edit={{ permission: 'manage investigator', path: (row) => `add-investigator/${row.id}` }}
      rowLabel={(row) => translated(row.translation, 'name')}
    />
  );
}

/** /admin/investigator: the list; /admin/investigator/add-investigator/{id}: the form. */
export default function InvestigatorScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('investigator');
  return (
    <ScreenRoutes>
      <Route index element={<InvestigatorList />} />
      <Route path="add-investigator/:id" element={<InvestigatorFormPage />} />
    </ScreenRoutes>
  );
}
