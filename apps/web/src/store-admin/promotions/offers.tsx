import type { OfferItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { offers } from './api';
import { DateTimeText, StateBadge, useOfferDiscountText } from './labels';
import { OfferFormPage } from './offer-form';

function Discount({ offer }: { offer: OfferItem }) {
  return <>{useOfferDiscountText()(offer)}</>;
}

const columns: Column<OfferItem>[] = [
  { key: 'name', header: 'store-promotions:offers.columns.name', render: (row) => row.name },
  { key: 'type', header: 'store-promotions:offers.columns.type', render: (row) => row.type_name },
  { key: 'discount', header: 'store-promotions:offers.columns.discount', render: (row) => <Discount offer={row} /> },
  { key: 'category', header: 'store-promotions:offers.columns.category', render: (row) => row.category.name },
  {
    key: 'status',
    header: 'store-promotions:offers.columns.status',
    width: 120,
    // Inactive as chosen, or, when active, whether its dates have come or gone.
    render: (row) => <StateBadge state={row.state} />,
  },
  {
    key: 'start_date',
    header: 'store-promotions:offers.columns.start_date',
    render: (row) => <DateTimeText value={row.start_date} />,
  },
  {
    key: 'end_date',
    header: 'store-promotions:offers.columns.end_date',
    render: (row) => <DateTimeText value={row.end_date} />,
  },
];

function OffersList() {
  return (
    <ListPage<OfferItem>
      resource={offers}
      title="store-promotions:offers.title"
      columns={columns}
      filters={[{ type: 'text', name: 'name', label: 'store-promotions:offers.search' }]}
      empty="store-promotions:offers.empty"
      add={{ label: 'store-promotions:offers.add', permission: 'manage offers', path: 'add-offer' }}
      edit={{ permission: 'manage offers', path: (row) => `add-offer/${row.id}` }}
      remove={{ permission: 'manage offers', message: 'store-promotions:offers.delete_confirm' }}
      rowLabel={(row) => row.name}
      minWidth={960}
    />
  );
}

/** /store-admin/offers: the offers, with their form at add-offer[/{id}]. */
export default function OffersScreen() {
  useTranslation('store-promotions');
  return (
    <ScreenRoutes>
      <Route index element={<OffersList />} />
      <Route path="add-offer/:id?" element={<OfferFormPage />} />
    </ScreenRoutes>
  );
}
