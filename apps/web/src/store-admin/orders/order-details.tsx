import { type AdminOrderDetail, ORDER_STATUS } from '@app/contracts';
import { Alert, Button, Collapse, Group, SimpleGrid, Stack, Stepper, Table, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../shared/alerts/messages';
import { downloadFile } from '../../shared/api-client';
import { LtrText, MoneyText, Thumbnail } from '../../shared/data-table/cells';
import { ViewDialog } from '../../shared/dialogs/view-dialog';
import { EMPTY_VALUE, useFormat } from '../../shared/format';
import { IconChevronDown, IconChevronUp, IconDownload } from '../../shared/icons';
import { PageLoader } from '../../shared/page-loader';
import { useSession } from '../../shared/session';
import { IconReceipt } from '../../shared/staff/icons';
import { useOrderDetail } from './api';
import { AddressLink, OrderTypeBadge } from './order-cells';

/** The four steps of the spec's progress display, each reached by one status. */
const STEPS = [
  { key: 'received', status: ORDER_STATUS.in_progress },
  { key: 'confirmed', status: ORDER_STATUS.accepted },
  { key: 'out_for_delivery', status: ORDER_STATUS.out_for_delivery },
  { key: 'delivered', status: ORDER_STATUS.delivered },
] as const;

const ENDED: readonly number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected];

/**
 * When each step was reached, from the status history: the last time the order took its status
 * (an accept undone and made again shows the second). A step reached before a later one was undone
 * (accepted, then back to in progress) is not counted as done.
 */
