import type { LogAction } from '@app/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/data-table/types';
import { EMPTY_VALUE, useFormat } from '../../shared/format';
import { actionLabel, PERMISSIONS_NS, subjectLabel } from './labels';

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

function EventCell({ action }: { action: string }) {
  const { t } = useTranslation(PERMISSIONS_NS);
  return actionLabel(t, action);
}

/** Sessions change no record: a sign-in row would only repeat the user's name here. */
const SESSION_MODES = new Set(['login', 'logout']);

/** Which record changed, by the name it had then; rows without one fall back to the kind of record. */
function RecordCell({ log }: { log: LogAction }) {
  const { t } = useTranslation(PERMISSIONS_NS);
  if (SESSION_MODES.has(log.action_mode)) return EMPTY_VALUE;
  if (log.subject_name) return log.subject_name;
  return log.subject ? subjectLabel(t, log.subject) : EMPTY_VALUE;
}

function DateCell({ value }: { value: string }) {
  const format = useFormat();
  return <time dateTime={value}>{format.dateTime(value)}</time>;
}

export const logActionColumns: readonly Column<LogAction>[] = [
  { key: 'action', header: 'logs:columns.event', render: (log) => <EventCell action={log.action} /> },
  { key: 'subject_name', header: 'logs:columns.record', render: (log) => <RecordCell log={log} /> },
  // The spec calls this column "permission"; it shows the role the user had when acting (in the UI language).
  { key: 'role', header: 'logs:columns.role', render: (log) => log.user.role ?? EMPTY_VALUE },
  { key: 'action_mode', header: 'logs:columns.event_type', render: (log) => <ModeBadge mode={log.action_mode} /> },
  { key: 'created_at', header: 'logs:columns.date', render: (log) => <DateCell value={log.created_at} /> },
  { key: 'user', header: 'logs:columns.user', render: (log) => log.user.name || EMPTY_VALUE },
];
