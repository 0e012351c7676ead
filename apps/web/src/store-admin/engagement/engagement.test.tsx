import type { AvailabilityItem, ReviewItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import { setUpScreenTests } from '../../test/screen';
import AvailabilityScreen from './availability';
import CommentsScreen from './comments';

const user = setUpScreenTests();

const review: ReviewItem = {
  id: 3,
  name: 'Reem',
  email: 'reem@example.com',
  date: '2026-02-02T10:00:00Z',
  comment: 'Works well',
  rating: 4,
  status: 0,
  product: { id: 7, code: '100245', name: 'Moisturiser' },
};

const request: AvailabilityItem = {
  id: 5,
  name: 'Khalid',
  email: 'khalid@example.com',
  mobile: '+966551112223',
  created_at: '2026-02-03T10:00:00Z',
  notified_at: null,
  product: { id: 7, code: '100245', name: 'Infant formula' },
};

describe('store ratings', () => {
  it('shows a review to customers with its switch, sending the id and the new status', async () => {
    const { requests } = mockApi([
      { path: '/admin/comments', respond: () => ({ body: { data: [review], total: 1 } }) },
      { method: 'PUT', path: '/admin/comments', respond: () => ({ body: { data: { ...review, status: 1 } } }) },
    ]);
    renderWithProviders(<CommentsScreen />, { lang: 'en' });
    const row = (await screen.findByText('Moisturiser')).closest('tr')!;
    expect(row).toHaveTextContent('★★★★ Works well');
    await user.click(within(row).getByRole('switch', { name: 'Show the review: Reem' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ id: 3, status: 1 }));
  });
});

describe('availability requests', () => {
  it('says a request is waiting, and deletes one after the spec’s question', async () => {
    const { requests } = mockApi([
      { path: '/admin/check-availabilities', respond: () => ({ body: { data: [request], total: 1 } }) },
      {
        method: 'DELETE',
        path: '/admin/check-availabilities',
        respond: () => ({ body: { data: { message: 'Deleted.' } } }),
      },
    ]);
    renderWithProviders(<AvailabilityScreen />, { lang: 'ar' });
    const row = (await screen.findByText('Infant formula')).closest('tr')!;
    expect(row).toHaveTextContent('بانتظار التوفر');
    await user.click(within(row).getByRole('button', { name: /حذف/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من مسح هذا ؟');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.url.search).toBe('?id=5'));
  });
});

describe('searching the lists', () => {
  it.each([
    ['store ratings', () => <CommentsScreen />, '/admin/comments', 'Search by name, e-mail, comment or product'],
    [
      'availability requests',
      () => <AvailabilityScreen />,
      '/admin/check-availabilities',
      'Search by name, e-mail, mobile or product',
    ],
  ])('finds %s by what was typed, sent as `search`', async (_name, screenOf, path, label) => {
    const { requests } = mockApi([{ path, respond: () => ({ body: { data: [], total: 0 } }) }]);
    renderWithProviders(screenOf(), { lang: 'en' });
    await user.type(await screen.findByRole('searchbox', { name: label }), 'أحمد');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('search')).toBe('أحمد'));
    expect(await screen.findByText('No matching results')).toBeInTheDocument();
  });
});
