import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './api';

/** The menu entry's count of unread messages; nothing when there are none. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount();
  if (!unread.data) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle={unread.data < 10}
      aria-label={t('company.menu.messages_unread', { count: unread.data })}
    >
      {unread.data > 99 ? '99+' : unread.data}
    </Badge>
  );
}
