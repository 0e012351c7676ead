import type { MessageItem } from '@app/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { DetailDrawer } from '../../shared/data-table/detail-drawer';
import { deleteAction, viewAction } from '../../shared/data-table/row-actions';
import type { RowAction, TableFilter } from '../../shared/data-table/types';
import { IconInbox } from '../../shared/icons';
import { PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { messages, useBulkDeleteMessages, useDeleteMessage, useMarkRead, useMessage } from './api';
import { messageColumns } from './columns';
import { IconMail } from './icons';
import { MessageDetails } from './message-details';
import { useMessageDrawer } from './use-message-drawer';

function MessagesInbox() {
  const { t } = useTranslation('messages-admin');
  const drawer = useMessageDrawer();
  const detail = useMessage(drawer.id);
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const bulkRemove = useBulkDeleteMessages();

  const filters = useMemo<TableFilter[]>(
    () => [
      {
        name: 'kind',
        label: 'messages-admin:filters.kind',
        options: [
          { value: 'contact', label: t('kinds.contact') },
          { value: 'investor', label: t('kinds.investor') },
        ],
      },
      {
        name: 'read',
        label: 'messages-admin:filters.read',
        options: [
          { value: 'false', label: t('states.unread') },
          { value: 'true', label: t('states.read') },
        ],
      },
    ],
    [t],
  );

  const actions = useMemo<RowAction<MessageItem>[]>(
    () => [
      viewAction((row) => drawer.open(row.id)),
      {
        key: 'mark-read',
        label: 'messages-admin:actions.mark_read',
        icon: <IconMail />,
        hidden: (row) => row.read,
        onClick: (row) => markRead.mutate({ id: row.id, read: true }),
      },
      {
        key: 'mark-unread',
        label: 'messages-admin:actions.mark_unread',
        icon: <IconInbox />,
        hidden: (row) => !row.read,
        onClick: (row) => markRead.mutate({ id: row.id, read: false }),
      },
      deleteAction({
        permission: 'delete messages',
        message: 'messages-admin:delete_confirm',
        run: (row) => remove.mutateAsync(row.id),
      }),
    ],
    [drawer.open, markRead.mutate, remove.mutateAsync],
  );

  return (
    <Stack gap="md">
      <div>
        <PageHeader title="messages-admin:title" />
        <Text c="dimmed" size="sm" mt={-8}>
          {t('description')}
        </Text>
      </div>
      <DataTable
        resource={messages}
        label="messages-admin:title"
        columns={messageColumns}
        rowLabel={(row) => row.title}
        search
        filters={filters}
        actions={actions}
        bulkDelete={{ permission: 'delete messages', run: bulkRemove.mutateAsync }}
        minWidth={640}
      />
      <DetailDrawer state={drawer} title={detail.data?.title ?? t('title')}>
        <MessageDetails query={detail} drawer={drawer} />
      </DetailDrawer>
    </Stack>
  );
}

/** /admin/messages: the inbox; /admin/messages/{id}: the same, with that message open (and read). */
export default function MessagesScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('messages-admin');
  return (
    <ScreenRoutes>
      <Route path=":id?" element={<MessagesInbox />} />
    </ScreenRoutes>
  );
}
