import type { StoreNotificationItem, StoreNotificationsAnswer } from '@app/contracts/store-notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAlertTone } from '../../shared/live-events/alert-tone';
import { type StaffEventListener, staffEventStream } from '../../shared/live-events/staff-event-stream';
import { cleanNotifications } from '../../shared/test-utils';
import { jsonFetch, renderRoutes } from '../../test/render';
import StoreAdminRoutes from '../routes';
import { withLiveNotification } from './notifications';

vi.mock('../../shared/live-events/alert-tone', () => ({
  playAlertTone: vi.fn(async () => false),
  armAlertTone: vi.fn(),
}));

const label = () => i18next.getFixedT(null, 'shell')('store.notifications.label');

/** A new-order notification as the server phrases it in Arabic, with the fields to phrase it again. */
const order = (id: number, createdAt: string, customer = 'سارة العنزي', total = '61.00'): StoreNotificationItem => ({
  id,
  title: `طلب جديد رقم ${id}`,
  body: `${customer} — ${total} ر.س`,
  customer_name: customer,
  total,
  created_at: createdAt,
  route: `/store-admin/requests?order=${id}`,
});

const STORED = [order(12, '2026-11-24T10:05:00Z'), order(11, '2026-11-24T10:00:00Z', 'فهد الدوسري', '38.00')];

interface Server {
  feed: StoreNotificationsAnswer;
  seen: unknown[];
  feedCalls: number;
}

/** Signs in with the given permissions; the server answers the feed and takes the marker. */
function openShell(permissions: string[], feed: StoreNotificationsAnswer, lang: 'ar' | 'en' = 'ar') {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('lang', lang);
  const server: Server = { feed, seen: [], feedCalls: 0 };
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      'GET /api/admin/profile': () => ({
        body: { data: { id: 9, name: 'Omar', email: 'o@example.com', image: null, role: ['store'], permissions } },
      }),
      'GET /api/admin/notifications': () => {
        server.feedCalls += 1;
        return { body: server.feed };
      },
      'POST /api/admin/notifications/seen': (init) => {
        const body = JSON.parse(String(init.body));
        server.seen.push(body);
        const marker = server.feed.data.find((item) => item.id === body.notification_id)!.created_at;
        server.feed = { ...server.feed, unread: 0, seen_at: marker };
        return { body: server.feed };
      },
    }),
  );
  const listeners: StaffEventListener[] = [];
  vi.spyOn(staffEventStream, 'subscribe').mockImplementation((listener) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  });
  const view = renderRoutes([{ path: '/store-admin/*', element: <StoreAdminRoutes /> }], '/store-admin');
  return { ...view, listeners, server };
}

