import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFields } from '../test-utils';
import { BILINGUAL_PHONE_QUERY, BilingualField } from './bilingual-field';

const user = userEvent.setup({ delay: null });

function emulatePhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...real(query),
    matches: query === BILINGUAL_PHONE_QUERY,
  }));
}

const values = { translation: [{ name: 'صيدلية' }, { name: 'Pharmacy' }] };
const names = { ar: 'translation.0.name', en: 'translation.1.name' };

describe('BilingualField', () => {
  it('puts both languages side by side on a wide screen, each in its own direction', () => {
    renderFields(<BilingualField label="users:fields.name" names={names} />, values);
    const arabic = screen.getByRole('textbox', { name: 'Name (Arabic)' });
    const english = screen.getByRole('textbox', { name: 'Name (English)' });
    expect(arabic).toHaveValue('صيدلية');
    expect(english).toHaveValue('Pharmacy');
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the languages as tabs on a phone, in Arabic', async () => {
    emulatePhone();
    renderFields(<BilingualField label="users:fields.name" names={names} />, values, { lang: 'ar' });
    expect(screen.getByRole('tab', { name: 'بالعربية' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'الاسم (بالعربية)' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'الاسم (بالإنجليزية)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'بالإنجليزية' }));
    const english = screen.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' });
    expect(english).toBeVisible();
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('opens the tab holding an error so it cannot hide behind the other one', () => {
    emulatePhone();
    const view = renderFields(<BilingualField label="users:fields.name" names={names} />, values);
    act(() => view.form().setError('translation.1.name', { message: 'The English name is taken.' }));
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The English name is taken.')).toBeVisible();
  });
});
