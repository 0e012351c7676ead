import type { LogAction } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../shared/format';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import LogActionsPage from './index';

const logs: LogAction[] = [
  {
    id: 2,
    action: 'Deleted a user',
    action_mode: 'delete',
    subject: 'Sara Ali',
    subject_id: 5,
    created_at: '2025-03-05T14:30:00Z',
    user: { id: 1, name: 'Huda Saleh', role: 'Administrator' },
  },
  {
    id: 1,
    action: 'Signed in',
    action_mode: 'login',
    subject: null,
    subject_id: null,
    created_at: '2025-03-04T08:00:00Z',
    user: { id: 1, name: 'Huda Saleh', role: null },
  },
];

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
describe('/admin/log-actions', { timeout: 20_000 }, () => {
  it('lists events with translated types and dates in the active language', async () => {
    const { requests } = mockApi([
      { path: '/admin/log_actions', respond: () => ({ body: { data: logs, total: 12 } }) },
    ]);
    renderWithProviders(<LogActionsPage />);

    expect(screen.getByRole('heading', { name: 'Action log', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Action log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'Name', 'Permission', 'Event type', 'Date', 'User']);
    const [, deleted, signedIn] = within(table).getAllByRole('row');
    expect(
      within(deleted!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Deleted a user',
      'Sara Ali',
      'Administrator',
      'Delete',
      createFormatters('en').dateTime('2025-03-05T14:30:00Z'),
      'Huda Saleh',
    ]);
    expect(
      within(signedIn!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Signed in',
      '—',
      '—',
      'Sign in',
      createFormatters('en').dateTime('2025-03-04T08:00:00Z'),
      'Huda Saleh',
    ]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(requests[0]!.url.search).toBe('?page=1&limit=10');
  });

  it('speaks Arabic for Arabic users, including the dates', async () => {
    mockApi([{ path: '/admin/log_actions', respond: () => ({ body: { data: logs.slice(0, 1), total: 1 } }) }]);
    renderWithProviders(<LogActionsPage />, { lang: 'ar' });

    const table = await screen.findByRole('table', { name: 'سجل الأحداث' });
    expect(within(table).getByRole('cell', { name: 'حذف' })).toBeInTheDocument();
    const date = within(table).getByText(/^5 مارس 2025/);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-03-05T14:30:00Z');
  });

  it('shows an event type it does not know as sent', async () => {
    mockApi([
      {
        path: '/admin/log_actions',
        respond: () => ({ body: { data: [{ ...logs[0]!, action_mode: 'export' }], total: 1 } }),
      },
    ]);
    renderWithProviders(<LogActionsPage />);
    expect(await screen.findByRole('cell', { name: 'export' })).toBeInTheDocument();
  });
});
