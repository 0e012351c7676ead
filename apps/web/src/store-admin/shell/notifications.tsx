import type { StaffEventPayload } from '@app/contracts/events';
import {
  NOTIFICATIONS_FEED_SIZE,
  type NotificationsSeenBody,
  notificationTexts,
  type StoreNotification,
  type StoreNotificationsAnswer,
} from '@app/contracts/store-notifications';
import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api-client';
import { useFormat } from '../../shared/format';
import { armAlertTone, playAlertTone } from '../../shared/live-events/alert-tone';
import { useStaffEvents } from '../../shared/live-events/use-staff-events';
import { useSession } from '../../shared/session';
import { IconBell } from '../../shared/staff/icons';

export type { StoreNotification };

/** The bell's feed as the screen holds it: the stored feed, with the live alerts merged in. */
export interface NotificationsFeed {
  data: StoreNotification[];
  unread: number;
  seen_at: string | null;
}

/**
 * The header bell. It shows what it is given; `unread` marks it, and opening it calls `onOpen` so
 * the owner can clear the mark, as the spec describes. Titles and bodies are phrased in the
 * screen's language from the order's fields when the notification carries them.
 */
function NotificationsBell({
  notifications,
  unread = 0,
  failed = false,
  onOpen,
  onClose,
}: {
  notifications: readonly StoreNotification[];
  unread?: number;
  /** The stored feed could not be loaded (live alerts still arrive). */
  failed?: boolean;
  onOpen?: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation('shell');
  const unreadId = useId();
  return (
    // Focus moves into the list when it opens, so the keyboard reaches the entries and Escape closes it.
    <Popover
      width={320}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      onOpen={onOpen}
      onClose={onClose}
    >
      {/* The target is the button itself: Popover.Target puts aria-haspopup and aria-expanded on its child. */}
      <Indicator disabled={unread === 0} color="red" size={10} offset={4} processing>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('store.notifications.label')}
            aria-describedby={unread > 0 ? unreadId : undefined}
            data-unread={unread > 0 || undefined}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {unread > 0 && (
        <VisuallyHidden id={unreadId}>{t('store.notifications.unread', { count: unread })}</VisuallyHidden>
      )}
      <Popover.Dropdown p="xs">
        <Text fw={500} size="sm" px="xs" pb="xs">
          {t('store.notifications.title')}
        </Text>
        {failed && (
          <Text size="sm" c="red" px="xs" pb="xs">
            {t('store.notifications.failed')}
          </Text>
        )}
        {notifications.length === 0 ? (
          !failed && (
            <Text size="sm" c="dimmed" px="xs" pb="xs">
              {t('store.notifications.empty')}
            </Text>
          )
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
  const { title, body } = notificationTexts(format.lang, item);
  const content = (
    <>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {body}
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

/** How long a new-order toast stays (spec section 9). */
const ORDER_TOAST_MS = 3000;

const NOTIFICATIONS_KEY = ['store-notifications'] as const;

const timeOf = (item: StoreNotification) => Date.parse(item.created_at);
const newestFirst = (a: StoreNotification, b: StoreNotification) => timeOf(b) - timeOf(a) || b.id - a.id;

/**
 * The feed with a live alert merged in: one entry per id, newest first, at most the feed's size. A
 * notification the feed did not hold yet is unread.
 */
export function withLiveNotification(feed: NotificationsFeed, item: StoreNotification): NotificationsFeed {
  const known = feed.data.some((entry) => entry.id === item.id);
  const data = [item, ...feed.data.filter((entry) => entry.id !== item.id)]
    .sort(newestFirst)
    .slice(0, NOTIFICATIONS_FEED_SIZE);
  return { ...feed, data, unread: Math.min(known ? feed.unread : feed.unread + 1, data.length) };
}

/** After the server took the marker: what the screen holds stays, unread when it came after the marker. */
function withMarker(feed: NotificationsFeed, seenAt: string | null): NotificationsFeed {
  const marker = seenAt ? Date.parse(seenAt) : Number.NEGATIVE_INFINITY;
  return { ...feed, seen_at: seenAt, unread: feed.data.filter((item) => timeOf(item) > marker).length };
}

function addLive(client: QueryClient, item: StoreNotification) {
  const feed = client.getQueryData<NotificationsFeed>(NOTIFICATIONS_KEY);
  // Not loaded yet (or it failed): the server's answer will hold it.
  if (!feed) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  else client.setQueryData<NotificationsFeed>(NOTIFICATIONS_KEY, withLiveNotification(feed, item));
}

/**
 * The bell's notifications: the stored feed (GET admin/notifications) loaded with the shell, and
 * each new order as it happens (`admin.order.created`): a toast for 3 seconds, a short chime (once
 * the person has clicked or typed on the page, as browsers require) and the bell marked. Opening the
 * bell clears the mark on the server, for this staff member only (POST admin/notifications/seen),
 * so it stays cleared after a reload and in their other tabs' next load. Staff who may not list
 * orders hear of none: no feed, no stream.
 */
function useNewOrderAlerts() {
  const { can } = useSession();
  const { lang } = useFormat();
  const allowed = can('list orders');
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }): Promise<NotificationsFeed> =>
      api.get<StoreNotificationsAnswer>('/admin/notifications', { signal }),
    enabled: allowed,
    // Should the stream be unavailable (a proxy that buffers it), the bell still catches up.
    refetchInterval: 5 * 60_000,
  });
  useEffect(() => {
    if (allowed) armAlertTone();
  }, [allowed]);
  const { t } = useTranslation('shell');
  useStaffEvents(allowed ? ['admin.order.created', 'admin.payment.returned'] : [], {
    onEvent(name, payload) {
      if (name === 'admin.payment.returned') {
        showPaymentReturn(t, payload as StaffEventPayload<'admin.payment.returned'>);
        return;
      }
      if (name !== 'admin.order.created') return;
      const order = payload as StoreNotification;
      addLive(client, order);
      const { title, body } = notificationTexts(lang, order);
      toasts.show({ title, message: body, autoClose: ORDER_TOAST_MS, color: 'teal' });
      void playAlertTone();
    },
    onReconnect() {
      // The stream came back after a break: what was missed is in the stored feed.
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
  const seen = useMutation({
    mutationFn: (notificationId: number) =>
      api.post<StoreNotificationsAnswer>('/admin/notifications/seen', {
        notification_id: notificationId,
      } satisfies NotificationsSeenBody),
    onSuccess: (answer) => {
      const current = client.getQueryData<NotificationsFeed>(NOTIFICATIONS_KEY);
      client.setQueryData<NotificationsFeed>(NOTIFICATIONS_KEY, current ? withMarker(current, answer.seen_at) : answer);
    },
    // The mark comes back; the next opening tries again.
    onError: () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const items = feed.data?.data ?? [];
  const unread = feed.data?.unread ?? 0;
  const markRead = () => {
    const newest = items[0];
    if (unread === 0 || !newest) return;
    // Cleared at once; the server's marker follows.
    client.setQueryData<NotificationsFeed>(NOTIFICATIONS_KEY, (current) => current && { ...current, unread: 0 });
    seen.mutate(newest.id);
  };
  return { items, unread, failed: feed.isError && !feed.data, markRead };
}

/** How long a refund's toast stays: money staff may have to answer a customer about. */
const REFUND_TOAST_MS = 12_000;

/**
 * A card payment given back for an order that will not be delivered (`admin.payment.returned`): a
 * toast when the refund is owed and another when the gateway has made it, each naming the order.
 */
function showPaymentReturn(t: TFunction<'shell'>, refund: StaffEventPayload<'admin.payment.returned'>) {
  const params = { id: refund.order_id, amount: refund.amount };
  toasts.show({
    title: t('store.notifications.refund_title'),
    message: t(refund.refunded ? 'store.notifications.refund_done' : 'store.notifications.refund_owed', params),
    autoClose: REFUND_TOAST_MS,
    color: refund.refunded ? 'teal' : 'orange',
  });
}

/**
 * The header bell fed by the stored notifications and the live new-order alerts. While it is open,
 * what arrives is seen as it arrives: the mark does not come back under the open list.
 */
export function LiveNotificationsBell() {
  const { items, unread, failed, markRead } = useNewOrderAlerts();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && unread > 0) markRead();
  }, [open, unread, markRead]);
  return (
    <NotificationsBell
      notifications={items}
      unread={unread}
      failed={failed}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    />
  );
}
