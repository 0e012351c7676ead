import { type DeliveryCityItem, deliveryCityBody, moneyText } from '@app/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { MoneyText, TranslatedText } from '../../shared/data-table/cells';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column, RowAction } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { MoneyField } from '../../shared/fields/money-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { IconList } from '../../shared/icons';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { CITIES_LIST, deliveryCities, districtsList } from './api';
import { DistrictsScreen } from './districts';

const schema = deliveryCityBody.extend({ delivery_price: moneyText, prescription_delivery_price: moneyText });

/** How many districts a city has, and a warning when some have no branch to deliver from. */
function DistrictsCount({ city }: { city: DeliveryCityItem }) {
  const { t } = useTranslation('store-delivery');
  return (
    <>
      {t('cities.districts_count', { count: city.districts_count })}
      {city.unserved_districts_count > 0 && (
        <Badge color="red" variant="light" ms="xs" tt="none">
          {t('cities.unserved', { count: city.unserved_districts_count })}
        </Badge>
      )}
    </>
  );
}

const columns: Column<DeliveryCityItem>[] = [
  {
    key: 'name',
    header: 'store-delivery:cities.name',
    render: (row) => <TranslatedText entries={row.translation} field="name" />,
  },
  {
    key: 'prescription_delivery_price',
    header: 'store-delivery:cities.prescription_delivery_price',
    render: (row) => <MoneyText value={row.prescription_delivery_price} />,
  },
  {
    key: 'delivery_price',
    header: 'store-delivery:cities.delivery_price',
    render: (row) => <MoneyText value={row.delivery_price} />,
  },
  { key: 'districts', header: 'store-delivery:cities.districts', render: (row) => <DistrictsCount city={row} /> },
];

function CitiesList() {
  const navigate = useNavigate();
  const translated = useTranslated();
  const districts: RowAction<DeliveryCityItem> = {
    key: 'districts',
    label: 'store-delivery:cities.districts',
    icon: <IconList />,
    onClick: (row) => navigate(districtsList(row.id)),
  };
  return (
    <ListPage<DeliveryCityItem>
      resource={deliveryCities}
      title="store-delivery:cities.title"
      columns={columns}
      search="name"
      empty="store-delivery:cities.empty"
      actions={[districts]}
      add={{ label: 'store-delivery:cities.add', permission: 'manage delivery cities', path: 'add-city' }}
      edit={{ permission: 'manage delivery cities', path: (row) => `add-city/${row.id}` }}
      remove={{ permission: 'manage delivery cities', message: 'store-delivery:cities.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
      minWidth={640}
    />
  );
}

function CityForm({ item, onDone }: { item?: DeliveryCityItem; onDone(): void }) {
  const { t } = useTranslation('store-delivery');
  const save = deliveryCities.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      delivery_price: item?.delivery_price ?? null,
      prescription_delivery_price: item?.prescription_delivery_price ?? null,
      translation: translationValues(item?.translation, ['name'], 'local'),
    },
    fields: 'store-delivery:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('cities.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="store-delivery:fields.name" names={bilingualNames('translation', 'name')} required />
      <MoneyField name="delivery_price" required description={t('cities.delivery_price_hint')} />
      <MoneyField
        name="prescription_delivery_price"
        required
        description={t('cities.prescription_delivery_price_hint')}
      />
    </ResourceForm>
  );
}

function CityFormPage() {
  const page = useRecordForm(deliveryCities, CITIES_LIST);
  return (
    <FormPage title={page.id ? 'store-delivery:cities.edit' : 'store-delivery:cities.add'} {...page.status}>
      <CityForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/**
 * /store-admin/cities: delivery cities (add-city[/{id}]) and, under district/{id}, each city's
 * districts with their own form.
 */
export default function CitiesScreen() {
  useTranslation('store-delivery');
  return (
    <ScreenRoutes>
      <Route index element={<CitiesList />} />
      <Route path="add-city/:id?" element={<CityFormPage />} />
      <Route path="district/:id/*" element={<DistrictsScreen />} />
    </ScreenRoutes>
  );
}
