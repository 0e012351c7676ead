import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../shared/format';
import { playAlertTone } from '../shared/live-events/alert-tone';
import { useStaffEvents } from '../shared/live-events/use-staff-events';
import { useSession } from '../shared/session';
import { IconBell } from '../shared/staff/icons';

/** One entry of GET admin/notifications or of the real-time admin.order.created event. */
export interface StoreNotification {
  id: number | string;
  title: string;
  body: string;
  created_at: string;
  route: string | null;
}

/**
 * The header bell. It shows what it is given; the feed (GET admin/notifications plus the
 * real-time channel) plugs in here. `unread` marks the bell; opening it calls `onOpen` so the
 * owner can clear the mark, as the spec describes.
 */
export function NotificationsBell({
  notifications,
  unread = false,
  onOpen,
}: {
  notifications: readonly StoreNotification[];
  unread?: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow onOpen={onOpen}>
      <Popover.Target>
        <Indicator disabled={!unread} color="red" size={10} offset={4} processing>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('store.notifications.label')}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text fw={500} size="sm" px="xs" pb="xs">
          {t('store.notifications.title')}
        </Text>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" pb="xs">
            {t('store.notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={2}>
              {notifications.map((item) => (
                <NotificationItem key={item.id} item={item} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationItem({ item }: { item: StoreNotification }) {
  const format = useFormat();
  const content = (
    <>
      <Text size="sm" fw={500}>
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {item.body}
      </Text>
      <Text size="xs" c="dimmed">
        {format.dateTime(item.created_at)}
      </Text>
    </>
  );
  if (!item.route)
    return (
      <Stack gap={2} p="xs">
        {content}
      </Stack>
    );
  return (
    <UnstyledButton component={Link} to={item.route} p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {content}
    </UnstyledButton>
  );
}

/** How many alerts the bell keeps (newest first) until the page is reloaded. */
export const BELL_SIZE = 20;
/** How long a new-order toast stays (spec section 9). */
export const ORDER_TOAST_MS = 3000;

/**
 * New orders as they happen: each `admin.order.created` event shows a toast for 3 seconds, plays a
 * short chime and marks the bell; opening the bell clears the mark. The bell keeps this tab's
 * alerts; the stored feed (GET admin/notifications) is added by the orders screens.
 */
export function useNewOrderAlerts() {
  const { can } = useSession();
  const [items, setItems] = useState<StoreNotification[]>([]);
  const [unread, setUnread] = useState(false);
  useStaffEvents(can('list orders') ? ['admin.order.created'] : [], {
    onEvent(name, payload) {
      if (name !== 'admin.order.created') return;
      const order = payload as StoreNotification;
      setItems((current) => [order, ...current.filter((item) => item.id !== order.id)].slice(0, BELL_SIZE));
      setUnread(true);
      toasts.show({ title: order.title, message: order.body, autoClose: ORDER_TOAST_MS, color: 'teal' });
      void playAlertTone();
    },
  });
  const markRead = useCallback(() => setUnread(false), []);
  return { items, unread, markRead };
}

/** The header bell fed by the live new-order alerts. */
export function LiveNotificationsBell() {
  const { items, unread, markRead } = useNewOrderAlerts();
  return <NotificationsBell notifications={items} unread={unread} onOpen={markRead} />;
}
