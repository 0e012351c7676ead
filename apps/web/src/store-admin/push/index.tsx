import {
  PUSH_BODY_MAX,
  PUSH_REASONS,
  PUSH_TITLE_MAX,
  type PushNotificationItem,
  type PushNotificationStatus,
  pushNotificationBody,
} from '@app/contracts';
import { Alert, Badge, type MantineColor, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { SuccessAlert } from '../../shared/alerts/success-alert';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { TextareaField, TextField } from '../../shared/fields/text-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { pushHistoryList, usePushStatus, useSendPush } from './api';

/** The spec: the success message shows for three seconds. */
const SUCCESS_MS = 3000;

const STATUS_COLORS: Record<PushNotificationStatus, MantineColor> = {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
  not_configured: 'yellow',
};

/** What a sent notification became, and why devices were not reached when that is known. */
function StatusCell({ row }: { row: PushNotificationItem }) {
  const { t } = useTranslation('store-push');
  // "Not configured" says it all; other reasons are codes of the push service, shown as they are.
  const code = row.reason && row.reason !== PUSH_REASONS.notConfigured && row.reason !== PUSH_REASONS.noDevices;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLORS[row.status]} variant="light" style={{ textTransform: 'none' }}>
        {t(`statuses.${row.status}`)}
      </Badge>
      {row.reason === PUSH_REASONS.noDevices && (
        <Text size="xs" c="dimmed">
          {t('reasons.no_devices')}
        </Text>
      )}
      {code && (
        <Text size="xs" c="dimmed">
          {t('reasons.code')} <LtrText>{row.reason}</LtrText>
        </Text>
      )}
    </Stack>
  );
}

function NotificationCell({ row }: { row: PushNotificationItem }) {
  return (
    <Stack gap={2} maw={360}>
      {/* Staff may write in either language: each text keeps its own reading order, aligned like the rest. */}
      <Text fw={600} size="sm">
        <bdi>{row.title}</bdi>
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        <bdi>{row.body}</bdi>
      </Text>
    </Stack>
  );
}

function When({ value }: { value: string }) {
  return <>{useFormat().dateTime(value)}</>;
}

function Count({ value }: { value: number }) {
  return <>{useFormat().number(value)}</>;
}

const columns: Column<PushNotificationItem>[] = [
  {
    key: 'created_at',
    header: 'store-push:history.columns.created_at',
    render: (row) => <When value={row.created_at} />,
  },
  {
    key: 'notification',
    header: 'store-push:history.columns.notification',
    render: (row) => <NotificationCell row={row} />,
  },
  { key: 'sent_by', header: 'store-push:history.columns.sent_by' },
  {
    key: 'device_count',
    header: 'store-push:history.columns.device_count',
    align: 'center',
    render: (row) => <Count value={row.device_count} />,
  },
  {
    key: 'delivered_count',
    header: 'store-push:history.columns.delivered_count',
    align: 'center',
    render: (row) => <Count value={row.delivered_count} />,
  },
  {
    key: 'failed_count',
    header: 'store-push:history.columns.failed_count',
    align: 'center',
    render: (row) => <Count value={row.failed_count} />,
  },
  { key: 'status', header: 'store-push:history.columns.status', render: (row) => <StatusCell row={row} /> },
];

/** Before anything is typed: whether push is configured, and whom a notification would reach. */
function PushReadiness() {
  const { t } = useTranslation('store-push');
  const format = useFormat();
  const status = usePushStatus();
  if (status.error) return <ErrorAlert error={status.error} title={t('status_error')} />;
  if (!status.data) return null;
  const { configured, devices, customers } = status.data;
  const reach =
    devices === 0
      ? t('no_devices_yet')
      : t('reach', { devices: format.number(devices), customers: format.number(customers) });
  return configured ? (
    <Alert color="blue" variant="light">
      <Text size="sm">{t('intro')}</Text>
      <Text size="sm" fw={600}>
        {reach}
      </Text>
    </Alert>
  ) : (
    <Alert color="yellow" variant="light" title={t('not_configured.title')}>
      <Text size="sm">{t('not_configured.text')}</Text>
      <Text size="sm">{reach}</Text>
    </Alert>
  );
}

type Outcome = { kind: 'sent' } | { kind: 'saved_not_configured' } | { kind: 'saved_no_devices' };

function outcomeOf(item: PushNotificationItem): Outcome {
  if (item.status === 'not_configured') return { kind: 'saved_not_configured' };
  if (item.status === 'failed' && item.reason === PUSH_REASONS.noDevices) return { kind: 'saved_no_devices' };
  return { kind: 'sent' };
}

/** The count of characters under a field, against the server's limit. */
function useCounter(name: 'title' | 'body', max: number): string {
  const { t } = useTranslation('store-push');
  const format = useFormat();
  const value = useWatch({ name }) as string | undefined;
  return t('counter', { length: format.number(value?.length ?? 0), max: format.number(max) });
}

function Fields({ outcome, onHide }: { outcome: Outcome | null; onHide(): void }) {
  const { t } = useTranslation('store-push');
  return (
    <>
      <TextField name="title" required description={useCounter('title', PUSH_TITLE_MAX)} />
      <TextareaField name="body" required minRows={4} description={useCounter('body', PUSH_BODY_MAX)} />
      {outcome?.kind === 'sent' && <SuccessAlert message={t('sent')} autoHide={SUCCESS_MS} onHide={onHide} />}
      {outcome && outcome.kind !== 'sent' && (
        <Alert color="yellow" variant="light" role="status" withCloseButton onClose={onHide}>
          {t(outcome.kind)}
        </Alert>
      )}
    </>
  );
}

/** The form: title and text; on success its fields clear and the spec's message shows for three seconds. */
function PushForm() {
  const send = useSendPush();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hide = useCallback(() => setOutcome(null), []);
  const controller = useResourceForm({
    schema: pushNotificationBody,
    defaultValues: { title: '', body: '' },
    fields: 'store-push:fields',
    onSubmit: (values) => {
      setOutcome(null);
      return send.mutateAsync(values);
    },
    onSuccess: (result) => {
      controller.form.reset({ title: '', body: '' });
      setOutcome(outcomeOf(result as PushNotificationItem));
    },
  });
  return (
    <ResourceForm controller={controller} submitLabel="store-push:send">
      <Fields outcome={outcome} onHide={hide} />
    </ResourceForm>
  );
}

/** /store-admin/mobile-notification: a notification to the shop app's users, and what became of those sent. */
export default function PushScreen() {
  const { t } = useTranslation('store-push');
  return (
    <>
      <PageHeader title="store-push:title" />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={900}>
          <Stack gap="md">
            <PushReadiness />
            <PushForm />
          </Stack>
        </Paper>
        <section aria-labelledby="push-history-title">
          <Title order={2} size="h4" mb="sm" id="push-history-title">
            {t('history.title')}
          </Title>
          <DataTable
            resource={pushHistoryList}
            label="store-push:history.title"
            columns={columns}
            empty="store-push:history.empty"
            rowLabel={(row) => row.title}
            minWidth={960}
          />
        </section>
      </Stack>
    </>
  );
}
