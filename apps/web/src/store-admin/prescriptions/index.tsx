import {
  type AdminPrescriptionFile,
  type AdminPrescriptionItem,
  ORDER_STATUS,
  PRESCRIPTION_MACHINE,
  type PrescriptionType,
} from '@app/contracts';
import { Anchor, Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, useNavigate } from 'react-router';
import { notifyError } from '../../shared/alerts/notify';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { StatusCell } from '../../shared/data-table/status-cell';
import type { Column, RowAction } from '../../shared/data-table/types';
import { EMPTY_VALUE, useFormat } from '../../shared/format';
import { IconDownload } from '../../shared/icons';
import { PageHeader } from '../../shared/page-header';
import { IconShoppingBag } from '../../shared/staff/icons';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { downloadPrescriptionFile, prescriptions, useMovePrescription } from './api';
import { CartPopup } from './cart-popup';

const TABS: readonly PrescriptionType[] = ['mine', 'cash', 'insurance'];
const MANAGE = 'manage prescriptions';
/** Medicines of a refused or cancelled prescription are not put in a cart. */
const NO_CART = new Set<number>([ORDER_STATUS.rejected, ORDER_STATUS.cancelled]);

/** A value that must not break across lines (an id number, a code). */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function Prescription({ row }: { row: AdminPrescriptionItem }) {
  const format = useFormat();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        #{row.id}
      </Text>
      <Text size="xs" c="dimmed" style={NOWRAP}>
        {format.dateTime(row.date)}
      </Text>
    </Stack>
  );
}

function Customer({ row }: { row: AdminPrescriptionItem }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={`/store-admin/users/add-user/${row.user_id}`} size="sm">
        {row.user.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        <LtrText>{row.mobile}</LtrText>
      </Text>
      {row.notes && (
        // The customer writes in either language: the note takes its own direction.
        <Text size="xs" dir="auto" fs="italic" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
          {row.notes}
        </Text>
      )}
    </Stack>
  );
}

/** The status with its selector, and the order that dispenses the prescription (its branch). */
function Status({ row }: { row: AdminPrescriptionItem }) {
  const { t } = useTranslation('store-prescriptions');
  const move = useMovePrescription();
  return (
    <Stack gap={4} align="flex-start">
      <StatusCell
        machine={PRESCRIPTION_MACHINE}
        status={row.status.id}
        permission={MANAGE}
        rowLabel={`#${row.id} ${row.user.name}`}
        onChange={(to) => move.mutateAsync({ id: row.id, status: to })}
      />
      {row.rec_no === null ? (
        <Text size="xs" c="dimmed">
          {t('no_order')}
        </Text>
      ) : (
        <Text size="xs">
          {t('order_no', { id: row.rec_no })}
          {row.branch && (
            <Text span size="xs" c="dimmed">
              {' · '}
              {row.branch.name} (<LtrText>{row.branch.code}</LtrText>)
            </Text>
          )}
        </Text>
      )}
    </Stack>
  );
}

function Insurance({ row }: { row: AdminPrescriptionItem }) {
  const { t } = useTranslation('store-prescriptions');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {row.company?.name ?? EMPTY_VALUE}
      </Text>
      <Text size="xs" style={NOWRAP}>
        {t('national_id')}: <LtrText>{row.national_id}</LtrText>
      </Text>
      <Text size="xs" style={NOWRAP}>
        {t('membership_no')}: <LtrText>{row.membership_no}</LtrText>
      </Text>
    </Stack>
  );
}

function Approval({ row }: { row: AdminPrescriptionItem }) {
  const { t } = useTranslation('store-prescriptions');
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={row.pre_accept === 1 ? 'green' : 'gray'}>
        {t(row.pre_accept === 1 ? 'pre_accept.approved' : 'pre_accept.new')}
      </Badge>
      <Text size="xs" style={NOWRAP}>
        {t('prescription_no')}: <LtrText>{row.prescription_no}</LtrText>
      </Text>
    </Stack>
  );
}

