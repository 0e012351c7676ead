import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type MockRoute, mockApi } from '../../shared/test-utils';
import { createTestQueryClient, TestProviders } from '../../test/render';
import type { MenuItem, WebsiteContacts } from '../common/api-types';
import { usePageMeta } from '../common/page-meta';
import { SITE_CONSTANTS } from '../constants';
import { renderPublic, stubIntersectionObserver } from '../test-support';
import PublicLayout from './public-layout';
import { SiteHeader } from './site-header';

const MENU: MenuItem[] = [
  { id: 1, uri: '/', title_ar: 'الرئيسية', title_en: 'Home' },
  { id: 2, uri: '/about-us', title_ar: 'من نحن', title_en: 'About us' },
  { id: 3, uri: 'investor-relations', title_ar: 'علاقات المستثمرين', title_en: 'Investor relations' },
  { id: 4, uri: '/contact-us', title_ar: 'تواصل معنا', title_en: 'Contact us' },
];

const CONTACTS: WebsiteContacts = {
  phone: '920099999',
  email: 'care@pharmacy.example',
  license_number: '1010456789',
  sfda_number: 'SFDA-PH-1',
  tayiq_url: 'https://ade.sfda.gov.sa',
  x_url: 'https://x.com/pharmacy',
  facebook_url: 'https://facebook.com/pharmacy',
  instagram_url: 'https://instagram.com/pharmacy',
  snapchat_url: 'https://snapchat.com/add/pharmacy',
  tiktok_url: 'https://tiktok.com/@pharmacy',
  youtube_url: 'https://youtube.com/@pharmacy',
  active_snapchat: 1,
  active_tiktok: 0,
  active_youtube: 1,
  snapchat_icon: '/uploads/contacts/icons/snap.png',
  tiktok_icon: '/uploads/contacts/icons/tiktok.png',
  youtube_icon: null,
};

/** An item's page: its address differs by language (its title's words), as an article's does. */
const ITEM_PATHS = { ar: '/medical-journal/3-فيتامين-د', en: '/medical-journal/3-vitamin-d' };

function ItemPage() {
  usePageMeta({ title: 'Vitamin D', description: 'Sun', paths: ITEM_PATHS });
  return <h1>Item page</h1>;
}

function routes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: PublicLayout,
      children: [
        { index: true, element: <h1>Home page</h1> },
        { path: 'about-us', element: <h1>About page</h1> },
        { path: 'medical-journal/:slug', element: <ItemPage /> },
        { path: '*', element: <h1>Other page</h1> },
      ],
    },
  ];
}

