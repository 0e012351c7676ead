import type { LogAction } from '@app/contracts';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { EMPTY_VALUE, useFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { logActions } from './api';

const MODE_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  login: 'teal',
  logout: 'gray',
};

function ModeBadge({ mode }: { mode: string }) {
  const { t } = useTranslation('logs');
  // A mode the catalogue does not know yet is shown as the server sent it.
  return (
    <Badge color={MODE_COLORS[mode] ?? 'gray'} variant="light">
      {t(`modes.${mode}`, { defaultValue: mode })}
    </Badge>
  );
}

export default function LogActionsPage() {
  useTranslation('logs');
  const format = useFormat();
  const columns = useMemo<Column<LogAction>[]>(
    () => [
      { key: 'action', header: 'logs:columns.event' },
      { key: 'subject', header: 'logs:columns.name' },
      { key: 'role', header: 'logs:columns.permission', render: (log) => log.user.role ?? EMPTY_VALUE },
      { key: 'action_mode', header: 'logs:columns.event_type', render: (log) => <ModeBadge mode={log.action_mode} /> },
      {
        key: 'created_at',
        header: 'logs:columns.date',
        render: (log) => <time dateTime={log.created_at}>{format.dateTime(log.created_at)}</time>,
      },
      { key: 'user', header: 'logs:columns.user', render: (log) => log.user.name || EMPTY_VALUE },
    ],
    [format],
  );

  return (
    <>
      <PageHeader title="logs:title" />
      <DataTable resource={logActions} label="logs:title" columns={columns} />
    </>
  );
}
