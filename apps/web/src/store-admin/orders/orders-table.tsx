import { type AdminOrderItem, ORDER_MACHINE, ORDER_STATUS } from '@app/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LtrText, MoneyText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { StatusCell } from '../../shared/data-table/status-cell';
import type { Column, RowAction, TableFilter } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { IconEye } from '../../shared/icons';
import { isLang } from '../../shared/lang';
import { IconBan, IconReceipt } from '../../shared/staff/icons';
import { usePageParam } from '../../shared/use-page-param';
import { orders, useCancelOrder, useChangeOrderStatus } from './api';
import { InvoiceDialog } from './invoice';
import { AddressLink, OrderTypeBadge } from './order-cells';
import { OrderDetailsDialog } from './order-details';
import { useOnNewOrder } from './use-new-orders';

/** The popups live in the address, so the bell's link (`?order=ID`) opens an order's details. */
const DETAILS_PARAM = 'order';
const INVOICE_PARAM = 'invoice';

function CustomerCell({ row }: { row: AdminOrderItem }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/store-admin/users/add-user/${row.user.id}`} size="sm">
        {row.user.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        <LtrText>{row.user.mobile}</LtrText>
      </Text>
    </Stack>
  );
}

function StatusColumn({ row }: { row: AdminOrderItem }) {
  const format = useFormat();
  const change = useChangeOrderStatus();
  return (
    <Stack gap={2}>
      <StatusCell
        machine={ORDER_MACHINE}
        status={row.status.id}
        moves={row.moves.map((move) => move.id)}
        permission="manage orders"
        rowLabel={`#${row.id}`}
        onChange={(to) => change.mutateAsync({ id: row.id, status: to })}
      />
      <Text size="xs" c="dimmed">
        {format.dateTime(row.status_date)}
      </Text>
    </Stack>
  );
}

const columns: Column<AdminOrderItem>[] = [
  { key: 'id', header: 'store-orders:columns.number', width: 80, render: (row) => <LtrText>#{row.id}</LtrText> },
  { key: 'user', header: 'store-orders:columns.customer', render: (row) => <CustomerCell row={row} /> },
  { key: 'address', header: 'store-orders:columns.address', render: (row) => <AddressLink order={row} /> },
  {
    key: 'branch',
    header: 'store-orders:columns.branch',
    width: 90,
    render: (row) => <LtrText>{row.branch.code}</LtrText>,
  },
  { key: 'status', header: 'store-orders:columns.status', width: 170, render: (row) => <StatusColumn row={row} /> },
  {
    key: 'payment_method',
    header: 'store-orders:columns.payment_method',
    render: (row) => row.payment_method.translation.title,
  },
  {
    key: 'price',
    header: 'store-orders:columns.total',
    align: 'end',
    render: (row) => <MoneyText value={row.price} />,
  },
  {
    key: 'wasfy',
    header: 'store-orders:columns.type',
    width: 120,
    render: (row) => <OrderTypeBadge wasfy={row.wasfy} />,
  },
];

/** Which popup is open, kept in the address (`?order=ID` for details, `?invoice=ID`), so links open them. */
function useOrderPopups() {
  const [search, setSearch] = useSearchParams();
  const idOf = (name: string) => {
    const raw = search.get(name);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  };
  // One update for both names: two in a row would each start from the same address.
  const show = (popup: { details?: number; invoice?: number }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(DETAILS_PARAM);
      next.delete(INVOICE_PARAM);
      if (popup.details !== undefined) next.set(DETAILS_PARAM, String(popup.details));
      if (popup.invoice !== undefined) next.set(INVOICE_PARAM, String(popup.invoice));
      return next;
    });
  return { details: idOf(DETAILS_PARAM), invoice: idOf(INVOICE_PARAM), show };
}

/**
 * The orders table of the orders screen and of the user form's orders tab (`userId`): status,
 * date range and customer-name filters, export, the status selector, cancel, details and invoice.
 * A new order refreshes the table when it shows the first page (later pages would shift under the reader).
 */
export function OrdersTable({ userId }: { userId?: number }) {
  const { t, i18n } = useTranslation('store-orders');
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const client = useQueryClient();
  const [page] = usePageParam();
  const popups = useOrderPopups();
  const cancel = useCancelOrder();

  // A new order appears at once on the first page; on later pages the rows would shift under the
  // reader. After a break in the event stream (orders may have been missed) every page reloads.
  useOnNewOrder((order) => {
    if (page === 1 || order === undefined) void client.invalidateQueries({ queryKey: orders.keys.lists });
  });

  const filters = useMemo<TableFilter[]>(
    () => [
      {
        name: 'order_status_id',
        label: 'store-orders:filters.status',
        options: ORDER_MACHINE.statuses.map((status) => ({ value: String(status.id), label: status.label[lang] })),
      },
      { type: 'date-range', from: 'from', to: 'to', label: 'store-orders:filters.dates' },
    ],
    [lang],
  );

  const actions: RowAction<AdminOrderItem>[] = [
    {
      key: 'cancel',
      label: 'store-orders:actions.cancel',
      icon: <IconBan size={18} />,
      color: 'red',
      permission: 'manage orders',
      hidden: (row) => !row.moves.some((move) => move.id === ORDER_STATUS.cancelled),
      confirm: {
        message: 'store-orders:cancel_confirm',
        confirmLabel: 'store-orders:actions.cancel',
        cancelLabel: 'store-orders:actions.keep',
        run: (row) => cancel.mutateAsync(row.id),
      },
    },
    {
      key: 'details',
      label: 'store-orders:actions.details',
      icon: <IconEye size={18} />,
      onClick: (row) => popups.show({ details: row.id }),
    },
    {
      key: 'invoice',
      label: 'store-orders:actions.invoice',
      icon: <IconReceipt size={18} />,
      onClick: (row) => popups.show({ invoice: row.id }),
    },
  ];

  return (
    <>
      <DataTable<AdminOrderItem>
        resource={orders}
        label="store-orders:title"
        columns={columns}
        actions={actions}
        rowLabel={(row) => t('row_label', { id: row.id, name: row.user.name })}
        search={userId === undefined ? 'username' : false}
        filters={filters}
        params={userId === undefined ? undefined : { user_id: userId }}
        exportFile={{
          path: '/admin/export-orders',
          fileName: 'exported-orders.csv',
          permission: 'list orders',
        }}
        empty={userId === undefined ? 'store-orders:empty' : 'store-orders:user_empty'}
        minWidth={1000}
      />
      <OrderDetailsDialog
        id={popups.details}
        onClose={() => popups.show({})}
        onInvoice={(id) => popups.show({ invoice: id })}
      />
      <InvoiceDialog id={popups.invoice} onClose={() => popups.show({})} />
    </>
  );
}
