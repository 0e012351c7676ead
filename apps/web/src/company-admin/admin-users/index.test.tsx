import { type AdminUser, PERMISSION_AREAS } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import arPermissions from '../../locales/ar/permissions.json';
import enPermissions from '../../locales/en/permissions.json';
import { cleanNotifications, type MockRequest, mockApi, renderWithProviders } from '../../shared/test-utils';
import { PERMISSIONS_NS } from '../log-actions/labels';
import AdminUsersPage from './index';

// No pause between keystrokes: the forms re-render on each one and the suite runs on busy machines.
const user = userEvent.setup({ delay: null });

function makeUser(id: number, name: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name,
    mobile: '+966500000000',
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    employment_number: 1000 + id,
    branch_id: null,
    branch: [],
    role_id: 1,
    role: [
      { id: 1, name: 'Administrator' },
      { id: 2, name: 'Editor' },
    ],
    active: 1,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A small in-memory /admin/admins. */
function usersApi(options: { onSave?(request: MockRequest): { status: number; body: unknown } | undefined } = {}) {
  const users = [
    makeUser(1, 'Huda Saleh'),
    makeUser(2, 'Sara Ali', {
      mobile: null,
      active: 0,
      branch_id: 1,
      branch: [{ id: 1 }],
      role: [{ id: 2, name: 'Editor' }],
      role_id: 2,
    }),
  ];
  const api = mockApi([
    { path: '/admin/admins', respond: () => ({ body: { data: users, total: users.length } }) },
    {
      path: /^\/admin\/admins\/\d+$/,
      respond: ({ url }) => {
        const found = users.find((candidate) => candidate.id === Number(url.pathname.split('/').pop()));
        return found
          ? { body: { data: found } }
          : { status: 404, body: { message: 'The requested item was not found.' } };
      },
    },
    {
      path: '/admin/roles',
      respond: () => ({ body: { data: ROLES } }),
    },
    {
      path: '/admin/branch',
      respond: () => ({ body: { data: BRANCHES, total: BRANCHES.length } }),
    },
    {
      method: 'POST',
      path: '/admin/admins',
      respond: (request) => {
        const refused = options.onSave?.(request);
        if (refused) return refused;
        const body = request.body as { name: string; email: string; role_id: number };
        const created = makeUser(3, body.name, { email: body.email, role_id: body.role_id });
        users.push(created);
        return { status: 201, body: { data: created } };
      },
    },
    {
      method: 'PUT',
      path: /^\/admin\/admins\/\d+$/,
      respond: (request) => {
        const refused = options.onSave?.(request);
        if (refused) return refused;
        const target = users.find((candidate) => candidate.id === Number(request.url.pathname.split('/').pop()))!;
        Object.assign(target, { name: (request.body as { name: string }).name });
        return { body: { data: target } };
      },
    },
    {
      method: 'DELETE',
      path: /^\/admin\/admins\/\d+$/,
      respond: ({ url }) => {
        const index = users.findIndex((candidate) => candidate.id === Number(url.pathname.split('/').pop()));
        users.splice(index, 1);
        return { status: 204 };
      },
    },
  ]);
  return { ...api, users };
}

afterEach(() => cleanNotifications());

/** As the server sends them: least-privileged first, each with what it grants. */
const BRANCHES = [
  { id: 1, code: 'RUH-1', name: 'Olaya Branch' },
  { id: 2, code: 'JED-2', name: 'Tahlia Branch' },
];

const ROLES = [
  { id: 2, name: 'Editor', permissions: ['add news', 'list news', 'update news'], assignable: true },
  { id: 3, name: 'Store keeper', permissions: ['list orders', 'list products'], assignable: false },
  {
    id: 1,
    name: 'Administrator',
    permissions: [...PERMISSION_AREAS.staff].sort(),
    assignable: true,
  },
];

function withPermissionLabels(view: ReturnType<typeof renderWithProviders>) {
  view.i18n.addResourceBundle('ar', PERMISSIONS_NS, arPermissions);
  view.i18n.addResourceBundle('en', PERMISSIONS_NS, enPermissions);
  return view;
}

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
describe('/admin/admin-users', { timeout: 20_000 }, () => {
  it('lists users with mobile, e-mail, first role and status', async () => {
    usersApi();
    renderWithProviders(<AdminUsersPage />);

    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Mobile', 'E-mail', 'Role', 'Status', 'Actions']);

    const [, huda, sara] = within(table).getAllByRole('row');
    expect(
      within(huda!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Huda Saleh', '+966500000000', 'huda@example.com', 'Administrator', 'Active', '']);
    expect(
      within(sara!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sara Ali', '—', 'sara@example.com', 'Editor', 'Inactive', '']);
  });

  it('deletes a user only after confirmation, then reloads the list', async () => {
    const { requests } = usersApi();
    renderWithProviders(<AdminUsersPage />);
    await screen.findByRole('cell', { name: 'Sara Ali' });

    await user.click(screen.getByRole('button', { name: 'Delete Sara Ali' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the user?');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sara Ali' })).not.toBeInTheDocument());
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url.pathname)).toEqual(['/api/admin/admins/2']);
    expect(
      requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/admin/admins'),
    ).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Huda Saleh' })).toBeInTheDocument();
  });

  it('asks in Arabic for Arabic users', async () => {
    usersApi();
    renderWithProviders(<AdminUsersPage />, { lang: 'ar' });
    await screen.findByRole('cell', { name: 'Sara Ali' });
    await user.click(screen.getByRole('button', { name: 'حذف Sara Ali' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('هل أنت متأكد من حذف المستخدم؟');
  });

  it('adds a user in a popup that closes and refreshes the list', async () => {
    const { requests } = usersApi();
    const view = renderWithProviders(<AdminUsersPage />, { route: '/admin/admin-users' });
    await screen.findByRole('cell', { name: 'Sara Ali' });

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(view.location()).toBe('/admin/admin-users?form=new');
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    expect(within(dialog).getByText('At least 8 characters, with a letter and a digit.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Omar Nasser');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'omar@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Employment number' }), '2040');
    // The branch picker is searchable: typing part of a name narrows the list.
    await user.type(within(dialog).getByRole('combobox', { name: 'Branch' }), 'Tahl');
    await user.click(await screen.findByRole('option', { name: 'JED-2 — Tahlia Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/admin/admin-users');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Omar Nasser',
      email: 'omar@example.com',
      mobile: null,
      password: 'secret123',
      role_id: 2,
      employment_number: 2040,
      branch_id: 2,
      active: 1,
    });
    expect(await screen.findByRole('cell', { name: 'Omar Nasser' })).toBeInTheDocument();
    expect(screen.getByText('The user was saved.')).toBeInTheDocument();
  });

  it('edits a user loaded from its own address, keeping the password when left empty', async () => {
    const { requests } = usersApi();
    renderWithProviders(<AdminUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sara Ali' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sara Ali');
    // The role's label shows once the role list has arrived.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Editor'));
    expect(within(dialog).getByRole('switch', { name: 'Account active' })).not.toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Branch' })).toHaveValue('RUH-1 — Olaya Branch'),
    );
    expect(within(dialog).getByText('Leave empty to keep the current password.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/admin/admins/2')).toBe(true);

    await user.clear(name);
    await user.type(name, 'Sara Al-Harbi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/admins/2');
    expect(put.body).toEqual({
      name: 'Sara Al-Harbi',
      email: 'sara@example.com',
      mobile: null,
      role_id: 2,
      employment_number: 1002,
      branch_id: 1,
      active: 0,
    });
    expect(await screen.findByRole('cell', { name: 'Sara Al-Harbi' })).toBeInTheDocument();
  });

  it('keeps the popup open with the server errors when the e-mail is taken', async () => {
    usersApi({
      onSave: () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['The e-mail has already been taken.'] } },
      }),
    });
    renderWithProviders(<AdminUsersPage />, { route: '/?form=1' });

    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await within(dialog).findByDisplayValue('Huda Saleh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The e-mail has already been taken.');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'The e-mail has already been taken.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('says so when the user to edit no longer exists', async () => {
    usersApi();
    renderWithProviders(<AdminUsersPage />, { route: '/?form=99' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The requested item was not found.');
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('hides add, edit and delete from staff without those permissions', async () => {
    usersApi();
    renderWithProviders(<AdminUsersPage />, { permissions: ['list users'] });
    await screen.findByRole('cell', { name: 'Sara Ali' });
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('sets the browser tab title to the screen name', async () => {
    usersApi();
    renderWithProviders(<AdminUsersPage />);
    await screen.findByRole('cell', { name: 'Sara Ali' });
    expect(document.title).toBe('Users');
  });

  it('offers roles least-privileged first, none chosen, and shows what the chosen role grants by area', async () => {
    usersApi();
    withPermissionLabels(renderWithProviders(<AdminUsersPage />, { route: '/?form=new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role).not.toBeDisabled());
    expect(role).toHaveValue('');
    expect(within(dialog).queryByText(/grants:$/)).not.toBeInTheDocument();

    await user.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Editor', 'Store keeper', 'Administrator']);
    // More than the user's own rights: shown, but it cannot be picked.
    expect(options[1]).toHaveAttribute('data-combobox-disabled', 'true');

    await user.click(options[0]!);
    const grants = await within(dialog).findByText('“Editor” grants:');
    const panel = grants.parentElement!;
    expect(within(panel).getByText('Website content')).toBeInTheDocument();
    expect(within(panel).getByText('View news, Add news item, and Edit news item')).toBeInTheDocument();

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    const adminPanel = (await within(dialog).findByText('“Administrator” grants:')).parentElement!;
    expect(within(adminPanel).getByText('Users, roles and action log')).toBeInTheDocument();
    expect(
      within(adminPanel).getByText(`Everything in this area (${PERMISSION_AREAS.staff.length} permissions)`),
    ).toBeInTheDocument();
  });

  it('shows the grants in Arabic for Arabic users', async () => {
    usersApi();
    withPermissionLabels(renderWithProviders(<AdminUsersPage />, { route: '/?form=2', lang: 'ar' }));
    const dialog = await screen.findByRole('dialog');
    const panel = (await within(dialog).findByText('يمنح دور «Editor»:')).parentElement!;
    expect(within(panel).getByText('محتوى الموقع')).toBeInTheDocument();
    expect(document.title).toBe('المستخدمون');
  });
});
