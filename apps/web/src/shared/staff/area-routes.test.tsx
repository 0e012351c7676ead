import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../lazy-screen';
import { renderWithProviders } from '../test-utils';
import { type AreaPageProps, AreaRoutes, type AreaRouteTable, leadsSomewhere } from './area-routes';

function Frame({ isAvailable }: AreaPageProps) {
  return (
    <section aria-label="frame" data-links-list={isAvailable('/area/list')}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </section>
  );
}

function Home({ isAvailable }: AreaPageProps) {
  return <p>home page, missing screen linked: {String(isAvailable('/area/missing'))}</p>;
}

const table = (homePath: string): AreaRouteTable => ({
  base: '/area',
  homePath,
  Frame,
  Home,
  screens: [
    { path: 'list/*', Screen: lazyScreen(async () => ({ default: () => <p>list screen</p> })) },
    { path: 'edit/:id', Screen: lazyScreen(async () => ({ default: () => <p>edit screen</p> })) },
  ],
});

function renderArea(homePath: string, route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/area/*" element={<AreaRoutes table={table(homePath)} />} />
    </Routes>,
    { route },
  );
}

describe('leadsSomewhere', () => {
  it('links the home, the paths a screen serves and other areas; not a path no screen serves', () => {
    const area = table('/area/main');
    for (const path of ['/area/main', '/area/list', '/area/list/tab', '/area/edit/3', '/elsewhere/page']) {
      expect(leadsSomewhere(area, path), path).toBe(true);
    }
    for (const path of ['/area/edit', '/area/missing', '/area/main/more']) {
      expect(leadsSomewhere(area, path), path).toBe(false);
    }
  });
});

describe('AreaRoutes', () => {
  it('shows the home at the base itself when the home is the base', async () => {
    const view = renderArea('/area', '/area');
    expect(await screen.findByText('home page, missing screen linked: false')).toBeInTheDocument();
    expect(view.location()).toBe('/area');
  });

  it('sends the base to a home below it, inside the frame that knows which paths lead somewhere', async () => {
    const view = renderArea('/area/main', '/area');
    expect(await screen.findByText('home page, missing screen linked: false')).toBeInTheDocument();
    expect(view.location()).toBe('/area/main');
    expect(screen.getByRole('region', { name: 'frame' })).toHaveAttribute('data-links-list', 'true');
  });

  it('opens a screen at its path, and says "not found" in the frame elsewhere with the way home', async () => {
    const view = renderArea('/area/main', '/area/list/tab');
    expect(await screen.findByText('list screen')).toBeInTheDocument();
    await act(() => view.router.navigate('/area/missing'));
    const back = view.i18n.t('forbidden.back', { ns: 'common' });
    await waitFor(() => expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/area/main'));
    expect(screen.getByRole('heading', { name: view.i18n.t('not_found.title', { ns: 'common' }) })).toBeInTheDocument();
  });
});
