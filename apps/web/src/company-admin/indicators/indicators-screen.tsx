import type { IndicatorCategory, IndicatorItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { INDICATOR_SCREENS, indicators } from './api';
import { indicatorColumns } from './columns';
import { IndicatorFormPage } from './indicator-form';

function IndicatorsList({ category }: { category: IndicatorCategory }) {
  const translated = useTranslated();
  const screen = INDICATOR_SCREENS[category];
  return (
    <ListPage<IndicatorItem>
      resource={indicators}
      title={screen.title}
      params={{ category }}
      columns={indicatorColumns}
      add={screen.canAdd ? { label: 'indicators:add', permission: screen.update, path: 'add' } : undefined}
      edit={{ permission: screen.update, path: (row) => `edit/${row.id}` }}
      remove={screen.canAdd ? { permission: screen.update, message: 'indicators:delete_confirm' } : undefined}
      rowLabel={(row) => translated(row.translations, 'title')}
    />
  );
}

/**
 * Key metrics (edit only) or KPIs (add, edit, delete): the list, `edit/{id}` and, for KPIs, `add`.
 */
export function IndicatorsScreen({ category }: { category: IndicatorCategory }) {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('indicators');
  return (
    <ScreenRoutes>
      <Route index element={<IndicatorsList category={category} />} />
      <Route path="edit/:id" element={<IndicatorFormPage category={category} />} />
      {INDICATOR_SCREENS[category].canAdd && <Route path="add" element={<IndicatorFormPage category={category} />} />}
    </ScreenRoutes>
  );
}