function api(overrides: Partial<Record<'menu' | 'contacts', MockRoute['respond']>> = {}) {
  return mockApi([
    { path: '/menu', respond: overrides.menu ?? (() => ({ body: { data: MENU } })) },
    { path: '/website_contacts', respond: overrides.contacts ?? (() => ({ body: { data: CONTACTS } })) },
  ]);
}

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('public layout', () => {
  it('has a skip link to the main landmark and the header, navigation, main and footer landmarks', async () => {
    api();
    renderPublic(routes());
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(header()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it('shows facebook, instagram and x always, and snapchat, tiktok, youtube only when active', async () => {
    api();
    renderPublic(routes());
    const bar = header();
    await within(bar).findByRole('link', { name: 'Facebook (opens in a new tab)' });
    for (const [name, href] of [
      ['Facebook', CONTACTS.facebook_url],
      ['Instagram', CONTACTS.instagram_url],
      ['X', CONTACTS.x_url],
      ['Snapchat', CONTACTS.snapchat_url],
      ['YouTube', CONTACTS.youtube_url],
    ] as const) {
      const link = within(bar).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(bar).queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
    // The uploaded icon is used where there is one.
    const snapchat = within(bar).getByRole('link', { name: 'Snapchat (opens in a new tab)' });
    expect(snapchat.querySelector('img')).toHaveAttribute('src', CONTACTS.snapchat_icon);
    const youtube = within(bar).getByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(youtube.querySelector('img')).toBeNull();
    expect(youtube.querySelector('svg')).not.toBeNull();
  });

  it('hides an optional network whose flag is on but has no URL, and shows tiktok once activated', async () => {
    api({
      contacts: () => ({
        body: { data: { ...CONTACTS, snapchat_url: null, active_tiktok: 1, active_youtube: 0 } },
      }),
    });
    renderPublic(routes());
    const bar = header();
    expect(await within(bar).findByRole('link', { name: 'TikTok (opens in a new tab)' })).toHaveAttribute(
      'href',
      CONTACTS.tiktok_url,
    );
    expect(within(bar).queryByRole('link', { name: /Snapchat/ })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
  });

  it('shows the menu in the active language and marks the item of the current URL', async () => {
    api();
    renderPublic(routes(), { path: '/about-us' });
    const nav = mainNav();
    const about = await within(nav).findByRole('link', { name: 'About us' });
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // A uri saved without its leading slash still links to the page.
    expect(within(nav).getByRole('link', { name: 'Investor relations' })).toHaveAttribute(
      'href',
      '/investor-relations',
    );
  });

  it('moves the active item with the URL and marks the home item only on the home page', async () => {
    api();
    const { router } = renderPublic(routes(), { path: '/' });
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current'));
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
  });

  it('uses the Arabic titles in Arabic', async () => {
    api();
    renderPublic(routes(), { path: '/contact-us', lang: 'ar' });
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(await within(nav).findByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('falls back to the public pages when the menu cannot be loaded', async () => {
    api({ menu: () => ({ status: 500, body: { message: 'down' } }) });
    renderPublic(routes(), { path: '/branches' });
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Branches' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Medical journal' })).toHaveAttribute('href', '/medical-journal');
    const [menuList] = within(nav).getAllByRole('list');
    expect(within(menuList as HTMLElement).getAllByRole('link')).toHaveLength(7);
  });

  it('opens and closes the mobile menu with its toggle, Escape and navigation', async () => {
    api();
    const { router } = renderPublic(routes());
    const user = userEvent.setup();
    const toggle = within(mainNav()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The name stays; aria-expanded tells the state.
    expect(toggle).toHaveAccessibleName('Menu');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(await within(mainNav()).findByRole('link', { name: 'About us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens the phone menu with the browser's own disclosure until the app runs, then with its button, as left", async () => {
    api();
    localStorage.setItem('lang', 'en');
    stubIntersectionObserver();
    const queryClient = createTestQueryClient();
    const header = () => (
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </TestProviders>
    );
    // As the server sends it (and a browser without scripts keeps it): a <details> whose summary
    // opens the panel by itself; the app's button is not shown.
    const container = document.createElement('div');
    container.innerHTML = renderToString(header());
    document.body.append(container);
    onTestFinished(() => container.remove());
    const nav = within(container).getByRole('navigation', { name: 'Main menu' });
    const summary = nav.querySelector('summary') as HTMLElement;
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(summary).toHaveTextContent('Menu');
    expect(details).not.toHaveAttribute('hidden');
    const panel = document.getElementById(summary.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(details.compareDocumentPosition(panel as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nav.querySelector('button')).toHaveAttribute('hidden');
    // Opened before the scripts ran; once the app runs, its button takes over, still open.
    details.open = true;
    await act(async () => {
      hydrateRoot(container, header());
    });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('hidden'));
    expect(details).toHaveAttribute('hidden');
    expect(details.open).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("offers the other language as a link to this page's own address in it", async () => {
    api();
    renderPublic(routes(), { lang: 'ar', path: '/about-us?page=2' });
    const group = screen.getByRole('group', { name: 'اللغة' });
    expect(within(group).getByText('العربية')).toHaveAttribute('aria-current', 'true');
    const english = within(group).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/about-us?page=2');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it("links an item's page to the item's own address in the other language, and follows the next page", async () => {
    api();
    const { router } = renderPublic(routes(), { lang: 'ar', path: ITEM_PATHS.ar });
    await screen.findByRole('heading', { name: 'Item page' });
    const english = () => within(screen.getByRole('group', { name: 'اللغة' })).getByRole('link', { name: 'English' });
    // Not the Arabic words under /en (a redirect away): the English page's own address.
    await waitFor(() => expect(english()).toHaveAttribute('href', `/en${ITEM_PATHS.en}`));
    await act(() => router.navigate('/about-us'));
    await screen.findByRole('heading', { name: 'About page' });
    expect(english()).toHaveAttribute('href', '/en/about-us');
  });

  it('puts the licence, SFDA number, vigilance link, job hotline and contact link in the footer', async () => {
    api();
    renderPublic(routes());
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(CONTACTS.license_number as string)).toBeInTheDocument();
    expect(within(footer).getByText(CONTACTS.sfda_number as string)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Report a side effect/ })).toHaveAttribute(
      'href',
      CONTACTS.tayiq_url,
    );
    expect(within(footer).getByRole('link', { name: SITE_CONSTANTS.jobHotline })).toHaveAttribute(
      'href',
      `tel:${SITE_CONSTANTS.jobHotline}`,
    );
    expect(within(footer).getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: CONTACTS.phone as string })).toHaveAttribute(
      'href',
      `tel:${CONTACTS.phone}`,
    );
  });

  it('falls back to the fixed contact data when the settings cannot be loaded', async () => {
    api({ contacts: () => ({ status: 500, body: { message: 'down' } }) });
    renderPublic(routes());
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: SITE_CONSTANTS.email })).toHaveAttribute(
      'href',
      `mailto:${SITE_CONSTANTS.email}`,
    );
    expect(within(footer).queryByText('Commercial licence no.')).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });
});
