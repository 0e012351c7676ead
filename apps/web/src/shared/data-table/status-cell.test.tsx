import { ORDER_MACHINE, ORDER_STATUS, PRESCRIPTION_MACHINE } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import { createResource } from '../resource';
import { cleanNotifications, deferred, mockApi, renderWithProviders } from '../test-utils';
import { DataTable } from './data-table';
import { StatusCell, useBulkStatusAction } from './status-cell';
import type { Column } from './types';

const user = userEvent.setup({ delay: null });
afterEach(cleanNotifications);

const updateStatus = (id: number) => (status: number) =>
  api.put(`/admin/updateStatus/${id}`, { type: 'order', status });

describe('StatusCell', { timeout: 20_000 }, () => {
  it('offers only the moves the machine allows, shows a spinner while saving, then the new status', async () => {
    const answer = deferred<{ body: unknown }>();
    const { requests } = mockApi([{ method: 'PUT', path: '/admin/updateStatus/5', respond: () => answer.promise }]);
    renderWithProviders(
      <StatusCell machine={ORDER_MACHINE} status={ORDER_STATUS.in_progress} onChange={updateStatus(5)} rowLabel="#5" />,
    );
    await user.click(screen.getByRole('button', { name: 'Change status: In progress #5' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Accepted', 'Rejected', 'Cancelled']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByLabelText('Saving')).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ type: 'order', status: ORDER_STATUS.accepted });
    answer.resolve({ body: { data: {} } });
    expect(await screen.findByRole('button', { name: 'Change status: Accepted #5' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Saving')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in Arabic and keeps the status", async () => {
    mockApi([
      {
        method: 'PUT',
        path: '/admin/updateStatus/5',
        respond: () => ({ status: 409, body: { message: 'لا يمكن نقل الطلب إلى هذه الحالة.' } }),
      },
    ]);
    renderWithProviders(
      <StatusCell machine={PRESCRIPTION_MACHINE} status={ORDER_STATUS.accepted} onChange={updateStatus(5)} />,
      { lang: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'تغيير الحالة: مقبول' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['قيد التنفيذ', 'ملغي']);
    await user.click(within(menu).getByRole('menuitem', { name: 'ملغي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لا يمكن نقل الطلب إلى هذه الحالة.');
    expect(screen.getByRole('button', { name: 'تغيير الحالة: مقبول' })).toBeInTheDocument();
  });

  it('keeps the focus on the selector while saving and after, and announces the new status politely', async () => {
    const answer = deferred<{ body: unknown }>();
    mockApi([{ method: 'PUT', path: '/admin/updateStatus/12', respond: () => answer.promise }]);
    renderWithProviders(
      <StatusCell
        machine={ORDER_MACHINE}
        status={ORDER_STATUS.in_progress}
        onChange={updateStatus(12)}
        rowLabel="#12"
      />,
    );
    const selector = screen.getByRole('button', { name: 'Change status: In progress #12' });
    selector.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    // Saving: the selector is busy, still focused, not disabled (a disabled button drops the focus).
    await screen.findByLabelText('Saving');
    expect(selector).toHaveAttribute('aria-busy', 'true');
    expect(selector).not.toBeDisabled();
    await waitFor(() => expect(selector).toHaveFocus());
    answer.resolve({ body: { data: {} } });
    const moved = await screen.findByRole('button', { name: 'Change status: Accepted #12' });
    await waitFor(() => expect(moved).toHaveFocus());
    const region = document.querySelector('[data-announcer]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('Order #12: status changed to Accepted'));
  });

  it('moves the focus to the cell when the new status is final, and announces it in Arabic', async () => {
    mockApi([{ method: 'PUT', path: '/admin/updateStatus/7', respond: () => ({ body: { data: {} } }) }]);
    const { container } = renderWithProviders(
      <StatusCell
        machine={ORDER_MACHINE}
        status={ORDER_STATUS.out_for_delivery}
        onChange={updateStatus(7)}
        rowLabel="#7"
      />,
      { lang: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'تغيير الحالة: جارٍ التوصيل #7' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'تم التوصيل' }));
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    const cell = container.querySelector('[tabindex="-1"]');
    expect(cell).toHaveTextContent('تم التوصيل');
    await waitFor(() => expect(cell).toHaveFocus());
    await waitFor(() =>
      expect(document.querySelector('[data-announcer]')).toHaveTextContent('الطلب #7: تغيّرت الحالة إلى تم التوصيل'),
    );
  });

  it('names the record in the refusal alert and gives the focus back to the selector', async () => {
    mockApi([
      {
        method: 'PUT',
        path: '/admin/updateStatus/9',
        respond: () => ({ status: 409, body: { message: 'The order has moved on.' } }),
      },
    ]);
    renderWithProviders(
      <StatusCell machine={ORDER_MACHINE} status={ORDER_STATUS.in_progress} onChange={updateStatus(9)} rowLabel="#9" />,
    );
    const selector = screen.getByRole('button', { name: 'Change status: In progress #9' });
    await user.click(selector);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Rejected' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order #9: status not changed. The order has moved on.');
    await waitFor(() => expect(selector).toHaveFocus());
  });

  it('is a plain label for a final status or without the permission', () => {
    renderWithProviders(
      <>
        <StatusCell machine={ORDER_MACHINE} status={ORDER_STATUS.delivered} onChange={vi.fn()} />
        <StatusCell machine={ORDER_MACHINE} status={ORDER_STATUS.in_progress} onChange={vi.fn()} permission="x" />
      </>,
      { permissions: [] },
    );
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

interface Order {
  id: number;
  status: number;
}
const orders = createResource<Order>({ key: 'status-orders', path: '/admin/orders' });
const columns: Column<Order>[] = [{ key: 'id', header: 'users:columns.name' }];

function BulkHarness({ run }: { run(keys: Key[], to: number): Promise<unknown> }) {
  const changeStatus = useBulkStatusAction(ORDER_MACHINE, { run });
  return <DataTable resource={orders} columns={columns} label="users:title" bulkActions={[changeStatus]} />;
}

describe('DataTable bulk actions', { timeout: 20_000 }, () => {
  it('changes the status of the ticked rows from the bulk bar, then clears the selection', async () => {
    mockApi([
      {
        path: '/admin/orders',
        respond: () => ({
          body: {
            data: [
              { id: 1, status: 1 },
              { id: 2, status: 1 },
              { id: 3, status: 2 },
            ],
            total: 3,
          },
        }),
      },
    ]);
    const run = vi.fn(async () => undefined);
    renderWithProviders(<BulkHarness run={run} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 3' }));
    const bar = screen.getByRole('region', { name: 'Selected records' });
    expect(bar).toHaveTextContent('2 records selected');
    await user.click(within(bar).getByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelled' }));
    expect(run).toHaveBeenCalledWith([1, 3], ORDER_STATUS.cancelled);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected records' })).not.toBeInTheDocument());
  });

  it('keeps the selection and shows the refusal when the bulk change fails', async () => {
    mockApi([{ path: '/admin/orders', respond: () => ({ body: { data: [{ id: 1, status: 5 }], total: 1 } }) }]);
    const run = vi.fn(async () => {
      throw Object.assign(new Error('Order 1 is delivered.'), { status: 409 });
    });
    renderWithProviders(<BulkHarness run={run} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In progress' }));
    expect(await screen.findByText('Order 1 is delivered.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Selected records' })).toBeInTheDocument();
  });
});
