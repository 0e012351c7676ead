import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../shared/test-utils';
import { renderRoutes } from '../../test/render';
import type { Branch } from './api';
import BranchPage from './branch-page';
import BranchesPage, { BRANCHES_PAGE_SIZE } from './index';

// Leaflet needs a real layout engine; the map is replaced by elements that expose what it was given.
const leafletMap = vi.hoisted(() => ({ fitBounds: vi.fn(), setView: vi.fn() }));

/** A map box with a size, as a shown dialog gives it (jsdom lays nothing out). */
function sizedContainer(): HTMLDivElement {
  const box = document.createElement('div');
  Object.defineProperties(box, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
  return box;
}

vi.mock('react-leaflet', () => ({
  MapContainer: ({
    children,
    center,
    zoom,
    bounds,
  }: {
    children: ReactNode;
    center?: number[];
    zoom?: number;
    bounds?: unknown;
  }) => (
    <div data-testid="leaflet-map" data-center={center?.join(',')} data-zoom={zoom} data-fitted={bounds ? 'yes' : 'no'}>
      {children}
    </div>
  ),
  TileLayer: ({ url }: { url: string }) => <div data-testid="tiles" data-url={url} />,
  Marker: ({ children, title }: { children: ReactNode; title: string }) => (
    <div data-testid="marker" title={title}>
      {children}
    </div>
  ),
  Popup: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  // Far apart on screen at any zoom, so every branch keeps its own pin.
  useMap: () => ({
    invalidateSize: () => {},
    getZoom: () => 12,
    project: ([lat, long]: [number, number]) => ({ x: long * 1e5, y: lat * 1e5 }),
    fitBounds: leafletMap.fitBounds,
    setView: leafletMap.setView,
    getContainer: sizedContainer,
  }),
  useMapEvents: () => null,
}));

function branch(overrides: Partial<Branch> & Pick<Branch, 'id' | 'name' | 'city'>): Branch {
  return {
    code: `B-${overrides.id}`,
    address: 'Main Road',
    translation: [],
    mobile: '0112345678',
    region: null,
    google_map_url: null,
    image: null,
    active: 1,
    lat: 24.69,
    long: 46.68,
    latitude: 24.69,
    longitude: 46.68,
    from_time: '09:00',
    to_time: '13:00',
    time_from: '09:00',
    time_to: '13:00',
    is_24_hour: 0,
    time_shifts: [],
    services: [],
    ...overrides,
  };
}

const BRANCHES: Branch[] = [
  branch({
    id: 1,
    name: 'Olaya branch',
    city: 'Riyadh',
    from_time: null,
    to_time: null,
    is_24_hour: 1,
    services: [{ id: 1, name: 'Blood pressure check', translation: [] }],
  }),
  branch({
    id: 2,
    name: 'Malaz branch',
    city: 'Riyadh',
    time_shifts: [{ id: 9, time_from: '16:00', time_to: '23:30' }],
    lat: 24.66,
    long: 46.73,
  }),
  branch({
    id: 3,
    name: 'Tahlia branch',
    city: 'Jeddah',
    address: 'Tahlia Street, Jeddah',
    lat: null,
    long: null,
    mobile: null,
  }),
];

/** More branches than the list shows at first. */
const MANY = Array.from({ length: 30 }, (_, i) => branch({ id: 100 + i, name: `Branch ${i + 1}`, city: 'Riyadh' }));

function serveBranches(list: Branch[] = BRANCHES) {
  return mockApi([
    {
      path: '/branches',
      respond: ({ url }) => {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const city = url.searchParams.get('city') ?? '';
        const data = list.filter((b) => b.name.toLowerCase().includes(search) && (city === '' || b.city === city));
        return { body: { data } };
      },
    },
    {
      path: '/branches/cities',
      respond: () => ({
        body: {
          data: [
            { name: 'Jeddah', branches_count: 1 },
            { name: 'Riyadh', branches_count: 2 },
          ],
        },
      }),
    },
    { path: '/settings', respond: () => ({ body: { data: { data: { receive_employment_request: true } } } }) },
  ]);
}

const branchRequests = (requests: MockRequest[]) => requests.filter((r) => r.url.pathname === '/api/branches');

function renderPage(path = '/branches') {
  return renderRoutes([{ path: '/branches', Component: BranchesPage }], path);
}

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  // jsdom has <dialog> without its modal behaviour.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('branches page', () => {
  it('lists the branches with address, phone, hours and services', async () => {
    serveBranches();
    renderPage();

    const olaya = await screen.findByRole('article', { name: 'Olaya branch' });
    expect(within(olaya).getByText('Main Road, Riyadh')).toBeInTheDocument();
    expect(within(olaya).getByText('Open 24 hours')).toBeInTheDocument();
    expect(within(olaya).getByText('Blood pressure check')).toBeInTheDocument();
    const phone = within(olaya).getByRole('link', { name: '0112345678' });
    expect(phone).toHaveAttribute('href', 'tel:0112345678');
    expect(phone).toHaveAttribute('dir', 'ltr');

    const malaz = screen.getByRole('article', { name: 'Malaz branch' });
    expect(within(malaz).queryByText('Open 24 hours')).not.toBeInTheDocument();
    const periods = within(malaz)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(periods).toEqual(['9:00 am – 1:00 pm', '4:00 pm – 11:30 pm']);

    // A branch without coordinates offers no map.
    const tahlia = screen.getByRole('article', { name: 'Tahlia branch' });
    // The address already names its city.
    expect(within(tahlia).getByText('Tahlia Street, Jeddah')).toBeInTheDocument();
    expect(within(tahlia).queryByRole('button', { name: 'Show on the map' })).not.toBeInTheDocument();
    expect(screen.getByText('3 branches')).toBeInTheDocument();
    // Each name leads to the branch's own page, under its city.
    expect(within(malaz).getByRole('link', { name: 'Malaz branch' })).toHaveAttribute(
      'href',
      '/branches/Riyadh/2-malaz-branch',
    );
  });

  it('searches by name after a pause in typing and keeps the search in the URL', async () => {
    const { requests } = serveBranches();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Olaya branch' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by branch name, city or address' }), 'malaz');

    await waitFor(() => expect(router.state.location.search).toBe('?search=malaz'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Olaya branch' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Malaz branch' })).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per letter.
    const searches = branchRequests(requests).map((r) => r.url.searchParams.get('search'));
    expect(searches).toEqual([null, 'malaz']);
  });

  it('filters by city and starts from the search in the URL', async () => {
    const { requests } = serveBranches();
    const { router } = renderPage('/branches?search=branch');
    await screen.findByRole('article', { name: 'Olaya branch' });
    expect(screen.getByRole('searchbox', { name: 'Search by branch name, city or address' })).toHaveValue('branch');

    const select = screen.getByRole('combobox', { name: 'City' });
    await screen.findByRole('option', { name: 'Jeddah (1)' });
    await userEvent.selectOptions(select, 'Jeddah');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Olaya branch' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Tahlia branch' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=branch&city=Jeddah');
    const last = branchRequests(requests).at(-1);
    expect(last?.url.searchParams.get('city')).toBe('Jeddah');
    expect(last?.url.searchParams.get('search')).toBe('branch');
  });

  it('says so when nothing matches, and clears the search', async () => {
    serveBranches();
    const { router } = renderPage('/branches?search=nowhere');

    expect(await screen.findByText('No branch matches your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));

    expect(await screen.findByRole('article', { name: 'Olaya branch' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by branch name, city or address' })).toHaveValue('');
  });

  it('shows the first cards of a long list, and the next ones on request, focus on the first added', async () => {
    serveBranches(MANY);
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Branch 1' });
    expect(BRANCHES_PAGE_SIZE).toBe(12);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('30 branches')).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 30')).toBeInTheDocument();

    const more = screen.getByRole('link', { name: 'Show more branches' });
    expect(more).toHaveAttribute('href', '/branches?shown=24');
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(router.state.location.search).toBe('?shown=24');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Branch 13' })).toHaveFocus());

    await userEvent.click(screen.getByRole('link', { name: 'Show more branches' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('link', { name: 'Show more branches' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Branch 25' })).toHaveFocus());

    // A new search starts from the first cards again.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by branch name, city or address' }), 'branch');
    await waitFor(() => expect(router.state.location.search).toBe('?search=branch'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('reads the count from the address, and ignores a count it cannot use', async () => {
    serveBranches(MANY);
    renderPage('/branches?shown=20');
    await screen.findByRole('article', { name: 'Branch 1' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Show more branches' })).toHaveAttribute('href', '/branches?shown=30');
  });

  it.each(['-5', 'abc', '1e400', '3'])('shows the first page for ?shown=%s', async (shown) => {
    serveBranches(MANY);
    renderPage(`/branches?shown=${shown}`);
    await screen.findByRole('article', { name: 'Branch 1' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('shows a polite message with a retry when the branches cannot be loaded', async () => {
    let fail = true;
    mockApi([
      {
        path: '/branches',
        respond: () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { data: BRANCHES } }),
      },
      { path: '/branches/cities', respond: () => ({ body: { data: [] } }) },
    ]);
    renderPage();

    expect(await screen.findByText('The branches could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Olaya branch' })).toBeInTheDocument();
  });

  it('opens one branch on the map at street level and returns focus when closed', async () => {
    serveBranches();
    const { router } = renderPage();
    const malaz = await screen.findByRole('article', { name: 'Malaz branch' });
    const open = within(malaz).getByRole('button', { name: 'Show on the map' });
    open.focus();
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Malaz branch on the map' });
    const map = await within(dialog).findByTestId('leaflet-map');
    expect(map).toHaveAttribute('data-center', '24.66,46.73');
    expect(map).toHaveAttribute('data-zoom', '16');
    expect(
      within(dialog)
        .getAllByTestId('marker')
        .map((m) => m.title),
    ).toEqual(['Malaz branch']);
    expect(within(dialog).getByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(router.state.location.search).toBe('?map=2');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(open).toHaveFocus();
  });

  it('shows every listed branch with a location on one map', async () => {
    serveBranches();
    renderPage();
    await screen.findByRole('article', { name: 'Olaya branch' });

    await userEvent.click(screen.getByRole('button', { name: 'Show the branches on the map' }));

    const dialog = await screen.findByRole('dialog', { name: 'Branches on the map' });
    await within(dialog).findByTestId('leaflet-map');
    // The view is fitted to both located branches once the map's box has a size.
    await waitFor(() => expect(leafletMap.fitBounds).toHaveBeenCalled());
    const bounds = leafletMap.fitBounds.mock.lastCall?.[0];
    expect([bounds.getSouth(), bounds.getNorth()]).toEqual([24.66, 24.69]);
    // Tahlia has no coordinates.
    expect(
      within(dialog)
        .getAllByTestId('marker')
        .map((m) => m.title),
    ).toEqual(['Olaya branch', 'Malaz branch']);
  });

  it('takes the tile server from the settings when the server offers one', async () => {
    mockApi([
      { path: '/branches', respond: () => ({ body: { data: BRANCHES } }) },
      { path: '/branches/cities', respond: () => ({ body: { data: [] } }) },
      {
        path: '/settings',
        respond: () => ({ body: { data: { data: { map_tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png' } } } }),
      },
    ]);
    renderPage('/branches?map=1');

    const dialog = await screen.findByRole('dialog', { name: 'Olaya branch on the map' });
    expect(await within(dialog).findByTestId('tiles')).toHaveAttribute(
      'data-url',
      'https://tiles.example.test/{z}/{x}/{y}.png',
    );
  });

  it('renders in Arabic with Arabic hours', async () => {
    localStorage.setItem('lang', 'ar');
    serveBranches();
    renderPage();

    const olaya = await screen.findByRole('article', { name: 'Olaya branch' });
    expect(within(olaya).getByText('مفتوح 24 ساعة')).toBeInTheDocument();
    const malaz = screen.getByRole('article', { name: 'Malaz branch' });
    expect(within(malaz).getAllByRole('listitem')[0]?.textContent).toMatch(/^من 9:00 ص إلى 1:00 م$/);
    expect(screen.getByRole('heading', { level: 1, name: 'فروعنا' })).toBeInTheDocument();
  });
});

describe('clusterBranches', () => {
  it('groups the pins that would overlap on screen and keeps the others apart', async () => {
    const { clusterBranches } = await import('./branch-map');
    const at = (id: number, lat: number, long: number) => ({ ...branch({ id, name: `B${id}`, city: 'X' }), lat, long });
    const map = { project: ([lat, long]: [number, number]) => ({ x: long * 100, y: lat * 100 }) };
    const groups = clusterBranches(map as never, [at(1, 0, 0), at(2, 0.1, 0.1), at(3, 5, 5)], 10);
    expect(groups.map((group) => group.map((b) => b.id))).toEqual([[1, 2], [3]]);
  });
});

function CityPageStandIn() {
  return <p>city page</p>;
}

describe('branch page', () => {
  const MALAZ = BRANCHES[1]!;

  function serveBranch(answer: Branch | null = { ...MALAZ, services: [{ id: 4, name: 'Eye test', translation: [] }] }) {
    return mockApi([
      {
        path: /^\/branches\/\d+$/,
        respond: ({ url }) =>
          answer && url.pathname.endsWith(`/${answer.id}`)
            ? { body: { data: answer } }
            : { status: 404, body: { message: 'Not found' } },
      },
      {
        path: '/branches/cities',
        respond: () => ({ body: { data: [{ name: 'Riyadh', branches_count: 2, translation: [] }] } }),
      },
      { path: '/settings', respond: () => ({ body: { data: { data: {} } } }) },
    ]);
  }

  function renderBranch(path: string) {
    return renderRoutes(
      [
        { path: '/branches/:city/:slug', Component: BranchPage },
        { path: '/branches/:city', Component: CityPageStandIn },
      ],
      path,
    );
  }

  it('shows one branch: trail, name, facts, call, directions and its map', async () => {
    const { requests } = serveBranch();
    renderBranch('/branches/Riyadh/2-malaz-branch');

    expect(await screen.findByRole('heading', { level: 1, name: 'Malaz branch' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/branches/2')).toBe(true);
    expect(screen.getByText('Our pharmacy branch in Riyadh')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Riyadh' })).toHaveAttribute('href', '/branches/Riyadh');
    expect(within(trail).getByRole('link', { name: 'Our branches' })).toHaveAttribute('href', '/branches');
    expect(screen.getByText('Main Road, Riyadh')).toBeInTheDocument();
    expect(screen.getByText('Eye test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:0112345678');
    // No map link was entered: directions go to the branch's position, in a new tab.
    const directions = screen.getByRole('link', { name: 'Directions (opens in a new tab)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=24.66,46.73');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'All our branches in Riyadh' })).toHaveAttribute(
      'href',
      '/branches/Riyadh',
    );

    await waitFor(() => expect(document.title).toContain('Malaz branch, a pharmacy in Riyadh'));
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
      JSON.parse(el.textContent ?? ''),
    );
    const pharmacy = data.flat().find((entry) => entry['@type'] === 'Pharmacy');
    expect(pharmacy).toMatchObject({
      name: 'Malaz branch',
      telephone: '0112345678',
      geo: { latitude: 24.66, longitude: 46.73 },
      url: expect.stringMatching(/\/branches\/Riyadh\/2-malaz-branch$/),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Show on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Malaz branch on the map' });
    const map = await within(dialog).findByTestId('leaflet-map');
    expect(map).toHaveAttribute('data-center', '24.66,46.73');
  });

  it('leads another spelling of its address to the canonical one', async () => {
    serveBranch();
    const { router } = renderBranch('/branches/Jeddah/2-old-name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/branches/Riyadh/2-malaz-branch'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Malaz branch' })).toBeInTheDocument();
  });

  it('uses the map link staff entered for directions, and offers no map or call without them', async () => {
    serveBranch({ ...BRANCHES[2]!, google_map_url: 'https://maps.example.test/tahlia' });
    renderBranch('/branches/Jeddah/3-tahlia-branch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tahlia branch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://maps.example.test/tahlia',
    );
    expect(screen.queryByRole('button', { name: 'Show on the map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('is the not-found page for a branch that is not shown, and for an address without an id', async () => {
    serveBranch(null);
    renderBranch('/branches/Riyadh/99-gone');
    expect(await screen.findByText('This service is currently unavailable')).toBeInTheDocument();
  });

  it('reads right to left in Arabic, with the phone kept left to right', async () => {
    localStorage.setItem('lang', 'ar');
    serveBranch();
    renderBranch('/branches/Riyadh/2-malaz-branch');
    expect(await screen.findByText('فرع صيدليتنا في Riyadh')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /^اتصال/ });
    expect(call.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'الاتجاهات (يفتح في تبويب جديد)' })).toBeInTheDocument();
  });
});
