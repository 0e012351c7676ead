import type { MessageItem } from '@app/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';

/** Unread messages stand out in bold. */
function Strong({ row, children, clamp }: { row: MessageItem; children: string; clamp?: number }) {
  return (
    <Text size="sm" fw={row.read ? 400 : 700} lineClamp={clamp}>
      {children}
    </Text>
  );
}

export function KindBadge({ kind }: { kind: MessageItem['kind'] }) {
  const { t } = useTranslation('messages-admin');
  return (
    <Badge variant="light" color={kind === 'investor' ? 'grape' : 'blue'}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}

function ReadState({ row }: { row: MessageItem }) {
  const { t } = useTranslation('messages-admin');
  return row.read ? (
    <Text size="sm" c="dimmed">
      {t('states.read')}
    </Text>
  ) : (
    <Badge color="red">{t('states.unread')}</Badge>
  );
}

export const messageColumns: Column<MessageItem>[] = [
  { key: 'kind', header: 'messages-admin:columns.kind', width: 130, render: (row) => <KindBadge kind={row.kind} /> },
  { key: 'name', header: 'messages-admin:columns.name', render: (row) => <Strong row={row}>{row.name}</Strong> },
  {
    key: 'title',
    header: 'messages-admin:columns.title',
    render: (row) => (
      <Strong row={row} clamp={2}>
        {row.title}
      </Strong>
    ),
  },
  { key: 'created_at', header: 'messages-admin:columns.date', render: (row) => <DateText value={row.created_at} /> },
  { key: 'read', header: 'messages-admin:columns.state', width: 110, render: (row) => <ReadState row={row} /> },
];
