import type { MessageItem } from '@app/contracts';
import { Anchor, Button, Center, Divider, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { notifyError, notifySuccess } from '../../shared/alerts/notify';
import { LtrText } from '../../shared/data-table/cells';
import type { DetailDrawerState } from '../../shared/data-table/detail-drawer';
import { useConfirm } from '../../shared/dialogs/confirm-dialog';
import { useFormat } from '../../shared/format';
import { IconTrash } from '../../shared/icons';
import { PermissionGate } from '../../shared/permission-gate';
import { useDeleteMessage, useMarkRead } from './api';
import { KindBadge } from './columns';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** The drawer's body: who wrote, about what, the text, and what staff can do with it. */
export function MessageDetails({
  query,
  drawer,
}: {
  query: { data: MessageItem | undefined; isPending: boolean; error: unknown };
  drawer: DetailDrawerState;
}) {
  const { t } = useTranslation('messages-admin');
  const format = useFormat();
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const { confirm, dialog } = useConfirm();
  const message = query.data;

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!message) return <ErrorAlert error={query.error} title={t('load_failed')} />;

  const markUnread = async () => {
    try {
      await markRead.mutateAsync({ id: message.id, read: false });
      notifySuccess(t('marked_unread'));
      // Left open it would be read again at once.
      drawer.close();
    } catch (error) {
      notifyError(error, t('load_failed'));
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <KindBadge kind={message.kind} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('fields.name')}>{message.name}</Field>
        <Field label={t('fields.email')}>
          <LtrText>
            <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
          </LtrText>
        </Field>
        <Field label={t('fields.phone')}>
          <LtrText>
            <Anchor href={`tel:${message.phone}`}>{message.phone}</Anchor>
          </LtrText>
        </Field>
        <Field label={t('fields.date')}>{format.dateTime(message.created_at)}</Field>
        <Field label={t('fields.language')}>{t(`languages.${message.locale}`)}</Field>
        <Field label={t('fields.read_at')}>{format.dateTime(message.read_at)}</Field>
      </SimpleGrid>
      <Divider />
      <Field label={t('fields.title')}>
        <Text fw={700} dir="auto">
          {message.title}
        </Text>
      </Field>
      <Field label={t('fields.message')}>
        {/* The visitor's own line breaks; dir="auto" sets an English message left-to-right. */}
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
      </Field>
      <Divider />
      <Group gap="sm">
        <Button component="a" href={`mailto:${message.email}?subject=${encodeURIComponent(message.title)}`}>
          {t('actions.reply')}
        </Button>
        <Button variant="default" onClick={markUnread} loading={markRead.isPending}>
          {t('actions.mark_unread')}
        </Button>
        <PermissionGate permission="delete messages">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash />}
            onClick={() =>
              confirm({
                message: t('delete_confirm'),
                confirmLabel: t('actions.delete'),
                onConfirm: async () => {
                  await remove.mutateAsync(message.id);
                  drawer.close();
                },
              })
            }
          >
            {t('actions.delete')}
          </Button>
        </PermissionGate>
      </Group>
      {dialog}
    </Stack>
  );
}
