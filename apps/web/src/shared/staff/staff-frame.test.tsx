import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { IconHome, IconPhoto } from './icons';
import type { MenuNode } from './menu-model';
import { MAIN_CONTENT_ID, StaffFrame } from './staff-frame';

/** A menu with an entry and a group, as the areas declare theirs. */
const menu: readonly MenuNode[] = [
  { labelKey: 'company.menu.main', path: '/admin/main', icon: IconHome, permission: null },
  {
    labelKey: 'company.menu.magazine',
    icon: IconPhoto,
    permission: null,
    children: [{ labelKey: 'company.menu.articles', path: '/admin/articles', icon: IconPhoto, permission: null }],
  },
];

const user = userEvent.setup({ delay: null });

function renderFrame(lang: 'ar' | 'en' = 'en') {
  return renderWithProviders(<StaffFrame menu={menu} titleKey="company.title" homePath="/admin/main" />, {
    route: '/admin/main',
    lang,
  });
}

describe('StaffFrame keyboard access', () => {
  it('opens with a skip link, first in the tab order, that moves the focus to the screen', async () => {
    renderFrame();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await user.keyboard('{Enter}');
    const main = document.getElementById(MAIN_CONTENT_ID);
    expect(main?.tagName).toBe('MAIN');
    expect(main).toHaveFocus();
  });

  it('says it in Arabic on the Arabic screens', async () => {
    renderFrame('ar');
    await user.tab();
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toHaveFocus();
  });

  it('makes each menu group a button that says whether it is open and opens from the keyboard', async () => {
    renderFrame();
    const group = screen.getByRole('button', { name: 'Electronic magazine' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    group.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/admin/articles');
    await user.keyboard(' ');
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));
  });
});