function DownloadButton({
  row,
  file,
  index,
}: {
  row: AdminPrescriptionItem;
  file: AdminPrescriptionFile;
  index: number;
}) {
  const { t } = useTranslation('store-prescriptions');
  const [busy, setBusy] = useState(false);
  const label = t('file', { number: index + 1 });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={busy}
      aria-label={t('download', { file: label, id: row.id, name: row.user.name })}
      title={file.name}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadPrescriptionFile(file);
        } catch (error) {
          notifyError(error, t('download_failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

function Files({ row }: { row: AdminPrescriptionItem }) {
  if (row.files.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <Stack gap={4} align="flex-start">
      {row.files.map((file, index) => (
        <DownloadButton key={file.id} row={row} file={file} index={index} />
      ))}
    </Stack>
  );
}

function columnsOf(type: PrescriptionType): Column<AdminPrescriptionItem>[] {
  return [
    {
      key: 'id',
      header: 'store-prescriptions:columns.id',
      width: 150,
      render: (row) => <Prescription row={row} />,
    },
    { key: 'customer', header: 'store-prescriptions:columns.customer', render: (row) => <Customer row={row} /> },
    { key: 'status', header: 'store-prescriptions:columns.status', render: (row) => <Status row={row} /> },
    ...(type === 'insurance'
      ? ([
          {
            key: 'insurance',
            header: 'store-prescriptions:columns.insurance',
            render: (row) => <Insurance row={row} />,
          },
          {
            key: 'approval',
            header: 'store-prescriptions:columns.approval',
            render: (row) => <Approval row={row} />,
          },
        ] satisfies Column<AdminPrescriptionItem>[])
      : []),
    { key: 'files', header: 'store-prescriptions:columns.files', render: (row) => <Files row={row} /> },
  ];
}

/** One tab: its prescriptions with the name search, status selector, downloads and the cart popup. */
function PrescriptionsTab({ type }: { type: PrescriptionType }) {
  const { t } = useTranslation('store-prescriptions');
  const navigate = useNavigate();
  const [cartFor, setCartFor] = useState<AdminPrescriptionItem | null>(null);
  const columns = useMemo(() => columnsOf(type), [type]);
  const actions = useMemo<RowAction<AdminPrescriptionItem>[]>(
    () => [
      {
        key: 'cart',
        label: 'store-prescriptions:cart.open',
        icon: <IconShoppingBag />,
        color: 'teal',
        permission: MANAGE,
        hidden: (row) => NO_CART.has(row.status.id),
        onClick: setCartFor,
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title="store-prescriptions:title" />
      <Tabs value={type} onChange={(value) => value && navigate(`../${value}`)} mb="sm">
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed" mb="md">
        {t('privacy_hint')}
      </Text>
      <DataTable<AdminPrescriptionItem>
        key={type}
        resource={prescriptions}
        label={`store-prescriptions:tabs.${type}`}
        columns={columns}
        actions={actions}
        params={{ type }}
        filters={[{ type: 'text', name: 'name', label: 'store-prescriptions:search' }]}
        empty={`store-prescriptions:empty.${type}`}
        rowLabel={(row) => `#${row.id} ${row.user.name}`}
        minWidth={type === 'insurance' ? 960 : 720}
      />
      <CartPopup prescription={cartFor} onClose={() => setCartFor(null)} />
    </>
  );
}

/** /store-admin/prescriptions/{mine,cash,insurance}; the bare address opens the first tab. */
export default function PrescriptionsScreen() {
  useTranslation('store-prescriptions');
  return (
    <ScreenRoutes>
      <Route index element={<Navigate to="mine" replace />} />
      {TABS.map((type) => (
        <Route key={type} path={type} element={<PrescriptionsTab type={type} />} />
      ))}
    </ScreenRoutes>
  );
}
