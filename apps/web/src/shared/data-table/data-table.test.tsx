import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createResource } from '../resource';
import { cleanNotifications, deferred, type MockAnswer, mockApi, renderWithProviders } from '../test-utils';
import { DataTable } from './data-table';
import { deleteAction, editAction } from './row-actions';
import type { Column } from './types';

// No pause between keystrokes: the forms re-render on each one and the suite runs on busy machines.
const user = userEvent.setup({ delay: null });

interface Thing {
  id: number;
  name: string;
  code: string | null;
}

const things = createResource<Thing>({ key: 'things', path: '/admin/things' });
const columns: Column<Thing>[] = [
  { key: 'name', header: 'users:columns.name' },
  { key: 'code', header: 'users:columns.mobile' },
];

function makeThings(from: number, count: number): Thing[] {
  return Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Thing ${from + index}`, code: null }));
}

/** Answers pages of a 25-row list, honouring `page`, `limit` and `search`. */
function pagedThings(total = 25) {
  return mockApi([
    {
      path: '/admin/things',
      respond: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const search = url.searchParams.get('search');
        if (search) return { body: { data: [], total: 0 } };
        const start = (page - 1) * limit + 1;
        const count = Math.max(0, Math.min(limit, total - start + 1));
        return { body: { data: makeThings(start, count), total } };
      },
    },
  ]);
}

afterEach(() => cleanNotifications());

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
describe('DataTable', { timeout: 20_000 }, () => {
  it('shows a spinner until the first answer, then the rows', async () => {
    const answer = deferred<MockAnswer>();
    const { requests } = mockApi([{ path: '/admin/things', respond: () => answer.promise }]);
    renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer.resolve({ body: { data: makeThings(1, 2), total: 2 } });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'Thing 1' })).toBeInTheDocument();
    // Missing values show a dash rather than an empty cell.
    expect(within(rows[1]!).getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('page')).toBe('1');
    expect(requests[0]!.url.searchParams.get('limit')).toBe('10');
  });

  it('names each cell by its column for the card layout on phones, and marks the headers that hold a control', async () => {
    mockApi([{ path: '/admin/things', respond: () => ({ body: { data: makeThings(1, 1), total: 1 } }) }]);
    renderWithProviders(
      <DataTable
        resource={things}
        columns={[{ ...columns[0]!, sortable: true }, columns[1]!]}
        actions={[editAction<Thing>(() => {})]}
        label="users:title"
      />,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Mobile', null]);
    expect(cells[2]).toHaveAttribute('data-actions');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.hasAttribute('data-control'))).toEqual([true, false, false]);
  });

  it('says there are no records when the list is empty', async () => {
    mockApi([{ path: '/admin/things', respond: () => ({ body: { data: [], total: 0 } }) }]);
    renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" search />);

    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.queryByText('No matching results')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says there are no results when a search finds nothing, and clears it', async () => {
    const { requests } = pagedThings();
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" search />, {
      route: '/?search=zzz&page=2',
    });

    expect(await screen.findByText('No matching results')).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('search')).toBe('zzz');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(view.location()).toBe('/');
  });

  it('sends the search after Enter and goes back to page 1', async () => {
    const { requests } = pagedThings();
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" search />, {
      route: '/?page=2',
    });
    await screen.findByRole('cell', { name: 'Thing 11' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  panadol {Enter}');
    await waitFor(() => expect(view.location()).toBe('/?search=panadol'));
    await screen.findByText('No matching results');
    const last = requests.at(-1)!;
    expect(last.url.searchParams.get('search')).toBe('panadol');
    expect(last.url.searchParams.get('page')).toBe('1');
  });

  it('sends a typed search at once when the box is left, before its pause ends', async () => {
    pagedThings();
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" search />);
    await screen.findByRole('cell', { name: 'Thing 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'panadol');
    await user.tab();
    // The pause is 400 ms: a location written within 200 ms came from leaving the box.
    await waitFor(() => expect(view.location()).toBe('/?search=panadol'), { timeout: 200 });
  });

  it('pages through the list with ?page=N, page 1 carrying no parameter', async () => {
    const { requests } = pagedThings(25);
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />);
    await screen.findByRole('cell', { name: 'Thing 1' });

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    // 25 rows at 10 a page: ceil(25 / 10) = 3 pages.
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByText('25 records')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(view.location()).toBe('/?page=2');
    expect(await screen.findByRole('cell', { name: 'Thing 11' })).toBeInTheDocument();
    expect(requests.at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(view.location()).toBe('/');
    expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(view.location()).toBe('/?page=2');
  });

  it('opens the page from the URL and moves a page past the end to the last page', async () => {
    pagedThings(25);
    const view = renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />, {
      route: '/?page=9',
    });
    expect(await screen.findByRole('cell', { name: 'Thing 21' })).toBeInTheDocument();
    expect(view.location()).toBe('/?page=3');
  });

  it('shows row actions by permission and runs them', async () => {
    pagedThings(2);
    const edited: Thing[] = [];
    const actions = [
      editAction<Thing>((row) => edited.push(row), 'update things'),
      deleteAction<Thing>({ permission: 'delete things', message: 'users:delete_confirm', run: () => undefined }),
    ];
    renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        actions={actions}
        label="users:title"
        rowLabel={(row) => row.name}
      />,
      { permissions: ['update things'] },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });

    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Thing 2' }));
    expect(edited.map((row) => row.id)).toEqual([2]);
  });

  it('leaves out the actions column when no action is allowed', async () => {
    pagedThings(2);
    renderWithProviders(
      <DataTable
        resource={things}
        columns={columns}
        actions={[editAction<Thing>(() => {}, 'update things')]}
        label="users:title"
      />,
      { permissions: [] },
    );
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows a failed load with the server message and retries', async () => {
    let calls = 0;
    mockApi([
      {
        path: '/admin/things',
        respond: () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { message: 'Database unavailable' } }
            : { body: { data: makeThings(1, 1), total: 1 } };
        },
      },
    ]);
    renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the table in a keyboard-scrollable region in right-to-left Arabic', async () => {
    pagedThings(2);
    renderWithProviders(<DataTable resource={things} columns={columns} label="users:title" />, { lang: 'ar' });
    const region = await screen.findByRole('region', { name: 'المستخدمون' });
    expect(region).toHaveAttribute('tabindex', '0');
    // Alignment is logical (the stylesheet's start/end), never a physical left or right.
    expect(screen.getByRole('columnheader', { name: 'الاسم' }).getAttribute('style') ?? '').not.toMatch(/left|right/);
    expect(screen.getByText('سجلان')).toBeInTheDocument();
  });
});
