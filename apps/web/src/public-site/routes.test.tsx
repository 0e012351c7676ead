import { readPageAddress } from '@app/contracts/page-addresses';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../shared/test-utils';
import { publicRoutes } from './routes';
import { renderPublic } from './test-support';

function api() {
  return mockApi([
    { path: '/menu', respond: () => ({ body: { data: [] } }) },
    { path: '/website_contacts', respond: () => ({ status: 500, body: { message: 'down' } }) },
  ]);
}

/** Each route's path as an address, its parameters filled in with words of both cases. */
function routeAddresses(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined || route.path === '*' ? base : `${base}/${route.path.replace(/:\w+/g, 'Word')}`;
    return [...(route.path && route.path !== '*' ? [path] : []), ...routeAddresses(route.children ?? [], path)];
  });
}

describe('public routes', () => {
  it('reads each route as spelled in the route table as canonical, and any other case as another spelling of it', () => {
    const addresses = routeAddresses(publicRoutes);
    expect(addresses.length).toBeGreaterThan(8);
    for (const address of addresses) {
      expect(readPageAddress(address), address).toMatchObject({ path: address, canonical: true });
      const [, first = '', ...rest] = address.split('/');
      const shouted = ['', first.toUpperCase(), ...rest].join('/');
      expect(readPageAddress(shouted), shouted).toMatchObject({ path: address, canonical: false });
      expect(readPageAddress(`/EN${shouted}`), shouted).toMatchObject({ lang: 'en', path: address, canonical: false });
    }
  });

  it('shows the not-found page inside the layout for an unknown URL, in English', async () => {
    api();
    renderPublic(publicRoutes, { path: '/no/such/page' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'This service is currently unavailable' });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Service unavailable | Rawaa Pharmacy Group'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows the Arabic "service currently unavailable" message at /Not-found', async () => {
    api();
    renderPublic(publicRoutes, { path: '/Not-found', lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الخدمة غير متوفرة حالياً' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('shows the store-status title and two apology lines at /Error', async () => {
    api();
    renderPublic(publicRoutes, { path: '/Error' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'The store is temporarily unavailable' });
    const box = heading.parentElement as HTMLElement;
    expect(within(box).getByText('We apologise: this service cannot be reached right now.')).toBeInTheDocument();
    expect(within(box).getByText('We apologise for the inconvenience; please try again later.')).toBeInTheDocument();
  });
});
