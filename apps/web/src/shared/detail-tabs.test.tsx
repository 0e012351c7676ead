import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table/data-table';
import type { Column } from './data-table/types';
import { DetailTabs } from './detail-tabs';
import { createResource, type Id } from './resource';
import { mockApi, renderWithProviders } from './test-utils';

interface Entry {
  id: number;
  name: string;
}

/** A customer's sub-list, as the user form's wallet tab will have. */
const entries = createResource<Entry, never, { userId: Id }>({
  key: 'entries',
  path: '/admin/customers/{userId}/entries',
});
const columns: Column<Entry>[] = [{ key: 'name', header: 'users:columns.name' }];

function CustomerPage({ id }: { id: number | null }) {
  return (
    <DetailTabs
      hasRecord={id !== null}
      tabs={[
        { value: 'info', label: { text: 'Info' }, render: () => <p>the form</p> },
        {
          value: 'wallet',
          label: { text: 'Wallet' },
          render: () => <DataTable resource={entries.with({ userId: id! })} columns={columns} label="users:title" />,
        },
        { value: 'help', label: { text: 'Help' }, needsRecord: false, render: () => <p>how it works</p> },
      ]}
    />
  );
}

describe('DetailTabs', () => {
  it("opens a record's sub-list in its tab, loads it only then, and keeps the tab in the address", async () => {
    const { requests } = mockApi([
      { path: '/admin/customers/7/entries', respond: () => ({ body: { data: [{ id: 1, name: 'bonus' }], total: 1 } }) },
    ]);
    const { location } = renderWithProviders(<CustomerPage id={7} />, { route: '/store-admin/users/add-user/7' });
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Wallet' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('bonus')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/admin/customers/7/entries']);
    expect(location()).toBe('/store-admin/users/add-user/7?tab=wallet');
    expect(screen.queryByText('the form')).not.toBeInTheDocument();

    // The first tab leaves the address clean.
    await userEvent.click(screen.getByRole('tab', { name: 'Info' }));
    expect(location()).toBe('/store-admin/users/add-user/7');
  });

  it('opens the tab the address names', async () => {
    mockApi([{ path: '/admin/customers/7/entries', respond: () => ({ body: { data: [], total: 0 } }) }]);
    renderWithProviders(<CustomerPage id={7} />, { route: '/store-admin/users/add-user/7?tab=help' });
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('how it works')).toBeInTheDocument();
  });

  it('disables the sub-lists of a record not saved yet, saying why, and ignores them in the address', async () => {
    const { requests } = mockApi([]);
    renderWithProviders(<CustomerPage id={null} />, { route: '/store-admin/users/add-user?tab=wallet' });
    const wallet = screen.getByRole('tab', { name: /Wallet/ });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription('Save the record first to open this tab.');
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Help' })).toBeEnabled();
    expect(requests).toHaveLength(0);
  });
});
