import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { leadsSomewhere } from '../../shared/staff/area-routes';
import { menuLinks } from '../../shared/staff/menu-model';
import { jsonFetch, renderRoutes } from '../../test/render';
import { companyMenu } from '../menu';
import CompanyAdminRoutes, { routeTable } from '../routes';

const shellT = i18next.getFixedT(null, 'shell');
const commonT = i18next.getFixedT(null, 'common');

function profile(permissions: string[]) {
  return { id: 3, name: 'Huda Salem', email: 'huda@example.com', image: null, role: ['editor', 'viewer'], permissions };
}

function signedIn(permissions: string[], extra: Parameters<typeof jsonFetch>[0] = {}) {
  localStorage.setItem('token', 'tok');
  const fetchMock = jsonFetch({ 'GET /api/admin/profile': () => ({ body: { data: profile(permissions) } }), ...extra });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = [
  { path: '/admin/*', element: <CompanyAdminRoutes /> },
  { path: '/login', element: <p>login page</p> },
];

async function navigation() {
  return within(await screen.findByRole('navigation', { name: shellT('menu.label') }));
}

describe('company admin shell', () => {
  it('declares no menu entry without the screen it opens', () => {
    for (const link of menuLinks(companyMenu)) expect(leadsSomewhere(routeTable, link.path), link.path).toBe(true);
  });

  it('hides menu entries the user has no permission for', async () => {
    signedIn(['list users']);
    renderRoutes(routes, '/admin/main');

    const nav = await navigation();
    expect(nav.getByRole('link', { name: shellT('company.menu.main') })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: shellT('company.menu.admin_users') })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: shellT('company.menu.log_actions') })).not.toBeInTheDocument();
  });

  it('shows only the always-visible entry to a user without permissions, and no cards', async () => {
    signedIn([]);
    renderRoutes(routes, '/admin/main');

    const nav = await navigation();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([shellT('company.menu.main')]);
    expect(screen.getByText(shellT('company.main.no_sections'))).toBeInTheDocument();
  });

  it('greets the user with name and first role, highlights the current entry and links the allowed sections', async () => {
    signedIn(['list users', 'list log actions']);
    renderRoutes(routes, '/admin/main');

    expect(
      await screen.findByRole('heading', { name: shellT('company.main.greeting', { name: 'Huda Salem' }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(shellT('company.main.role', { role: 'editor' }))).toBeInTheDocument();

    const nav = await navigation();
    expect(nav.getByRole('link', { name: shellT('company.menu.main') })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: shellT('company.menu.admin_users') })).not.toHaveAttribute('aria-current');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: shellT('company.menu.admin_users') })).toHaveAttribute(
      'href',
      '/admin/admin-users',
    );
    expect(within(main).getByRole('link', { name: shellT('company.menu.log_actions') })).toHaveAttribute(
      'href',
      '/admin/log-actions',
    );
  });

  it('shows the forbidden page for a screen whose permission is missing', async () => {
    signedIn(['list users']);
    renderRoutes(routes, '/admin/log-actions');

    expect(await screen.findByRole('heading', { name: commonT('forbidden.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: commonT('forbidden.back') })).toHaveAttribute('href', '/admin/main');
  });

  it('redirects /admin to /admin/main', async () => {
    signedIn([]);
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/main'));
  });

  it('sends a visitor without a token to /login', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/admin/admin-users');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the user to /login when the stored token is rejected', async () => {
    localStorage.setItem('token', 'expired');
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/admin/profile': () => ({ status: 401, body: { message: 'x' } }) }));
    const { router } = renderRoutes(routes, '/admin/main');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out on the server, clears the token and goes to /login', async () => {
    const logout = vi.fn(() => ({ body: { data: null } }));
    signedIn([], { 'POST /api/admin/logout': logout });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin/main');

    await user.click(await screen.findByRole('button', { name: shellT('header.sign_out') }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('titles every screen in the browser tab with the area name, the forbidden and unknown pages too', async () => {
    signedIn(['list users']);
    const { router } = renderRoutes(routes, '/admin/main');
    const area = shellT('company.title');
    await waitFor(() => expect(document.title).toBe(`${shellT('company.main.title')} | ${area}`));
    await router.navigate('/admin/log-actions');
    await waitFor(() => expect(document.title).toBe(`${commonT('forbidden.title')} | ${area}`));
    await router.navigate('/admin/no-such-screen');
    await waitFor(() => expect(document.title).toBe(`${commonT('not_found.title')} | ${area}`));
  });

  it('links the store back-office for staff who manage the store, to a page that exists', async () => {
    signedIn(['list users', 'store management']);
    renderRoutes(routes, '/admin/main');
    const nav = await navigation();
    expect(nav.getByRole('link', { name: shellT('company.menu.store') })).toHaveAttribute(
      'href',
      '/store-admin/statistics',
    );
  });

  it('does not link the store to staff without store management', async () => {
    signedIn(['list users', 'list orders']);
    renderRoutes(routes, '/admin/main');
    const nav = await navigation();
    expect(nav.queryByRole('link', { name: shellT('company.menu.store') })).not.toBeInTheDocument();
  });
});
