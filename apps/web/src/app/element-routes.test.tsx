import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense } from 'react';
import { Link, MemoryRouter, matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, TestProviders } from '../test/render';
import { publicAppRoutes } from './app-routes';
import { type ElementRoute, elementRoutes, preloadRoutes } from './element-routes';

function Routes({ routes }: { routes: ElementRoute[] }) {
  return useRoutes(routes);
}

function renderAt(path: string, routes: ElementRoute[]) {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes routes={routes} />
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

function Broken(): never {
  throw new Error('render failed');
}

function About() {
  return <h1>About</h1>;
}

function News() {
  return <h1>News</h1>;
}

function Layout() {
  return (
    <>
      <Link to="/fine">fine</Link>
      <Outlet />
    </>
  );
}

/** Only its presence matters: the public build shows the app's error panel. */
function Boundary() {
  return null;
}

describe('elementRoutes', () => {
  it('renders a lazy route once its module is loaded, and preloading makes the first render final', async () => {
    const load = vi.fn(async () => ({ Component: About }));
    const routes = elementRoutes([{ path: '/', children: [{ path: 'about-us', lazy: load }] }]);
    await preloadRoutes(matchRoutes(routes, '/about-us'));
    expect(load).toHaveBeenCalledTimes(1);

    renderAt('/about-us', routes);
    // No loading state first: hydration must render what the server did.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a lazy route not loaded yet, then shows it', async () => {
    const routes = elementRoutes([{ path: '/news', lazy: async () => ({ Component: News }) }]);
    renderAt('/news', routes);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
  });

  it("shows the error panel in place of a failed route's children and clears it on the next address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: RouteObject[] = [
      {
        Component: Layout,
        children: [
          {
            path: '/',
            // A route without a component renders its children, as in the data router.
            ErrorBoundary: Boundary,
            children: [
              { path: 'broken', Component: Broken },
              { path: 'fine', element: <h1>Fine</h1> },
            ],
          },
        ],
      },
    ];
    renderAt('/broken', elementRoutes(routes));
    expect(
      await screen.findByRole('heading', { name: i18next.t('error_page.title', { ns: 'common' }) }),
    ).toBeInTheDocument();
    // The outermost boundary's panel is the page's main content; this one is inside a layout.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'fine' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });

  it('shows the error panel for a module that cannot load (a chunk gone after a deployment)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = new Error('Failed to fetch dynamically imported module: /assets/about-old.js');
    const routes: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: Boundary,
        children: [{ path: 'about-us', lazy: () => Promise.reject(gone) }],
      },
    ];
    renderAt('/about-us', elementRoutes(routes));
    expect(await screen.findByText(i18next.t('error_page.stale', { ns: 'common' }))).toBeInTheDocument();
  });

  it("shows the outermost boundary's panel as the page's main content", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', elementRoutes([{ path: '/', Component: Broken, ErrorBoundary: Boundary }]));
    expect(await screen.findByRole('main')).toHaveTextContent(i18next.t('error_page.title', { ns: 'common' }));
  });
});

describe('publicAppRoutes', () => {
  it('leaves the staff areas to the whole app: their addresses load it instead of a public page', async () => {
    // jsdom cannot reload a page; it reports the attempt as a navigation it does not implement.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/branches', elementRoutes(publicAppRoutes));
    expect(await screen.findByRole('status')).toHaveClass('page-loader');
    expect(
      screen.queryByRole('heading', { name: i18next.t('not_found.title', { ns: 'public' }) }),
    ).not.toBeInTheDocument();
  });
});
