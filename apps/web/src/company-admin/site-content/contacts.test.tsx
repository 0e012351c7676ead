import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import ContactsDataPage from './contacts';

const stored = {
  phone: '920000000',
  email: 'care@example.com',
  license_number: null,
  sfda_number: null,
  tayiq_url: null,
  x_url: 'https://x.com/a',
  facebook_url: null,
  instagram_url: null,
  snapchat_url: null,
  tiktok_url: null,
  youtube_url: null,
  active_snapchat: 1,
  active_tiktok: 0,
  active_youtube: 0,
  snapchat_icon: '/uploads/contacts/s.png',
  tiktok_icon: null,
  youtube_icon: null,
};

describe('/admin/contacts-data/add', () => {
  it('saves without re-sending the stored icon and stays on screen with the success message', async () => {
    const { requests } = mockApi([
      { path: '/admin/website_contacts/show', respond: () => ({ body: { data: stored } }) },
      { method: 'POST', path: '/admin/website_contacts', respond: () => ({ body: { data: stored } }) },
    ]);
    renderWithProviders(<ContactsDataPage />, { route: '/admin/contacts-data/add' });
    const phone = await screen.findByDisplayValue('920000000');
    await userEvent.clear(phone);
    await userEvent.type(phone, '920011111');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true), { timeout: 5000 });
    // The green alert, with the form still on screen.
    expect(await screen.findByRole('status', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('920011111')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    const body = post?.body as FormData;
    expect(body.get('phone')).toBe('920011111');
    expect(body.get('active_snapchat')).toBe('1');
    expect(body.has('snapchat_icon')).toBe(false);
  });

  it('refuses a link that is not https before sending, naming the field', async () => {
    const { requests } = mockApi([
      { path: '/admin/website_contacts/show', respond: () => ({ body: { data: stored } }) },
    ]);
    renderWithProviders(<ContactsDataPage />, { route: '/admin/contacts-data/add' });
    const x = await screen.findByDisplayValue('https://x.com/a');
    await userEvent.clear(x);
    await userEvent.type(x, 'http://x.com/a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(x).toHaveAttribute('aria-invalid', 'true'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
