import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { ScreenRoutes, StaffHomeContext } from './screen-routes';

const screenRoutes = (
  <StaffHomeContext.Provider value="/admin/main">
    <ScreenRoutes>
      <Route index element={<p>the list</p>} />
      <Route path="add-item/:id" element={<p>the form</p>} />
    </ScreenRoutes>
  </StaffHomeContext.Provider>
);

describe('ScreenRoutes', () => {
  it("shows the screen's own routes", async () => {
    renderWithProviders(screenRoutes, { route: '/add-item/7' });
    expect(await screen.findByText('the form')).toBeInTheDocument();
  });

  it('answers any other path below the screen with "not found" and the way back home', async () => {
    renderWithProviders(screenRoutes, { route: '/add-item' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/admin/main');
  });
});
