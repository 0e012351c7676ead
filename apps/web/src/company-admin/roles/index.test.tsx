import { PERMISSION_AREAS, PERMISSIONS, type RoleItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/roles.json';
import en from '../../locales/en/roles.json';
import type { Lang } from '../../shared/lang';
import { type MockRequest, mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import RolesScreen from './index';
import { areaState, inCatalogueOrder, toggleArea } from './permission-grid';

const user = setUpScreenTests();

const editor: RoleItem = {
  id: 4,
  name: 'News editor',
  name_ar: 'محرر الأخبار',
  name_en: 'News editor',
  permissions: ['list news', 'add news'],
  assignable: true,
  users_count: 2,
  built_in: false,
};
const superRole: RoleItem = {
  id: 1,
  name: 'Super admin',
  name_ar: 'المشرف العام',
  name_en: 'Super admin',
  permissions: [...PERMISSIONS],
  assignable: false,
  users_count: 1,
  built_in: true,
};

function rolesApi(onSave?: (request: MockRequest) => { status: number; body: unknown } | undefined) {
  return mockApi([
    { path: '/admin/roles', respond: () => ({ body: { data: [editor, superRole] } }) },
    { path: '/admin/roles/4', respond: () => ({ body: { data: editor } }) },
    { path: '/admin/roles/1', respond: () => ({ body: { data: superRole } }) },
    { method: 'POST', path: '/admin/roles', respond: (request) => onSave?.(request) ?? { body: { data: editor } } },
    { method: 'PUT', path: '/admin/roles/4', respond: (request) => onSave?.(request) ?? { body: { data: editor } } },
    { method: 'DELETE', path: '/admin/roles/4', respond: () => ({ body: { data: { message: 'Deleted.' } } }) },
  ]);
}

const renderRoles = (route: string, options: { lang?: Lang; permissions?: readonly string[] } = {}) =>
  renderScreen('/admin/roles', <RolesScreen />, {
    route,
    lang: options.lang ?? 'en',
    permissions: options.permissions,
  });

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

it('has the same texts in Arabic and English', () => {
  expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
});

describe('permission grid rules', () => {
  const staff = PERMISSION_AREAS.staff;
  const mine = (p: string) => p !== 'delete roles';

  it('ticks and clears only what the user may change in an area, keeping catalogue order', () => {
    const all = toggleArea(['delete roles', 'list news'], staff, mine, true);
    expect(all).toEqual(inCatalogueOrder([...staff, 'list news']));
    expect(toggleArea(all, staff, mine, false)).toEqual(inCatalogueOrder(['list news', 'delete roles']));
  });

  it('shows an area whole, partly or not chosen, and fixed when nothing in it is the user’s', () => {
    expect(areaState(staff.filter(mine), staff, mine)).toEqual({
      checked: true,
      indeterminate: false,
      disabled: false,
    });
    expect(areaState(['list users'], staff, mine)).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(areaState([], staff, () => false)).toEqual({ checked: false, indeterminate: false, disabled: true });
  });
});

describe('roles screens', () => {
  it('lists names, counts, and offers no edit or delete of the super-admin role; deletes after confirming', async () => {
    const { requests } = rolesApi();
    renderRoles('/admin/roles');
    const row = (await screen.findByText('News editor')).closest('tr')!;
    expect(row).toHaveTextContent('محرر الأخبار');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['محرر الأخبار', 'News editor', '2', '2']));
    const superRow = screen.getByText('Super admin').closest('tr')!;
    expect(within(superRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(superRow).queryByRole('button', { name: /Edit/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Delete News editor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the role?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('greys out permissions the user lacks and sends only ones they hold, in Arabic', async () => {
    const { requests } = rolesApi();
    const view = renderRoles('/admin/roles/add', {
      lang: 'ar',
      permissions: ['list roles', 'add roles', 'list news', 'add news', 'delete news'],
    });
    await screen.findByRole('heading', { name: 'إضافة دور' });
    expect(screen.getByText('الصلاحيات الرمادية لا تملكها أنت، لذلك لا يمكنك منحها.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'حذف الأدوار' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'حذف الأدوار' })).toHaveAccessibleDescription(
      'الصلاحيات الرمادية لا تملكها أنت، لذلك لا يمكنك منحها.',
    );

    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالعربية)' }), 'محرر');
    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' }), 'Editor');
    // "All of website content" ticks the three news rights the user holds, nothing else.
    const areas = screen.getAllByRole('checkbox', { name: /^كل / });
    const websiteBox = areas[1]!;
    await user.click(websiteBox);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(view.location()).toBe('/admin/roles'));
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/roles');
    expect(save.body).toEqual({
      name_ar: 'محرر',
      name_en: 'Editor',
      permissions: ['list news', 'add news', 'delete news'],
    });
  });

  it('edits with PUT and shows the server’s refusal on the permissions', async () => {
    const { requests } = rolesApi((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { permissions: ['You cannot grant a permission you do not hold.'] },
            },
          }
        : undefined,
    );
    renderRoles('/admin/roles/add/4');
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    expect(name).toHaveValue('News editor');
    expect(screen.getByRole('checkbox', { name: 'Add news item' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Delete news item' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('You cannot grant a permission you do not hold.')).length).toBeGreaterThan(0);
    const save = requests.find((request) => request.method === 'PUT')!;
    expect(save.url.pathname).toBe('/api/admin/roles/4');
    expect(save.body).toEqual({
      name_ar: 'محرر الأخبار',
      name_en: 'News editor',
      permissions: ['list news', 'add news', 'delete news'],
    });
  });

  it('shows the super-admin role with every permission ticked and fixed; only its names can change', async () => {
    rolesApi();
    renderRoles('/admin/roles/add/1');
    await screen.findByRole('textbox', { name: 'Name (English)' });
    expect(screen.getByText('The super admin role always grants every permission.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBe(PERMISSIONS.length + Object.keys(PERMISSION_AREAS).length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  });
});