async function findBell() {
  const bell = await screen.findByRole('button', { name: label() });
  const marked = () => Boolean(bell.closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator'));
  return { bell, marked };
}

afterEach(() => {
  cleanNotifications();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(playAlertTone).mockClear();
  localStorage.clear();
});

describe('the notifications bell', () => {
  it('shows the stored feed marked from the server, and opening it clears the mark on the server', async () => {
    const { server } = openShell(['list orders'], { data: STORED, unread: 1, seen_at: '2026-11-24T10:00:00.000Z' });
    const { bell, marked } = await findBell();
    await waitFor(() => expect(marked()).toBe(true));
    expect(bell).toHaveAccessibleDescription('إشعار واحد غير مقروء');

    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    const entries = within(dropdown).getAllByRole('link');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/store-admin/requests?order=12',
      '/store-admin/requests?order=11',
    ]);
    expect(within(entries[1]!).getByText('فهد الدوسري — 38.00 ر.س')).toBeInTheDocument();
    await waitFor(() => expect(marked()).toBe(false));
    await waitFor(() => expect(server.seen).toEqual([{ notification_id: 12 }]));
    expect(server.feedCalls).toBe(1);
  });

  it('puts the popup state on the bell button itself, not on a wrapper', async () => {
    openShell(['list orders'], { data: STORED, unread: 1, seen_at: null }, 'en');
    const { bell, marked } = await findBell();
    await waitFor(() => expect(marked()).toBe(true));
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Only the button carries them: a generic wrapper with aria-expanded is an ARIA error.
    for (const element of document.querySelectorAll('[aria-haspopup], [aria-expanded]')) {
      expect(['BUTTON', 'A'].includes(element.tagName) || element.getAttribute('role') === 'button').toBe(true);
    }
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', dropdown.id);
  });

  it('phrases the entries in the screen language, and sends nothing when there is nothing unread', async () => {
    const { server } = openShell(
      ['list orders'],
      { data: STORED, unread: 0, seen_at: '2026-11-24T10:05:00.000Z' },
      'en',
    );
    const { bell, marked } = await findBell();
    await waitFor(() => expect(server.feedCalls).toBe(1));
    expect(marked()).toBe(false);
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    expect(within(dropdown).getByText('New order #12')).toBeInTheDocument();
    expect(within(dropdown).getByText('فهد الدوسري — SAR 38.00')).toBeInTheDocument();
    expect(server.seen).toEqual([]);
    // The keyboard is in the list, and Escape closes it.
    await waitFor(() => expect(dropdown).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('alerts a new order with a toast, the chime and the mark, merged into the feed once', async () => {
    const { listeners, server } = openShell(['list orders'], { data: STORED, unread: 0, seen_at: null }, 'en');
    const { bell, marked } = await findBell();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await waitFor(() => expect(server.feedCalls).toBe(1));

    const live = order(15, '2026-11-24T10:30:00Z', 'نورة القحطاني', '105.00');
    act(() => listeners[0]!.onEvent?.('admin.order.created', live));
    // The toast in the screen's language, though the event's own texts are Arabic.
    expect(await screen.findByText('نورة القحطاني — SAR 105.00')).toBeInTheDocument();
    expect(screen.getByText('New order #15')).toBeInTheDocument();
    expect(playAlertTone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(marked()).toBe(true));
    // The same event again (two tabs' worth) is one entry, still one unread.
    act(() => listeners[0]!.onEvent?.('admin.order.created', live));
    expect(bell).toHaveAccessibleDescription('1 unread notification');

    server.feed = { data: [live, ...STORED], unread: 1, seen_at: null };
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    expect(
      within(dropdown)
        .getAllByRole('link')
        .map((entry) => entry.getAttribute('href')),
    ).toEqual(['/store-admin/requests?order=15', '/store-admin/requests?order=12', '/store-admin/requests?order=11']);
    await waitFor(() => expect(server.seen).toEqual([{ notification_id: 15 }]));
    await waitFor(() => expect(marked()).toBe(false));
  });

  it('sees an order that arrives while the list is open: it joins the list and the mark stays off', async () => {
    const { listeners, server } = openShell(['list orders'], { data: STORED, unread: 0, seen_at: null }, 'en');
    const { bell, marked } = await findBell();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await waitFor(() => expect(server.feedCalls).toBe(1));
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    expect(server.seen).toEqual([]);

    const live = order(15, '2026-11-24T10:30:00Z', 'نورة القحطاني', '105.00');
    act(() => listeners[0]!.onEvent?.('admin.order.created', live));
    await waitFor(() =>
      expect(
        within(dropdown)
          .getAllByRole('link')
          .map((entry) => entry.getAttribute('href')),
      ).toEqual(['/store-admin/requests?order=15', '/store-admin/requests?order=12', '/store-admin/requests?order=11']),
    );
    await waitFor(() => expect(server.seen).toEqual([{ notification_id: 15 }]));
    expect(marked()).toBe(false);

    // Closed again, the next order marks it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => listeners[0]!.onEvent?.('admin.order.created', order(16, '2026-11-24T10:40:00Z', 'هند', '20.00')));
    await waitFor(() => expect(marked()).toBe(true));
    expect(server.seen).toHaveLength(1);
  });

  it('tells of a card payment refunded for an order that will not be delivered, owed and then made', async () => {
    const { listeners } = openShell(['list orders'], { data: STORED, unread: 0, seen_at: null }, 'en');
    await findBell();
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.onEvent?.('admin.payment.returned', { order_id: 31, amount: '90.00', refunded: false }));
    expect(
      await screen.findByText(
        'Order #31: a card payment of SAR 90.00 arrived for an order that will not be delivered. It is being refunded to the card.',
      ),
    ).toBeInTheDocument();
    act(() => listeners[0]!.onEvent?.('admin.payment.returned', { order_id: 31, amount: '90.00', refunded: true }));
    expect(
      await screen.findByText('Order #31: the card payment of SAR 90.00 was refunded to the card.'),
    ).toBeInTheDocument();
    // Not a new order: no chime.
    expect(playAlertTone).not.toHaveBeenCalled();
  });

  it('reloads the feed when the stream comes back after a break', async () => {
    const { listeners, server } = openShell(['list orders'], { data: [], unread: 0, seen_at: null });
    await findBell();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await waitFor(() => expect(server.feedCalls).toBe(1));
    server.feed = { data: [STORED[0]!], unread: 1, seen_at: null };
    act(() => listeners[0]!.onReconnect?.());
    await waitFor(() => expect(server.feedCalls).toBe(2));
    const { marked } = await findBell();
    await waitFor(() => expect(marked()).toBe(true));
  });

  it('shows an event from a server that sends only the texts as they are', async () => {
    const { listeners } = openShell(['list orders'], { data: [], unread: 0, seen_at: null }, 'en');
    await findBell();
    await waitFor(() => expect(listeners).toHaveLength(1));
    const plain = {
      id: 7,
      title: 'طلب جديد رقم 7',
      body: 'ريم — 20.00 ر.س',
      created_at: '2026-11-24T11:00:00Z',
      route: '/x',
    };
    act(() => listeners[0]!.onEvent?.('admin.order.created', plain));
    expect(await screen.findByText('ريم — 20.00 ر.س')).toBeInTheDocument();
  });

  it('neither loads nor listens for staff who cannot see orders', async () => {
    const { listeners, server } = openShell(['list products'], { data: STORED, unread: 2, seen_at: null });
    const { bell, marked } = await findBell();
    expect(listeners).toHaveLength(0);
    expect(server.feedCalls).toBe(0);
    expect(marked()).toBe(false);
    await userEvent.click(bell);
    expect(await screen.findByText(i18next.getFixedT(null, 'shell')('store.notifications.empty'))).toBeInTheDocument();
  });
});

describe('withLiveNotification', () => {
  it('keeps one entry per id, newest first, at most the feed size, counting only new ones unread', () => {
    const feed = { data: STORED, unread: 0, seen_at: null };
    const older = order(10, '2026-11-24T09:00:00Z');
    expect(withLiveNotification(feed, older).data.map((n) => n.id)).toEqual([12, 11, 10]);
    expect(withLiveNotification(feed, older).unread).toBe(1);
    expect(withLiveNotification(feed, STORED[0]!)).toEqual(feed);
    const full = {
      data: Array.from({ length: 20 }, (_, i) => order(100 - i, `2026-11-24T09:${String(40 - i)}:00Z`)),
      unread: 20,
      seen_at: null,
    };
    const next = withLiveNotification(full, order(101, '2026-11-24T10:00:00Z'));
    expect(next.data).toHaveLength(20);
    expect(next.data[0]!.id).toBe(101);
    expect(next.unread).toBe(20);
  });
});
