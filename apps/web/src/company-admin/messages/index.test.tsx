import type { MessageItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StaffEventListener, staffEventStream } from '../../shared/live-events/staff-event-stream';
import { MenuNav } from '../../shared/staff/staff-frame';
import { cleanNotifications, mockApi, renderWithProviders, stubLayout } from '../../shared/test-utils';
import { IconMail } from './icons';
import MessagesScreen from './index';
import { UnreadMessagesBadge } from './unread-badge';

const user = userEvent.setup({ delay: null });

beforeAll(stubLayout);
afterEach(cleanNotifications);

const unread: MessageItem = {
  id: 7,
  kind: 'investor',
  name: 'John Smith',
  email: 'john@example.com',
  phone: '+966551234567',
  title: 'Dividend policy',
  message: 'When are dividends paid?\nThank you.',
  locale: 'en',
  read: false,
  read_at: null,
  created_at: '2025-03-05T10:00:00Z',
};
const opened: MessageItem = { ...unread, read: true, read_at: '2025-03-06T08:00:00Z' };

function inboxApi() {
  let current = unread;
  return mockApi([
    { path: '/admin/messages', respond: () => ({ body: { data: [current], total: 1 } }) },
    {
      path: '/admin/messages/7',
      respond: () => {
        current = opened;
        return { body: { data: opened } };
      },
    },
    { path: '/admin/messages/unread-count', respond: () => ({ body: { data: { unread: current.read ? 0 : 1 } } }) },
    {
      method: 'POST',
      path: '/admin/messages/7/read',
      respond: (request) => {
        current = (request.body as { read: boolean }).read ? opened : unread;
        return { body: { data: current } };
      },
    },
  ]);
}

function renderInbox(route: string, lang: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/messages/*" element={<MessagesScreen />} />
    </Routes>,
    { route, lang },
  );
}

describe('messages inbox', () => {
  it('shows an unread message in bold with its badge, and sends the filters from the URL', async () => {
    const { requests } = inboxApi();
    renderInbox('/admin/messages?kind=investor&read=false&search=div');
    const row = (await screen.findByText('Dividend policy')).closest('tr')!;
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(within(row).getByText('Investor relations')).toBeInTheDocument();
    expect(within(row).getByText('Dividend policy')).toHaveStyle({ fontWeight: '700' });
    const list = requests.find((request) => request.url.pathname === '/api/admin/messages')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ kind: 'investor', read: 'false', search: 'div' });
  });

  it('opens a message at its own address, which reads it, and marks it unread again', async () => {
    const { requests } = inboxApi();
    const view = renderInbox('/admin/messages');
    const row = (await screen.findByText('Dividend policy')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View Dividend policy' }));
    await waitFor(() => expect(view.location()).toBe('/admin/messages/7'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/When are dividends paid\?/)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'john@example.com' })).toHaveAttribute(
      'href',
      'mailto:john@example.com',
    );
    // The list is asked again and now shows the message as read.
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Read')).toBeInTheDocument());

    await user.click(within(drawer).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(view.location()).toBe('/admin/messages'));
    const mark = requests.find((request) => request.method === 'POST')!;
    expect(mark.url.pathname).toBe('/api/admin/messages/7/read');
    expect(mark.body).toEqual({ read: false });
  });

  it('marks an unread message read from its row, without opening it, then offers to mark it unread', async () => {
    const { requests } = inboxApi();
    renderInbox('/admin/messages');
    const row = (await screen.findByText('Dividend policy')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Mark as unread/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Mark as read/ }));
    const mark = await waitFor(() => {
      const found = requests.find((request) => request.method === 'POST');
      expect(found).toBeDefined();
      return found!;
    });
    expect(mark.url.pathname).toBe('/api/admin/messages/7/read');
    expect(mark.body).toEqual({ read: true });
    expect(requests.some((request) => request.url.pathname === '/api/admin/messages/7')).toBe(false);
    const after = await waitFor(() => {
      const current = screen.getByText('Dividend policy').closest('tr')!;
      expect(within(current).getByText('Read')).toBeInTheDocument();
      return current;
    });
    expect(within(after).getByRole('button', { name: /Mark as unread/ })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    inboxApi();
    renderInbox('/admin/messages', 'ar');
    const row = (await screen.findByText('Dividend policy')).closest('tr')!;
    expect(within(row).getByText('غير مقروءة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الرسائل');
  });
});

describe('menu badge', () => {
  const nodes = [
    {
      labelKey: 'company.menu.messages' as const,
      path: '/admin/messages',
      icon: IconMail,
      permission: 'list messages' as const,
      badge: UnreadMessagesBadge,
    },
  ];

  it('shows the unread count at the end of the menu entry', async () => {
    mockApi([{ path: '/admin/messages/unread-count', respond: () => ({ body: { data: { unread: 3 } } }) }]);
    renderWithProviders(<MenuNav nodes={nodes} pathname="/admin/main" />);
    const link = await screen.findByRole('link', { name: /Messages/ });
    expect(await within(link).findByLabelText('3 unread')).toHaveTextContent('3');
  });

  it('shows nothing when every message is read, and does not ask without the permission', async () => {
    const { requests } = mockApi([
      { path: '/admin/messages/unread-count', respond: () => ({ body: { data: { unread: 0 } } }) },
    ]);
    const first = renderWithProviders(<MenuNav nodes={nodes} pathname="/admin/main" />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    first.unmount();
    requests.length = 0;
    renderWithProviders(<MenuNav nodes={nodes} pathname="/admin/main" />, { permissions: ['list news'] });
    await screen.findByRole('link', { name: 'Messages' });
    expect(requests).toHaveLength(0);
  });

  it('follows a message sent by a visitor at once, and after the event stream comes back', async () => {
    let unreadNow = 1;
    const { requests } = mockApi([
      { path: '/admin/messages/unread-count', respond: () => ({ body: { data: { unread: unreadNow } } }) },
    ]);
    const listeners: StaffEventListener[] = [];
    const subscribe = vi.spyOn(staffEventStream, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    });
    renderWithProviders(<MenuNav nodes={nodes} pathname="/admin/main" />);
    const link = await screen.findByRole('link', { name: /Messages/ });
    expect(await within(link).findByLabelText('1 unread')).toBeInTheDocument();
    await waitFor(() => expect(listeners.length).toBeGreaterThan(0));

    unreadNow = 2;
    for (const listener of listeners) listener.onEvent?.('admin.message.received', { id: 8, kind: 'contact' });
    expect(await within(link).findByLabelText('2 unread')).toBeInTheDocument();

    unreadNow = 0;
    const asked = requests.length;
    for (const listener of listeners) listener.onReconnect?.();
    await waitFor(() => expect(requests.length).toBeGreaterThan(asked));
    await waitFor(() => expect(within(link).queryByLabelText(/unread/)).toBeNull());
    subscribe.mockRestore();
  });
});
