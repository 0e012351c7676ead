import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/widgets.json';
import en from '../../locales/en/widgets.json';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import { SliderPage } from './slider-page';

const user = userEvent.setup({ delay: null });

async function renderSlider(lang: 'ar' | 'en') {
  mockApi([{ path: '/admin/home_page_slider', respond: () => ({ body: { data: [] } }) }]);
  const view = renderWithProviders(<SliderPage path="/admin/home_page_slider" title="widgets:slider.home_title" />);
  view.i18n.addResourceBundle(lang, 'widgets', lang === 'ar' ? ar : en);
  await act(() => view.i18n.changeLanguage(lang));
  return view;
}

describe('slider page', () => {
  it('says why "add" is disabled, next to the button and in its description, until images are chosen', async () => {
    await renderSlider('en');
    const add = await screen.findByRole('button', { name: 'Add images' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(en.slider.add_hint);
    expect(screen.getByText(en.slider.add_hint)).toBeVisible();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'one.png', { type: 'image/png' }));
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(en.slider.add_hint)).not.toBeInTheDocument();
    expect(add).not.toHaveAccessibleDescription(en.slider.add_hint);
  });

  it('gives the reason in Arabic', async () => {
    await renderSlider('ar');
    const add = await screen.findByRole('button', { name: ar.slider.add });
    expect(add).toHaveAccessibleDescription(ar.slider.add_hint);
  });
});
