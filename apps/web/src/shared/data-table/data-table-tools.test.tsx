import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResource } from '../resource';
import { cleanNotifications, mockApi, renderWithProviders } from '../test-utils';
import { DataTable } from './data-table';
import { DetailDrawer, useDetailDrawer } from './detail-drawer';
import { useBulkDelete, viewAction } from './row-actions';
import type { Column } from './types';

const user = userEvent.setup({ delay: null });

interface Thing {
  id: number;
  name: string;
}

const things = createResource<Thing>({ key: 'things', path: '/admin/things' });
const columns: Column<Thing>[] = [
  { key: 'name', header: 'users:columns.name', sortable: true },
  { key: 'id', header: 'users:columns.mobile' },
];
const rowLabel = (row: Thing) => row.name;

function listOf(count: number) {
  return mockApi([
    {
      path: '/admin/things',
      respond: () => ({
        body: { data: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Thing ${i + 1}` })), total: count },
      }),
    },
  ]);
}

afterEach(() => cleanNotifications());

describe('DataTable sorting', { timeout: 20_000 }, () => {
  it('sorts by a column through ?sort=&order=, ascending, descending, then unsorted', async () => {
    const { requests } = listOf(2);
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />, {
      route: '/?page=2',
    });
    const header = await screen.findByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    // Only declared columns sort.
    expect(within(screen.getByRole('columnheader', { name: 'Mobile' })).queryByRole('button')).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(view.location()).toBe('/?sort=name&order=asc'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(requests.at(-1)!.url.searchParams.get('order')).toBe('asc');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(view.location()).toBe('/?sort=name&order=desc'));
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('ignores a sort on a column that is not sortable', async () => {
    const { requests } = listOf(1);
    renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />, {
      route: '/?sort=password&order=asc',
    });
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(requests[0]!.url.searchParams.has('sort')).toBe(false);
  });
});

describe('DataTable text filters', { timeout: 20_000 }, () => {
  it('sends a second text box as its own parameter, beside the search, and keeps it in the address', async () => {
    const { requests } = listOf(1);
    const view = renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        search="name"
        filters={[{ type: 'text', name: 'code', label: 'users:columns.mobile' }]}
      />,
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Mobile' }), 'A12{Enter}');
    await waitFor(() => expect(view.location()).toBe('/?code=A12'));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('code')).toBe('A12'));
    expect(requests.at(-1)!.url.searchParams.has('name')).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pan{Enter}');
    await waitFor(() => expect(view.location()).toBe('/?code=A12&name=pan'));
  });
});

describe('DataTable bulk delete', { timeout: 20_000 }, () => {
  it('keeps ticks on rows the new list still shows and drops the others, whatever changed the list', async () => {
    mockApi([
      {
        path: '/admin/things',
        respond: ({ url }) => {
          // "even" keeps Thing 2 only; anything else answers all three.
          const all = [1, 2, 3].map((id) => ({ id, name: `Thing ${id}` }));
          const data = url.searchParams.get('search') === 'even' ? all.filter((thing) => thing.id === 2) : all;
          return { body: { data, total: data.length } };
        },
      },
    ]);
    const view = renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        rowLabel={rowLabel}
        search
        bulkDelete={{ run: vi.fn() }}
      />,
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'even{Enter}');
    await waitFor(() => expect(view.location()).toBe('/?search=even'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Thing 1' })).not.toBeInTheDocument());
    // Thing 1 left the screen and the selection; Thing 2 is still shown and still ticked.
    expect(screen.getByRole('region', { name: 'Selected records' })).toHaveTextContent('1 record selected');
    expect(screen.getByRole('checkbox', { name: 'Select Thing 2' })).toBeChecked();

    // Back to the whole list: the dropped tick does not come back.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(screen.getByRole('checkbox', { name: 'Select Thing 1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Thing 2' })).toBeChecked();
  });

  it('selects rows, names the count in the confirmation and clears the selection after deleting', async () => {
    listOf(3);
    const run = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <DataTable resource={things} columns={columns} label="users:title" rowLabel={rowLabel} bulkDelete={{ run }} />,
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(screen.queryByRole('region', { name: 'Selected records' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 3' }));
    const bar = screen.getByRole('region', { name: 'Selected records' });
    expect(bar).toHaveTextContent('2 records selected');
    expect(screen.getByRole('checkbox', { name: 'Select all records on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );

    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 records?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith([1, 3]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected records' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Thing 1' })).not.toBeChecked();
  });

  it('selects the whole page at once, in Arabic, and hides the ticks without the permission', async () => {
    listOf(3);
    const run = vi.fn();
    const view = renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        rowLabel={rowLabel}
        bulkDelete={{ run, permission: 'delete things' }}
      />,
      { lang: 'ar', permissions: ['delete things'] },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    await user.click(screen.getByRole('checkbox', { name: 'تحديد كل سجلات هذه الصفحة' }));
    expect(screen.getByRole('region', { name: 'السجلات المحددة' })).toHaveTextContent('3 سجلات محددة');
    await user.click(screen.getByRole('button', { name: 'حذف المحدد' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('حذف 3 سجلات؟');
    view.unmount();

    listOf(3);
    renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        bulkDelete={{ run, permission: 'delete things' }}
      />,
      { permissions: [] },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

function ThingsWithBulkDelete() {
  const bulkDelete = useBulkDelete(things, 'delete things');
  return (
    <DataTable resource={things} columns={columns} label="users:title" rowLabel={rowLabel} bulkDelete={bulkDelete} />
  );
}

describe('useBulkDelete', { timeout: 20_000 }, () => {
  it('deletes the selected records through the resource and shows the refreshed list', async () => {
    let rows = [1, 2, 3].map((id) => ({ id, name: `Thing ${id}` }));
    const { requests } = mockApi([
      { path: '/admin/things', respond: () => ({ body: { data: rows, total: rows.length } }) },
      {
        method: 'DELETE',
        path: /^\/admin\/things\/\d+$/,
        respond: ({ url }) => {
          const id = Number(url.pathname.split('/').pop());
          rows = rows.filter((row) => row.id !== id);
          return { status: 204 };
        },
      },
    ]);
    renderWithProviders(<ThingsWithBulkDelete />, { permissions: ['delete things'] });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Thing 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Thing 1' })).not.toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: 'Thing 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Thing 3' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/admin/things/1',
      '/api/admin/things/2',
    ]);
  });
});

describe('DataTable export', { timeout: 20_000 }, () => {
  it('downloads with the token in the Authorization header, never in the URL, honouring the filters', async () => {
    const { fetchMock } = listOf(1);
    const exports: { url: URL; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/things/export') return fetchMock(input, init);
      exports.push({ url, headers: init.headers as Record<string, string> });
      return new Response('name\nThing 1\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': "attachment; filename*=UTF-8''things%202025.csv",
        },
      });
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        search
        filters={[{ name: 'status', label: 'users:columns.status', options: [{ value: '1', label: 'On' }] }]}
        exportFile={{ path: '/admin/things/export', fileName: 'things.csv' }}
      />,
      { route: '/?search=pan&status=1&sort=name&order=desc&page=2' },
    );
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));

    const [request] = exports;
    expect(request!.headers.Authorization).toBe('Bearer test-token');
    expect(request!.url.search).not.toContain('test-token');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      search: 'pan',
      status: '1',
      sort: 'name',
      order: 'desc',
    });
    expect(clicked[0]!.download).toBe('things 2025.csv');
    expect(clicked[0]!.href).toBe('blob:export');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the export fails', async () => {
    mockApi([
      { path: '/admin/things', respond: () => ({ body: { data: [{ id: 1, name: 'Thing 1' }], total: 1 } }) },
      { path: '/admin/things/export', respond: () => ({ status: 403, body: { message: 'Not allowed to export.' } }) },
    ]);
    renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        exportFile={{ path: '/admin/things/export', fileName: 'things.csv' }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Not allowed to export.')).toBeInTheDocument();
  });
});

describe('DataTable date-range filter', { timeout: 20_000 }, () => {
  it('reads the period from the URL, sends it, and clears it', async () => {
    const { requests } = listOf(1);
    const view = renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        filters={[{ type: 'date-range', from: 'from', to: 'to', label: 'users:columns.email' }]}
      />,
      { route: '/?from=2025-03-01&to=2025-03-10' },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(requests[0]!.url.searchParams.get('from')).toBe('2025-03-01');
    expect(requests[0]!.url.searchParams.get('to')).toBe('2025-03-10');
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveTextContent('1 Mar 2025 – 10 Mar 2025');

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await user.click(await screen.findByRole('button', { name: '4 March 2025' }));
    expect(view.location()).toBe('/?from=2025-03-01&to=2025-03-10');
    await user.click(screen.getByRole('button', { name: '12 March 2025' }));
    await waitFor(() => expect(view.location()).toBe('/?from=2025-03-04&to=2025-03-12'));

    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});

describe('DataTable switch filter', { timeout: 20_000 }, () => {
  it('is on while its parameter is 1, sends it, and goes back to page 1 when flipped', async () => {
    const { requests } = listOf(1);
    const view = renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        filters={[{ type: 'switch', name: 'hide_done', label: 'users:columns.email' }]}
      />,
      { route: '/?hide_done=1&page=2' },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(requests[0]!.url.searchParams.get('hide_done')).toBe('1');
    const toggle = screen.getByRole('switch', { name: 'E-mail' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.has('hide_done')).toBe(false));

    await user.click(toggle);
    await waitFor(() => expect(view.location()).toBe('/?hide_done=1'));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('hide_done')).toBe('1'));
  });
});

function ThingsWithDrawer() {
  const drawer = useDetailDrawer();
  return (
    <>
      <DataTable
        resource={things}
        columns={columns}
        label="users:title"
        rowLabel={rowLabel}
        actions={[viewAction<Thing>((row) => drawer.open(row.id))]}
      />
      <DetailDrawer state={drawer} title={`Thing ${drawer.id}`}>
        <p>Details of {drawer.id}</p>
      </DetailDrawer>
    </>
  );
}

describe('DetailDrawer', { timeout: 20_000 }, () => {
  it('opens with ?view=<id>, closes with Esc back to the list, focus returning to the row', async () => {
    listOf(2);
    const view = renderWithProviders(<ThingsWithDrawer />, { route: '/?page=1' });
    const viewButton = await screen.findByRole('button', { name: 'View Thing 2' });
    await user.click(viewButton);
    const drawer = await screen.findByRole('dialog', { name: 'Thing 2' });
    expect(view.location()).toBe('/?page=1&view=2');
    expect(drawer).toHaveTextContent('Details of 2');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/?page=1');
    await waitFor(() => expect(viewButton).toHaveFocus());
  });

  it('closes with the browser Back button and reopens from a link', async () => {
    listOf(2);
    const view = renderWithProviders(<ThingsWithDrawer />);
    await user.click(await screen.findByRole('button', { name: 'View Thing 1' }));
    await screen.findByRole('dialog', { name: 'Thing 1' });
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/');
    view.unmount();

    listOf(2);
    const linked = renderWithProviders(<ThingsWithDrawer />, { route: '/?view=2' });
    expect(await screen.findByRole('dialog', { name: 'Thing 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(linked.location()).toBe('/'));
  });
});
