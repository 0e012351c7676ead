import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createResource } from '../resource';
import { cleanNotifications, mockApi, renderWithProviders } from '../test-utils';
import { ListPage } from './list-page';

const user = userEvent.setup({ delay: null });

interface Thing {
  id: number;
  name: string;
}

const things = createResource<Thing>({ key: 'list-page-things', path: '/admin/things' });

function thingsApi() {
  return mockApi([
    { path: '/admin/things', respond: () => ({ body: { data: [{ id: 7, name: 'Lamp' }], total: 1 } }) },
    { method: 'DELETE', path: '/admin/things/7', respond: () => ({ body: { data: { message: 'Deleted.' } } }) },
  ]);
}

function renderList(permissions?: string[]) {
  return renderWithProviders(
    <ListPage<Thing>
      resource={things}
      title="users:title"
      columns={[{ key: 'name', header: 'users:columns.name' }]}
      add={{ label: 'users:add', permission: 'add users', path: 'add-thing' }}
      edit={{ permission: 'update users', path: (row) => `add-thing/${row.id}` }}
      remove={{ permission: 'delete users', message: 'users:delete_confirm' }}
      rowLabel={(row) => row.name}
    />,
    { route: '/admin/things', permissions },
  );
}

afterEach(cleanNotifications);

describe('ListPage', () => {
  it('opens the add and edit pages relative to the list and deletes after the confirmation', async () => {
    const { requests } = thingsApi();
    const view = renderList();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: 'Edit Lamp' }));
    await waitFor(() => expect(view.location()).toBe('/admin/things/add-thing/7'));

    view.router.navigate('/admin/things');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(view.location()).toBe('/admin/things/add-thing'));

    view.router.navigate('/admin/things');
    await user.click(await screen.findByRole('button', { name: 'Delete Lamp' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('shows only the buttons the signed-in user is allowed', async () => {
    thingsApi();
    renderList(['update users']);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('button', { name: 'Edit Lamp' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete Lamp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });
});
