import type { CouponItem } from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { useFormat } from '../../shared/format';
import { AddButton, PageHeader } from '../../shared/page-header';
import { coupons } from './api';
import { CouponForm } from './coupon-form';
import { StateBadge, useCouponDiscountText, usePeriodText } from './labels';

function Discount({ coupon }: { coupon: CouponItem }) {
  return <>{useCouponDiscountText()(coupon)}</>;
}

function Uses({ coupon }: { coupon: CouponItem }) {
  const { t } = useTranslation('store-promotions');
  const format = useFormat();
  const used = format.number(coupon.usage_count);
  return (
    <>
      {coupon.authorized_to === null
        ? t('coupons.uses_unlimited', { used })
        : t('coupons.uses', { used, allowed: format.number(coupon.authorized_to) })}
    </>
  );
}

function Period({ coupon }: { coupon: CouponItem }) {
  return (
    <Text span size="sm">
      {usePeriodText()(coupon.start_date, coupon.end_date)}
    </Text>
  );
}

function AppliesTo({ coupon }: { coupon: CouponItem }) {
  const { t } = useTranslation('store-promotions');
  const count = coupon.products.length;
  return <>{count === 0 ? t('coupons.whole_store') : t('coupons.products_count', { count })}</>;
}

const columns: Column<CouponItem>[] = [
  {
    key: 'code',
    header: 'store-promotions:coupons.columns.code',
    render: (row) => (
      <Text span fw={600}>
        <LtrText>{row.code}</LtrText>
      </Text>
    ),
  },
  { key: 'discount', header: 'store-promotions:coupons.columns.discount', render: (row) => <Discount coupon={row} /> },
  { key: 'uses', header: 'store-promotions:coupons.columns.uses', render: (row) => <Uses coupon={row} /> },
  { key: 'validity', header: 'store-promotions:coupons.columns.validity', render: (row) => <Period coupon={row} /> },
  { key: 'products', header: 'store-promotions:coupons.columns.products', render: (row) => <AppliesTo coupon={row} /> },
  {
    key: 'state',
    header: 'store-promotions:coupons.columns.state',
    width: 120,
    render: (row) => <StateBadge state={row.state} />,
  },
];

/** /store-admin/copouns: the discount codes, added and edited in a popup (`?form=new`, `?form=12`). */
export default function CouponsScreen() {
  const { t } = useTranslation('store-promotions');
  const dialog = useFormDialog();
  const editing = coupons.useDetail(dialog.id);
  const remove = useDeleteAction<CouponItem>(coupons, {
    permission: 'manage promo codes',
    message: 'store-promotions:coupons.delete_confirm',
  });
  const edit = editAction<CouponItem>((row) => dialog.openEdit(row.id), 'manage promo codes');
  return (
    <>
      <PageHeader
        title="store-promotions:coupons.title"
        action={
          <AddButton label="store-promotions:coupons.add" permission="manage promo codes" onClick={dialog.openCreate} />
        }
      />
      <DataTable
        resource={coupons}
        label="store-promotions:coupons.title"
        columns={columns}
        actions={[edit, remove]}
        rowLabel={(row) => row.code}
        search="code"
        empty="store-promotions:coupons.empty"
        minWidth={860}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'coupons.edit' : 'coupons.add')}
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        {/* Keyed by record so reopening for another code starts from its values. */}
        <CouponForm key={dialog.id ?? 'new'} item={dialog.id ? editing.data : undefined} onDone={dialog.close} />
      </FormDialog>
    </>
  );
}
