import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-client';
import { leadsSomewhere } from '../../shared/staff/area-routes';
import { menuLinks } from '../../shared/staff/menu-model';
import { jsonFetch, renderRoutes } from '../../test/render';
import { storeMenu } from '../menu';
import StoreAdminRoutes, { routeTable } from '../routes';
import { SyncButton } from './frame';
import { StoreAdminHome } from './home';

const shellT = i18next.getFixedT(null, 'shell');

function signedIn(permissions: string[], extra: Parameters<typeof jsonFetch>[0] = {}) {
  localStorage.setItem('token', 'tok');
  const fetchMock = jsonFetch({
    'GET /api/admin/profile': () => ({
      body: { data: { id: 9, name: 'Omar', email: 'o@example.com', image: null, role: ['store'], permissions } },
    }),
    ...extra,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A screen with one active query whose second answer waits until the test releases it. */
const counter = { calls: 0, release: () => {} };

function Counter() {
  const query = useQuery({
    queryKey: ['counter'],
    queryFn: async () => {
      const answer = await api.get<{ data: number }>('/store/counter');
      if (answer.data > 1) {
        await new Promise<void>((resolve) => {
          counter.release = resolve;
        });
      }
      return answer.data;
    },
  });
  return (
    <>
      <SyncButton />
      <p>count {query.data}</p>
    </>
  );
}

const routes = [
  { path: '/store-admin/*', element: <StoreAdminRoutes /> },
  { path: '/login', element: <p>login page</p> },
];

describe('store admin shell', () => {
  it('declares no menu entry without the screen it opens', () => {
    for (const link of menuLinks(storeMenu)) expect(leadsSomewhere(routeTable, link.path), link.path).toBe(true);
  });

  it('lists the granted sections whose screens exist, from the menu declaration', async () => {
    signedIn(['list orders', 'list products', 'list companies']);
    const exists = (path: string) => path !== '/store-admin/companies';
    renderRoutes([{ path: '/store-admin', element: <StoreAdminHome isAvailable={exists} /> }], '/store-admin');

    expect(await screen.findByText(shellT('store.overview.granted', { count: 2 }))).toBeInTheDocument();
    for (const key of ['requests', 'products'] as const) {
      expect(screen.getByRole('link', { name: shellT(`store.menu.${key}`) })).toBeInTheDocument();
    }
    for (const key of ['companies', 'statistics', 'coupons'] as const) {
      expect(screen.queryByText(shellT(`store.menu.${key}`))).not.toBeInTheDocument();
    }
  });

  it('lists nothing while no granted section has a screen', async () => {
    signedIn(['list orders', 'list prescriptions']);
    renderRoutes([{ path: '/store-admin', element: <StoreAdminHome isAvailable={() => false} /> }], '/store-admin');
    expect(await screen.findByText(shellT('store.overview.none'))).toBeInTheDocument();
  });

  it('says so when no store permission is held', async () => {
    signedIn(['list users']);
    renderRoutes(routes, '/store-admin');
    expect(await screen.findByText(shellT('store.overview.none'))).toBeInTheDocument();
  });

  it('links the granted sections only; the menu keeps the sign-out entry', async () => {
    signedIn(['list orders', 'list prescriptions']);
    renderRoutes(routes, '/store-admin');

    const nav = within(await screen.findByRole('navigation', { name: shellT('menu.label') }));
    expect(await nav.findByRole('link', { name: shellT('store.menu.requests') })).toHaveAttribute(
      'href',
      '/store-admin/requests',
    );
    expect(nav.getByRole('link', { name: shellT('store.menu.prescriptions') })).toHaveAttribute(
      'href',
      '/store-admin/prescriptions/mine',
    );
    for (const key of ['products', 'statistics', 'reports', 'coupons'] as const) {
      expect(nav.queryByRole('link', { name: shellT(`store.menu.${key}`) })).not.toBeInTheDocument();
    }
    const navbar = within(document.getElementById('staff-navbar') as HTMLElement);
    expect(navbar.getByRole('button', { name: shellT('header.sign_out') })).toBeInTheDocument();
  });

  it('shows the notifications bell with an empty list', async () => {
    signedIn([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/store-admin');

    await user.click(await screen.findByRole('button', { name: shellT('store.notifications.label') }));
    expect(await screen.findByText(shellT('store.notifications.empty'))).toBeInTheDocument();
  });

  it('Sync refetches the active queries and shows a spinner meanwhile', async () => {
    counter.calls = 0;
    signedIn([], {
      'GET /api/store/counter': () => {
        counter.calls += 1;
        return { body: { data: counter.calls } };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Counter /> }], '/');
    expect(await screen.findByText('count 1')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: shellT('store.sync') });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    counter.release();
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('answers /store-admin/statistics with the store dashboard', async () => {
    signedIn(['store management'], {
      'GET /api/admin/dashboard': () => ({
        body: {
          data: {
            period: 'today',
            from: '2026-11-26',
            to: '2026-11-26',
            no_of_orders: 3,
            sales: '45.00',
            no_of_users: 1,
            sales_per_day: [{ day: '2026-11-26', sales: '45.00', orders: 3 }],
            orders_by_status: [{ status: { id: 1, name: 'قيد التنفيذ' }, count: 3 }],
          },
        },
      }),
    });
    renderRoutes(routes, '/store-admin/statistics');
    expect(
      await screen.findByRole('heading', { level: 1, name: shellT('store.statistics.title') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('radiogroup', { name: i18next.t('dashboard.period', { ns: 'store-stats' }) }),
    ).toBeInTheDocument();
    expect(screen.queryByText(i18next.t('not_found.title', { ns: 'common' }))).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${shellT('store.statistics.title')} | ${shellT('store.title')}`));
    const nav = within(await screen.findByRole('navigation', { name: shellT('menu.label') }));
    expect(nav.getByRole('link', { name: shellT('store.menu.statistics') })).toHaveAttribute('aria-current', 'page');
  });

  it('links back to the company back-office only for staff who hold company permissions', async () => {
    signedIn(['store management', 'list users']);
    const first = renderRoutes(routes, '/store-admin');
    const nav = within(await screen.findByRole('navigation', { name: shellT('menu.label') }));
    expect(nav.getByRole('link', { name: shellT('store.menu.company') })).toHaveAttribute('href', '/admin/main');
    // The overview lists store sections only.
    expect(within(screen.getByRole('main')).queryByText(shellT('store.menu.company'))).not.toBeInTheDocument();
    expect(document.title).toBe(shellT('store.title'));
    first.unmount();

    signedIn(['store management', 'list orders']);
    renderRoutes(routes, '/store-admin');
    const storeOnly = within(await screen.findByRole('navigation', { name: shellT('menu.label') }));
    expect(storeOnly.getByRole('link', { name: shellT('store.menu.statistics') })).toBeInTheDocument();
    expect(storeOnly.queryByRole('link', { name: shellT('store.menu.company') })).not.toBeInTheDocument();
  });
});
