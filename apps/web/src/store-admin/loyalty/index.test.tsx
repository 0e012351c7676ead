import type { LoyaltySettingsItem } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import LoyaltyScreen from './index';

const user = setUpScreenTests();

const saved: LoyaltySettingsItem = {
  id: 1,
  sar_to_loyalty_points: 20,
  minimum_loyalty_points: 100,
  maximum_loyalty_points: 0,
  updated_at: '2026-03-01T08:00:00Z',
};

describe('loyalty screen', () => {
  it('offers to set the programme up while there is none, and explains it once there is', async () => {
    let current: LoyaltySettingsItem[] = [];
    const { requests } = mockApi([
      { path: '/admin/loyalty-points', respond: () => ({ body: { data: current } }) },
      {
        method: 'POST',
        path: '/admin/loyalty-points',
        respond: () => {
          current = [saved];
          return { body: { data: saved } };
        },
      },
    ]);
    const view = renderScreen('/store-admin/loyalty', <LoyaltyScreen />, { route: '/store-admin/loyalty', lang: 'en' });
    expect(await screen.findByText('Loyalty points are not set up yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up loyalty points' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/loyalty/add-loyalty'));
    expect(screen.getByText(/20 points take one riyal off/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/loyalty'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      sar_to_loyalty_points: 20,
      minimum_loyalty_points: 100,
      maximum_loyalty_points: 0,
    });
    expect(await screen.findByText(/every 20 points are worth one riyal/)).toBeInTheDocument();
    expect(screen.getByText('No limit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up loyalty points' })).not.toBeInTheDocument();
  });
});
