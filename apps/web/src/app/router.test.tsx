import { BRAND } from '@app/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, TestProviders } from '../test/render';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('app routes', () => {
  it('renders the public home page inside the site layout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: BRAND.name.ar })).toBeInTheDocument();
    expect(
      await screen.findByRole('navigation', { name: i18next.t('nav.label', { ns: 'public' }) }),
    ).toBeInTheDocument();
  });

  it('renders the not-found page for unknown URLs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: i18next.t('not_found.title', { ns: 'public' }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18next.t('not_found.home', { ns: 'public' }) })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('drops a ?lang= that matches the current language from the URL', async () => {
    const router = renderApp('/?lang=ar&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  });

  it('routes /login to the sign-in form', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderApp('/login');
    expect(await screen.findByRole('button', { name: i18next.t('submit', { ns: 'auth' }) })).toBeInTheDocument();
  });
});
