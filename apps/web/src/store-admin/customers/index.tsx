import type { CustomerItem } from '@app/contracts';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useSearchParams } from 'react-router';
import { LtrText, MoneyText, Thumbnail } from '../../shared/data-table/cells';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { customers } from './api';
import { CustomerFormPage } from './customer-form';

function LastLogin({ value }: { value: string | null }) {
  const { t } = useTranslation('store-customers');
  const format = useFormat();
  return <>{value ? format.dateTime(value) : t('never')}</>;
}

const columns: Column<CustomerItem>[] = [
  { key: 'image', header: 'store-customers:columns.image', width: 80, render: (row) => <Thumbnail src={row.image} /> },
  { key: 'name', header: 'store-customers:columns.name' },
  { key: 'mobile', header: 'store-customers:columns.mobile', render: (row) => <LtrText>{row.mobile}</LtrText> },
  { key: 'email', header: 'store-customers:columns.email', render: (row) => <LtrText>{row.email}</LtrText> },
  {
    key: 'buying_amount',
    header: 'store-customers:columns.buying_amount',
    align: 'end',
    render: (row) => <MoneyText value={row.buying_amount} />,
  },
  { key: 'points', header: 'store-customers:columns.points', align: 'center' },
  {
    key: 'last_login',
    header: 'store-customers:columns.last_login',
    render: (row) => <LastLogin value={row.last_login} />,
  },
];

const TAB_PARAM = 'most_buying';

/** The list's two tabs (all, most buying), kept in the address as `?most_buying=1`. */
function CustomersList() {
  const { t } = useTranslation('store-customers');
  const [search, setSearch] = useSearchParams();
  const mostBuying = search.get(TAB_PARAM) === '1';
  const tabs = (
    <Tabs
      value={mostBuying ? 'most_buying' : 'all'}
      onChange={(value) =>
        setSearch(() => {
          const next = new URLSearchParams();
          if (value === 'most_buying') next.set(TAB_PARAM, '1');
          return next;
        })
      }
      mb="md"
    >
      <Tabs.List>
        <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
        <Tabs.Tab value="most_buying">{t('tabs.most_buying')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
  return (
    <ListPage<CustomerItem>
      intro={tabs}
      key={mostBuying ? 'most' : 'all'}
      resource={customers}
      title="store-customers:title"
      columns={columns}
      params={mostBuying ? { [TAB_PARAM]: 1 } : undefined}
      filters={[{ type: 'text', name: 'search', label: 'store-customers:search' }]}
      empty={mostBuying ? 'store-customers:most_buying_empty' : undefined}
      add={{ label: 'store-customers:add', permission: 'add store users', path: 'add-user' }}
      edit={{ permission: ['update store users', 'list store users'], path: (row) => `add-user/${row.id}` }}
      remove={{ permission: 'delete store users', message: 'store-customers:delete_confirm' }}
      rowLabel={(row) => row.name}
      minWidth={900}
    />
  );
}

/** /store-admin/users and the user form at add-user[/{id}] with its tabs. */
export default function CustomersScreen() {
  useTranslation('store-customers');
  return (
    <ScreenRoutes>
      <Route index element={<CustomersList />} />
      <Route path="add-user/:id?" element={<CustomerFormPage />} />
    </ScreenRoutes>
  );
}
