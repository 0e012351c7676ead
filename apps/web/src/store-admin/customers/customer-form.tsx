import { CUSTOMER_ROLES, type CustomerItem, customerCreateBody, customerUpdateBody, GENDERS } from '@app/contracts';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailTabs } from '../../shared/detail-tabs';
import { DateField } from '../../shared/fields/date-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { PasswordField } from '../../shared/fields/password-field';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useSession } from '../../shared/session';
import { OrdersTable } from '../orders/orders-table';
import { AddressesTab } from './addresses-tab';
import { customers, USERS_LIST } from './api';
import { PointsTab } from './points-tab';
import { WalletTab } from './wallet-tab';

const createSchema = customerCreateBody.extend({ image: fileSlot });
const updateSchema = customerUpdateBody.extend({ image: fileSlot });

function HealthFields() {
  const { t } = useTranslation('store-customers');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('health')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name="food_allergies" />
        <TextField name="medicine_allergies" />
        <TextField name="symptoms" />
      </SimpleGrid>
    </Stack>
  );
}

function CustomerForm({ item, onDone }: { item?: CustomerItem; onDone(): void }) {
  const { t } = useTranslation('store-customers');
  const { can } = useSession();
  const save = customers.useSave(item?.id);
  // Health data only for staff who may see it; for an existing user, only when the server sent it.
  const health = can('show customer health data') && (item === undefined || item.health_visible === 1);
  const controller = useResourceForm({
    schema: (item ? updateSchema : createSchema) as typeof createSchema,
    defaultValues: {
      name: item?.name ?? '',
      mobile: item?.mobile ?? '',
      email: item?.email ?? '',
      password: '',
      birth: item?.birth ?? null,
      gender: item?.gender ?? null,
      role: item?.role ?? 'customer',
      city: item?.city ?? '',
      active: item?.active ?? 1,
      ...(health
        ? {
            food_allergies: item?.food_allergies ?? '',
            medicine_allergies: item?.medicine_allergies ?? '',
            symptoms: item?.symptoms ?? '',
          }
        : {}),
      image: storedFile(item?.image),
    } as never,
    fields: 'store-customers:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  const options = <K extends string>(keys: readonly K[], prefix: 'genders' | 'roles') =>
    keys.map((key) => ({ value: key, label: t(`${prefix}.${key}` as 'genders.male') }));
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="name" required autoComplete="off" />
        <TextField name="mobile" type="tel" dir="ltr" required autoComplete="off" description={t('mobile_hint')} />
        <TextField name="email" type="email" dir="ltr" autoComplete="off" />
        {!item && (
          <PasswordField name="password" required description={t('password_hint')} autoComplete="new-password" />
        )}
        <DateField name="birth" clearable />
        <SelectField name="gender" options={options(GENDERS, 'genders')} clearable />
        <SelectField name="role" options={options(CUSTOMER_ROLES, 'roles')} required />
        <TextField name="city" />
      </SimpleGrid>
      {health ? (
        <HealthFields />
      ) : (
        <Alert variant="light" color="gray">
          {t('health_hidden')}
        </Alert>
      )}
      <ImageSlot name="image" />
      <SwitchField name="active" />
    </ResourceForm>
  );
}

/**
 * /store-admin/users/add-user and add-user/{id}: the user's info, and once saved their orders,
 * wallet, points and addresses, each in a tab kept in the address (`?tab=wallet`).
 */
export function CustomerFormPage() {
  const page = useRecordForm(customers, USERS_LIST);
  const userId = page.id;
  return (
    <FormPage title={userId ? 'store-customers:edit' : 'store-customers:add'} {...page.status}>
      <DetailTabs
        hasRecord={userId !== null}
        tabs={[
          {
            value: 'info',
            label: 'store-customers:detail_tabs.info',
            render: () => <CustomerForm key={userId ?? 'new'} item={page.item} onDone={page.backToList} />,
          },
          {
            value: 'orders',
            label: 'store-customers:detail_tabs.orders',
            render: () => userId && <OrdersTable userId={Number(userId)} />,
          },
          {
            value: 'wallet',
            label: 'store-customers:detail_tabs.wallet',
            render: () => userId && page.item && <WalletTab userId={userId} balance={page.item.wallet_balance} />,
          },
          {
            value: 'points',
            label: 'store-customers:detail_tabs.points',
            render: () => userId && page.item && <PointsTab userId={userId} balance={page.item.points} />,
          },
          {
            value: 'addresses',
            label: 'store-customers:detail_tabs.addresses',
            render: () => userId && <AddressesTab userId={userId} />,
          },
        ]}
      />
    </FormPage>
  );
}
