import { screen, waitFor, within } from '@testing-library/react';
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

describe('public routes', () => {
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
