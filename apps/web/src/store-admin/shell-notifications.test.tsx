import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAlertTone } from '../shared/live-events/alert-tone';
import { type StaffEventListener, staffEventStream } from '../shared/live-events/staff-event-stream';
import { cleanNotifications } from '../shared/test-utils';
import { jsonFetch, renderRoutes } from '../test/render';
import StoreAdminRoutes from './routes';

vi.mock('../shared/live-events/alert-tone', () => ({ playAlertTone: vi.fn(async () => false) }));

const shellT = i18next.getFixedT(null, 'shell');
const ORDER = {
  id: 15,
  title: 'New order #15',
  body: 'Sara ordered 3 items',
  created_at: '2026-11-24T10:00:00Z',
  route: '/store-admin/requests',
};

/** Signs in with the given permissions and catches the shell's subscription to the event stream. */
function openShell(permissions: string[]) {
  localStorage.setItem('token', 'tok');
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      'GET /api/admin/profile': () => ({
        body: { data: { id: 9, name: 'Omar', email: 'o@example.com', image: null, role: ['store'], permissions } },
      }),
    }),
  );
  const listeners: StaffEventListener[] = [];
  vi.spyOn(staffEventStream, 'subscribe').mockImplementation((listener) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  });
  renderRoutes([{ path: '/store-admin/*', element: <StoreAdminRoutes /> }], '/store-admin');
  return listeners;
}

afterEach(() => {
  cleanNotifications();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('new order alerts', () => {
  it('show a toast, sound the chime and mark the bell; opening the bell lists the order and clears the mark', async () => {
    const listeners = openShell(['list orders']);
    const bell = await screen.findByRole('button', { name: shellT('store.notifications.label') });
    await waitFor(() => expect(listeners).toHaveLength(1));
    const indicator = () => bell.closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator');
    expect(indicator()).toBeFalsy();

    act(() => listeners[0]!.onEvent?.('admin.order.created', ORDER));
    expect(playAlertTone).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ORDER.body)).toBeInTheDocument();
    expect(playAlertTone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(indicator()).toBeTruthy());

    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog');
    expect(within(dropdown).getByText(ORDER.title)).toBeInTheDocument();
    await waitFor(() => expect(indicator()).toBeFalsy());
  });

  it('do not listen for staff who cannot see orders', async () => {
    const listeners = openShell(['list products']);
    await screen.findByRole('button', { name: shellT('store.notifications.label') });
    expect(listeners).toHaveLength(0);
  });
});