export function progressOf(order: Pick<AdminOrderDetail, 'history' | 'status' | 'date'>) {
  const lastAt = new Map<number, string>();
  for (const entry of order.history) lastAt.set(entry.status.id, entry.at);
  // The first step is the order itself: placed (even while it waited for its online payment).
  if (!lastAt.has(ORDER_STATUS.in_progress)) lastAt.set(ORDER_STATUS.in_progress, order.date);
  const current = STEPS.findIndex((step) => step.status === order.status.id);
  let reached = current;
  if (current === -1) {
    // Cancelled, rejected or awaiting payment: the steps done are those before the order stopped.
    const before = order.history.filter((entry) => !ENDED.includes(entry.status.id)).at(-1)?.status.id;
    reached =
      order.status.id === ORDER_STATUS.awaiting_payment ? -1 : STEPS.findIndex((step) => step.status === before);
  }
  return STEPS.map((step, index) => ({
    ...step,
    at: index <= reached ? (lastAt.get(step.status) ?? null) : null,
    done: index <= reached,
  }));
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function PrescriptionDownloads({ files }: { files: AdminOrderDetail['details'][number]['prescription_files'] }) {
  const { t } = useTranslation('store-orders');
  const { can } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  if (files.length === 0) return <>{EMPTY_VALUE}</>;
  if (!can('list prescriptions'))
    return (
      <Text size="xs" c="dimmed">
        {t('details.no_prescription_permission')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {files.map((file) => (
        <Button
          key={file.id}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          loading={busy === file.id}
          onClick={async () => {
            setBusy(file.id);
            setError(null);
            try {
              // The staff token goes in the header; the server logs the download and hands out a short-lived link.
              await downloadFile(file.download_url.replace(/^\/api/, ''), { fallbackName: file.name });
            } catch (failure) {
              setError(errorMessages(failure)[0] ?? t('details.download_failed'));
            } finally {
              setBusy(null);
            }
          }}
        >
          {t('details.download')}
        </Button>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function OrderDetails({ order, onInvoice }: { order: AdminOrderDetail; onInvoice(): void }) {
  const { t } = useTranslation('store-orders');
  const format = useFormat();
  const [customerOpen, customer] = useDisclosure(false);
  const steps = progressOf(order);
  const active = steps.filter((step) => step.done).length;
  const ended = ENDED.includes(order.status.id);
  const hasDiscount = Number(order.discount) > 0;
  return (
    <Stack gap="md">
      <Stepper active={active} size="sm" allowNextStepsSelect={false} orientation="horizontal" wrap>
        {steps.map((step) => (
          <Stepper.Step
            key={step.key}
            label={t(`steps.${step.key}`)}
            description={step.at ? format.dateTime(step.at) : EMPTY_VALUE}
          />
        ))}
      </Stepper>
      {ended && (
        <Alert color="red" variant="light" title={order.status.name}>
          {format.dateTime(order.status_date)}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Field label={t('columns.number')}>
          <LtrText>#{order.id}</LtrText>
        </Field>
        <Field label={t('columns.customer')}>
          <div>{order.user.name}</div>
          <LtrText>{order.user.mobile}</LtrText>
        </Field>
        <Field label={t('columns.address')}>
          <AddressLink order={order} />
        </Field>
        <Field label={t('columns.branch')}>
          {order.branch.name} (<LtrText>{order.branch.code}</LtrText>)
        </Field>
        <Field label={t('columns.payment_method')}>{order.payment_method.translation.title}</Field>
        <Field label={t('columns.total')}>
          <MoneyText value={order.price} />
        </Field>
        <Field label={t('columns.type')}>
          <OrderTypeBadge wasfy={order.wasfy} />
        </Field>
        <Field label={t('details.placed')}>{format.dateTime(order.date)}</Field>
      </SimpleGrid>
      {order.notes && <Field label={t('details.notes')}>{order.notes}</Field>}

      <div>
        <UnstyledButton onClick={customer.toggle} aria-expanded={customerOpen}>
          <Group gap={4}>
            <Text fw={500} size="sm">
              {t('details.customer_info')}
            </Text>
            {customerOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          </Group>
        </UnstyledButton>
        <Collapse expanded={customerOpen}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mt="xs">
            <Field label={t('details.birth_date')}>{format.date(order.user.birth_date)}</Field>
            <Field label={t('details.gender')}>
              {order.user.gender
                ? t(`details.genders.${order.user.gender}`, { defaultValue: order.user.gender })
                : EMPTY_VALUE}
            </Field>
            <Field label={t('details.city')}>{order.user.city ?? EMPTY_VALUE}</Field>
            <Field label={t('details.phone')}>
              <LtrText>{order.user.mobile}</LtrText>
            </Field>
          </SimpleGrid>
        </Collapse>
      </div>

      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label={t('details.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('items.image')}</Table.Th>
              <Table.Th>{t('items.description')}</Table.Th>
              <Table.Th>{t('items.code')}</Table.Th>
              <Table.Th ta="end">{t('items.price')}</Table.Th>
              <Table.Th>{t('items.prescription')}</Table.Th>
              <Table.Th ta="center">{t('items.quantity')}</Table.Th>
              <Table.Th ta="end">{t('items.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.details.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Thumbnail src={line.image} />
                </Table.Td>
                <Table.Td>
                  {line.product}
                  {line.source === 'pharmacist' && (
                    <Text size="xs" c="dimmed">
                      {t('items.from_pharmacist')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <LtrText>{line.product_code}</LtrText>
                </Table.Td>
                <Table.Td ta="end">
                  <MoneyText value={line.price} />
                </Table.Td>
                <Table.Td>
                  <PrescriptionDownloads files={line.prescription_files} />
                </Table.Td>
                <Table.Td ta="center">{format.number(line.quantity)}</Table.Td>
                <Table.Td ta="end">
                  <MoneyText value={line.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap={4} maw={360} ms="auto" w="100%">
        {hasDiscount && <TotalRow label={t('totals.before_discount')} value={order.total_before_discount} />}
        {hasDiscount && <TotalRow label={t('totals.discount')} value={`-${order.discount}`} />}
        <TotalRow label={t('totals.delivery')} value={order.delivery_price} />
        <TotalRow
          label={t('totals.total_with_vat', { vat: format.money(Number(order.vat)) })}
          value={order.total_after_vat}
        />
        {Number(order.wallet_amount) > 0 && <TotalRow label={t('totals.wallet')} value={`-${order.wallet_amount}`} />}
        {Number(order.points_amount) > 0 && <TotalRow label={t('totals.points')} value={`-${order.points_amount}`} />}
        <TotalRow label={t('totals.amount_due')} value={order.amount_due} strong />
      </Stack>

      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconReceipt size={18} />} onClick={onInvoice}>
          {t('actions.invoice')}
        </Button>
      </Group>
    </Stack>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        <MoneyText value={value} />
      </Text>
    </Group>
  );
}

/** The Details popup of an order (`?order=ID`). */
export function OrderDetailsDialog({
  id,
  onClose,
  onInvoice,
}: {
  id: number | null;
  onClose(): void;
  onInvoice(id: number): void;
}) {
  const { t } = useTranslation('store-orders');
  const detail = useOrderDetail(id);
  return (
    <ViewDialog
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={id === null ? '' : t('details.title', { id })}
      fullScreen={false}
    >
      {detail.isPending ? (
        <PageLoader />
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          {errorMessages(detail.error)[0] ?? t('details.failed')}
        </Alert>
      ) : (
        <OrderDetails order={detail.data} onInvoice={() => onInvoice(detail.data.id)} />
      )}
    </ViewDialog>
  );
}
