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

/**
 * Who acted: a staff member by name, a customer marked as one, and a system job by its label in the
 * reader's language (the log keeps the job's English key, `SYSTEM_ACTORS`).
 */
function UserCell({ user }: { user: LogAction['user'] }) {
  const { t } = useTranslation('logs');
  if (user.kind === 'system') {
    return t(`actors.system_jobs.${user.name}`, { defaultValue: t('actors.system', { name: user.name }) });
  }
  if (!user.name) return EMPTY_VALUE;
  return user.kind === 'customer' ? t('actors.customer', { name: user.name }) : user.name;
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
  { key: 'user', header: 'logs:columns.user', render: (log) => <UserCell user={log.user} /> },
];
