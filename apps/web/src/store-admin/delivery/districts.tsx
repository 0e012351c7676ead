import { type DeliveryDistrictItem, deliveryDistrictBody } from '@app/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import { LtrText, TranslatedText } from '../../shared/data-table/cells';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { deliveryCities, deliveryDistricts, districtsList } from './api';

/** The branches serving a district by code, or a warning that none does (no order can go there). */
export function ServingBranches({ branches }: { branches: DeliveryDistrictItem['branches'] }) {
  const { t } = useTranslation('store-delivery');
  if (branches.length === 0) {
    return (
      <Badge color="red" variant="light" tt="none">
        {t('districts.unserved')}
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {branches.map((branch) => (
        <Badge key={branch.id} variant="outline" tt="none" title={branch.name}>
          <LtrText>{branch.code}</LtrText>
        </Badge>
      ))}
    </Group>
  );
}

const columns: Column<DeliveryDistrictItem>[] = [
  { key: 'city', header: 'store-delivery:districts.city', render: (row) => row.city.name },
  {
    key: 'name',
    header: 'store-delivery:districts.name',
    render: (row) => <TranslatedText entries={row.translation} field="name" />,
  },
  {
    key: 'branches',
    header: 'store-delivery:districts.branches',
    render: (row) => <ServingBranches branches={row.branches} />,
  },
];

const filters = [
  { type: 'text', name: 'name', label: 'store-delivery:districts.search_name' },
  { type: 'text', name: 'branch', label: 'store-delivery:districts.search_branch' },
] as const;

function DistrictsList({ cityId }: { cityId: string }) {
  const { t } = useTranslation('store-delivery');
  const translated = useTranslated();
  const city = deliveryCities.useDetail(cityId);
  const cityName = city.data ? translated(city.data.translation, 'name') : '';
  return (
    <ListPage<DeliveryDistrictItem>
      resource={deliveryDistricts}
      title="store-delivery:districts.title"
      heading={cityName ? { text: t('districts.title_of', { city: cityName }) } : undefined}
      columns={columns}
      params={{ city_id: cityId }}
      filters={filters}
      empty="store-delivery:districts.empty"
      add={{ label: 'store-delivery:districts.add', permission: 'manage delivery cities', path: 'add-district/add' }}
      edit={{ permission: 'manage delivery cities', path: (row) => `add-district/edit/${row.id}` }}
      remove={{ permission: 'manage delivery cities', message: 'store-delivery:districts.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
      minWidth={560}
    />
  );
}

function DistrictForm({ cityId, item, onDone }: { cityId: string; item?: DeliveryDistrictItem; onDone(): void }) {
  const { t } = useTranslation('store-delivery');
  const translated = useTranslated();
  const save = deliveryDistricts.useSave(item?.id);
  const cities = useResourceOptions(deliveryCities, (row) => translated(row.translation, 'name'));
  const controller = useResourceForm({
    schema: deliveryDistrictBody,
    defaultValues: {
      city_id: String(item?.city_id ?? cityId),
      translation: translationValues(item?.translation, ['name'], 'local'),
    },
    fields: 'store-delivery:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('districts.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SelectField name="city_id" options={cities} required searchable />
      <BilingualField label="store-delivery:fields.name" names={bilingualNames('translation', 'name')} required />
    </ResourceForm>
  );
}

function DistrictFormPage({ cityId }: { cityId: string }) {
  const page = useRecordForm(deliveryDistricts, (item) => districtsList(item?.city_id ?? cityId), {
    param: 'districtId',
  });
  return (
    <FormPage title={page.id ? 'store-delivery:districts.edit' : 'store-delivery:districts.add'} {...page.status}>
      <DistrictForm key={page.id ?? 'new'} cityId={cityId} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/**
 * /store-admin/cities/district/{id}: a city's districts; the form at add-district/add, and at
 * add-district/edit/{districtId} for an edit (the spec's `{type}` then the district's id).
 */
export function DistrictsScreen() {
  const cityId = useParams().id;
  if (!cityId || !/^\d+$/.test(cityId)) return null;
  return (
    <ScreenRoutes>
      <Route index element={<DistrictsList cityId={cityId} />} />
      <Route path="add-district/add" element={<DistrictFormPage cityId={cityId} />} />
      <Route path="add-district/:type/:districtId" element={<DistrictFormPage cityId={cityId} />} />
    </ScreenRoutes>
  );
}
