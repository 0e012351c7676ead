import type { StoreNotification } from '@app/contracts/store-notifications';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StaffEventListener, staffEventStream } from '../../shared/live-events/staff-event-stream';
import { createTestQueryClient, jsonFetch, TestProviders } from '../../test/render';
import { useOnNewOrder } from './use-new-orders';

/** A new order as the staff event announces it. */
const placed: StoreNotification = {
  id: 12,
  title: 'طلب جديد رقم 12',
  body: 'سارة العنزي — 61.00 ر.س',
  customer_name: 'سارة العنزي',
  total: '61.00',
  created_at: '2026-11-24T10:05:00Z',
  route: '/store-admin/requests?order=12',
};

/** A screen that reloads its orders when one is placed. */
function OrdersProbe({ onNewOrder }: { onNewOrder: (order?: StoreNotification) => void }) {
  useOnNewOrder(onNewOrder);
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useOnNewOrder', () => {
  it('calls back with each new order, and with nothing after the stream came back', async () => {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/admin/profile': () => ({
          body: {
            data: { id: 9, name: 'Omar', email: 'o@example.com', image: null, role: [], permissions: ['list orders'] },
          },
        }),
      }),
    );
    const listeners: StaffEventListener[] = [];
    vi.spyOn(staffEventStream, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    });
    const onNewOrder = vi.fn();
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <OrdersProbe onNewOrder={onNewOrder} />
      </TestProviders>,
    );
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.onEvent?.('admin.message.received', { id: 1, kind: 'contact' }));
    act(() => listeners[0]!.onEvent?.('admin.order.created', placed));
    act(() => listeners[0]!.onReconnect?.());
    expect(onNewOrder.mock.calls).toEqual([[placed], []]);
  });
});
