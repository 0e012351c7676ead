import type { MenuItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import arWidgets from '../../locales/ar/widgets.json';
import enWidgets from '../../locales/en/widgets.json';
import { type MockRequest, mockApi, renderWithProviders } from '../../shared/test-utils';
import NavMenuPage from './nav-menu';

const namespaces = { widgets: { ar: arWidgets, en: enWidgets } };
const user = userEvent.setup({ delay: null });

function menuApi() {
  let items: MenuItem[] = [
    { id: 1, title_ar: 'من نحن', title_en: 'About us', uri: '/about-us', order: 1, active: 1 },
    { id: 2, title_ar: 'الأخبار', title_en: 'News', uri: '/news', order: 2, active: 1 },
  ];
  let next = 10;
  return mockApi([
    { path: '/admin/menus', respond: () => ({ body: { data: items } }) },
    {
      method: 'POST',
      path: '/admin/menus',
      respond: ({ body }: MockRequest) => {
        const sent = (body as { items: Array<Omit<MenuItem, 'id'> & { id?: number | null }> }).items;
        items = sent.map((item) => ({ ...item, id: item.id ?? next++ }));
        return { body: { data: items } };
      },
    },
  ]);
}

describe('navigation menu screen', () => {
  it('saves the rows in their screen order, then edits the saved rows (new rows get their ids)', async () => {
    const api = menuApi();
    renderWithProviders(<NavMenuPage />, { namespaces });
    expect(await screen.findByDisplayValue('About us')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Link 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const row = screen.getByRole('group', { name: 'Link 3' });
    await user.type(within(row).getByLabelText(/^Arabic title/), 'الفروع');
    await user.type(within(row).getByLabelText(/^English title/), 'Branches');
    await user.type(within(row).getByLabelText(/^Link/), '/branches');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Edited successfully')).toBeInTheDocument();
    const first = api.requests.filter((r) => r.method === 'POST').at(-1)!.body as { items: MenuItem[] };
    expect(first.items.map((i) => [i.id, i.title_en, i.order])).toEqual([
      [2, 'News', 1],
      [1, 'About us', 2],
      [null, 'Branches', 3],
    ]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const second = api.requests.filter((r) => r.method === 'POST').at(-1)!.body as { items: MenuItem[] };
    expect(second.items.map((i) => i.id)).toEqual([2, 1, 10]);
  });

  it('refuses a link that is not an internal route or https before sending', async () => {
    const api = menuApi();
    renderWithProviders(<NavMenuPage />, { namespaces });
    const row = await screen.findByRole('group', { name: 'Link 1' });
    const uri = within(row).getByLabelText(/^Link/);
    await user.clear(uri);
    await user.type(uri, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('The Link must be a valid link.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
