import { type BranchDistrictItem, type BranchItem, branchDistrictBody } from '@app/contracts';
import type { ComboboxItem } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { z } from 'zod';
import { LtrText } from '../../shared/data-table/cells';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { MultiSelectField } from '../../shared/fields/multi-select-field';
import { RemoteAutocompleteField, type RemoteSource } from '../../shared/fields/remote-autocomplete-field';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { type BranchDistrictRow, branchDistricts, deliveryCities, deliveryDistricts, LINKS_LIST } from './api';

const branchLabel = (branch: { code: string; name: string }) => `${branch.code} — ${branch.name}`;

/** The company's branches (the same list as the company back-office), searched by name or the start of the code. */
const branchSource: RemoteSource<BranchItem> = {
  key: 'link-branches',
  path: '/admin/branch',
  param: 'name',
  toOption: (branch) => ({ value: String(branch.id), label: branchLabel(branch), description: branch.city }),
};

const columns: Column<BranchDistrictItem>[] = [
  {
    key: 'branch',
    header: 'store-delivery:links.branch',
    render: (row) => (
      <>
        <LtrText>{row.branch.code}</LtrText> {row.branch.name}
      </>
    ),
  },
  { key: 'city', header: 'store-delivery:links.city', render: (row) => row.city.name },
  { key: 'district', header: 'store-delivery:links.district', render: (row) => row.district.name },
];

function LinksList() {
  const translated = useTranslated();
  const cities = useResourceOptions(deliveryCities, (row) => translated(row.translation, 'name'));
  return (
    <ListPage<BranchDistrictItem>
      resource={branchDistricts}
      title="store-delivery:links.title"
      columns={columns}
      search="name"
      filters={[{ name: 'city_id', label: 'store-delivery:links.city', options: cities }]}
      empty="store-delivery:links.empty"
      add={{ label: 'store-delivery:links.add', permission: 'manage link districts', path: 'link-district' }}
      edit={{ permission: 'manage link districts', path: (row) => `link-district/${row.id}` }}
      remove={{ permission: 'manage link districts', message: 'store-delivery:links.delete_confirm' }}
      rowLabel={(row) => `${row.branch.code} — ${row.district.name}`}
      minWidth={560}
    />
  );
}

// The city only narrows the districts offered; it is not sent.
const schema = branchDistrictBody.extend({ city_id: z.unknown().transform(() => undefined) });

/**
 * The districts a branch serves, picked city by city: the choices are the chosen city's districts
 * plus those already picked (from any city), each named with its city.
 */
function DistrictFields({ item }: { item?: BranchDistrictRow }) {
  const { t } = useTranslation('store-delivery');
  const translated = useTranslated();
  const cityId = useWatch({ control: useFormContext().control, name: 'city_id' }) as string | null;
  const cities = useResourceOptions(deliveryCities, (row) => translated(row.translation, 'name'));
  const [known, setKnown] = useState<Map<string, string>>(
    () => new Map((item?.districts ?? []).map((d) => [String(d.id), `${d.city.name} — ${d.name}`])),
  );
  const ofCity = deliveryDistricts.useList({ page: 1, limit: 100, city_id: cityId ?? '' }, { enabled: !!cityId });
  useEffect(() => {
    const rows = ofCity.data?.data;
    if (!rows?.length) return;
    setKnown((previous) => {
      const next = new Map(previous);
      for (const row of rows) next.set(String(row.id), `${row.city.name} — ${translated(row.translation, 'name')}`);
      return next;
    });
  }, [ofCity.data, translated]);
  const data = useMemo<ComboboxItem[]>(() => [...known].map(([value, label]) => ({ value, label })), [known]);
  return (
    <>
      <SelectField name="city_id" options={cities} searchable description={t('links.city_hint')} />
      <MultiSelectField
        name="district_id"
        options={{ data, isPending: !!cityId && ofCity.isPending, isError: ofCity.isError }}
        numeric
        required
        description={item ? t('links.edit_hint') : cityId ? undefined : t('links.choose_city_first')}
      />
    </>
  );
}

function LinkForm({ item, onDone }: { item?: BranchDistrictRow; onDone(): void }) {
  const { t } = useTranslation('store-delivery');
  const save = branchDistricts.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      branch_id: item?.branch.id ?? null,
      city_id: item ? String(item.city.id) : null,
      district_id: item?.district_id ?? [],
    },
    fields: 'store-delivery:fields',
    onSubmit: ({ city_id: _city, ...values }) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('links.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <RemoteAutocompleteField
        name="branch_id"
        source={branchSource}
        required
        placeholder={t('links.branch_search')}
        initial={item ? { value: String(item.branch.id), label: branchLabel(item.branch) } : null}
      />
      <DistrictFields item={item} />
    </ResourceForm>
  );
}

function LinkFormPage() {
  const page = useRecordForm(branchDistricts, LINKS_LIST);
  return (
    <FormPage title={page.id ? 'store-delivery:links.edit' : 'store-delivery:links.add'} {...page.status}>
      <LinkForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/** /store-admin/linking-disticts (sic, the spec's address): which branch serves which district. */
export default function LinksScreen() {
  useTranslation('store-delivery');
  return (
    <ScreenRoutes>
      <Route index element={<LinksList />} />
      <Route path="link-district/:id?" element={<LinkFormPage />} />
    </ScreenRoutes>
  );
}
