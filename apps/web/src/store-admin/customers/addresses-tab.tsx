import { type CustomerAddressItem, customerAddressBody } from '@app/contracts';
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { NumberField } from '../../shared/fields/number-field';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextareaField } from '../../shared/fields/text-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { AddButton } from '../../shared/page-header';
import { useTranslated } from '../../shared/translations';
import { deliveryCities, deliveryDistricts } from '../delivery/api';
import { ServingBranches } from '../delivery/districts';
import { customerAddresses } from './api';

function DefaultBadge({ address }: { address: CustomerAddressItem }) {
  const { t } = useTranslation('store-delivery');
  return address.is_default ? <Badge variant="light">{t('addresses.default')}</Badge> : null;
}

function Position({ address }: { address: CustomerAddressItem }) {
  const { t } = useTranslation('store-delivery');
  if (!address.map_url) return <Text c="dimmed">{t('addresses.no_position')}</Text>;
  return (
    <Anchor href={address.map_url} target="_blank" rel="noopener noreferrer">
      {t('addresses.open_map')}
    </Anchor>
  );
}

const columns: Column<CustomerAddressItem>[] = [
  { key: 'city', header: 'store-delivery:fields.city_id', render: (row) => row.city.name },
  {
    key: 'district',
    header: 'store-delivery:districts.name',
    render: (row) => (
      <Stack gap={4}>
        <span>{row.district.name}</span>
        {!row.served && <ServingBranches branches={[]} />}
      </Stack>
    ),
  },
  { key: 'details', header: 'store-delivery:fields.details', render: (row) => row.details },
  { key: 'map', header: 'store-delivery:addresses.map', render: (row) => <Position address={row} /> },
  { key: 'default', header: 'store-delivery:addresses.default', render: (row) => <DefaultBadge address={row} /> },
];

/** City, then one of its districts; a district no branch serves is flagged before saving. */
function PlaceFields() {
  const { t } = useTranslation('store-delivery');
  const translated = useTranslated();
  const { control, setValue } = useFormContext();
  const cityId = useWatch({ control, name: 'city_id' }) as string | null;
  const districtId = useWatch({ control, name: 'district_id' }) as string | null;
  const name = (row: { translation: { local?: string; name: string }[] }) => translated(row.translation, 'name');
  const cities = useResourceOptions(deliveryCities, name);
  const districtRows = deliveryDistricts.useList(
    { page: 1, limit: 100, city_id: cityId ?? '' },
    { enabled: Boolean(cityId) },
  );
  const districts = {
    data: (districtRows.data?.data ?? []).map((row) => ({ value: String(row.id), label: name(row) })),
    isPending: Boolean(cityId) && districtRows.isPending,
    isError: districtRows.isError,
  };
  const chosen = districtRows.data?.data.find((row) => String(row.id) === String(districtId));
  const previous = useRef(cityId);
  useEffect(() => {
    if (previous.current !== cityId) setValue('district_id', null, { shouldDirty: true });
    previous.current = cityId;
  }, [cityId, setValue]);
  return (
    <>
      {cities.data?.length === 0 && <Alert color="yellow">{t('addresses.no_cities')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField name="city_id" options={cities} required searchable />
        <SelectField
          name="district_id"
          label="store-delivery:districts.name"
          options={districts}
          required
          searchable
          disabled={!cityId}
        />
      </SimpleGrid>
      {chosen && chosen.branches.length === 0 && <Alert color="red">{t('addresses.unserved')}</Alert>}
    </>
  );
}

function AddressForm({ userId, item, onDone }: { userId: string; item?: CustomerAddressItem; onDone(): void }) {
  const { t } = useTranslation('store-delivery');
  const save = customerAddresses.with({ userId }).useSave(item?.id);
  const controller = useResourceForm({
    schema: customerAddressBody,
    defaultValues: {
      city_id: item ? String(item.city.id) : null,
      district_id: item ? String(item.district.id) : null,
      details: item?.details ?? '',
      latitude: item?.latitude ?? null,
      longitude: item?.longitude ?? null,
      is_default: item?.is_default ?? 0,
    },
    fields: 'store-delivery:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('addresses.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <PlaceFields />
      <TextareaField name="details" required minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField name="latitude" min={-90} max={90} decimalScale={6} dir="ltr" />
        <NumberField name="longitude" min={-180} max={180} decimalScale={6} dir="ltr" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('addresses.position_hint')}
      </Text>
      <SwitchField name="is_default" label="store-delivery:addresses.make_default" />
    </ResourceForm>
  );
}

/** The user form's addresses tab: a customer's delivery addresses, added and edited in a popup. */
export function AddressesTab({ userId }: { userId: string }) {
  const { t } = useTranslation('store-delivery');
  const resource = customerAddresses.with({ userId });
  const list = resource.useList({ page: 1, limit: 100 });
  const dialog = useFormDialog('address');
  const editing = list.data?.data.find((row) => String(row.id) === dialog.id);
  const remove = useDeleteAction<CustomerAddressItem>(resource, {
    permission: 'update store users',
    message: 'store-delivery:addresses.delete_confirm',
  });
  const edit = editAction<CustomerAddressItem>((row) => dialog.openEdit(row.id), 'update store users');
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AddButton label="store-delivery:addresses.add" permission="update store users" onClick={dialog.openCreate} />
      </Group>
      <DataTable
        resource={resource}
        label="store-delivery:addresses.title"
        columns={columns}
        actions={[edit, remove]}
        rowLabel={(row) => `${row.city.name} — ${row.district.name}`}
        empty="store-delivery:addresses.empty"
        minWidth={640}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'addresses.edit' : 'addresses.add')}
        loading={dialog.id !== null && list.isPending}
      >
        <AddressForm key={dialog.id ?? 'new'} userId={userId} item={editing} onDone={dialog.close} />
      </FormDialog>
    </Stack>
  );
}
