import type { FinanceMarketItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { financeMarket } from './api';
import { financeMarketColumns } from './columns';
import { FinanceMarketFormPage } from './finance-market-form';

function FinanceMarketList() {
  const translated = useTranslated();
  return (
    <ListPage<FinanceMarketItem>
      resource={financeMarket}
      title="finance-market:title"
      columns={financeMarketColumns}
      add={{ label: 'finance-market:add', permission: 'add finance market', path: 'add-finance-market' }}
      edit={{ permission: 'update finance market', path: (row) => `add-finance-market/${row.id}` }}
      remove={{ permission: 'delete finance market', message: 'finance-market:delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
    />
  );
}

/** /admin/finance-market: the list; .../add-finance-market and .../add-finance-market/{id}: the form. */
export default function FinanceMarketScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('finance-market');
  return (
    <ScreenRoutes>
      <Route index element={<FinanceMarketList />} />
      <Route path="add-finance-market/:id?" element={<FinanceMarketFormPage />} />
    </ScreenRoutes>
  );
}
