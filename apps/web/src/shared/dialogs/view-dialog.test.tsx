import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { ViewDialog } from './view-dialog';

const user = userEvent.setup({ delay: null });

function renderDialog(lang: 'ar' | 'en', onClose = vi.fn()) {
  renderWithProviders(
    <ViewDialog opened onClose={onClose} title={lang === 'ar' ? 'الطلب رقم 5' : 'Order #5'}>
      <Button>{lang === 'ar' ? 'الفاتورة' : 'Invoice'}</Button>
    </ViewDialog>,
    { lang },
  );
  return onClose;
}

describe('ViewDialog', () => {
  it('names its close button in English and starts the focus on its title, not on that button', async () => {
    const onClose = renderDialog('en');
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(within(dialog).getByText('Order #5')).toHaveFocus());
    expect(close).not.toHaveFocus();
    // Enter on the title closes nothing; Tab reaches the close button, then the dialog's controls.
    await user.keyboard('{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Invoice' })).toHaveFocus();
  });

  it('names its close button in Arabic', async () => {
    renderDialog('ar');
    const dialog = await screen.findByRole('dialog', { name: 'الطلب رقم 5' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
