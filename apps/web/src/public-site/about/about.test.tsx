import { ABOUT_IMAGE_FIELD_NAMES, ABOUT_TEXT_FIELD_NAMES } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRoute, mockApi } from '../../shared/test-utils';
import type { AboutImageField, AboutPage, AboutTextField } from '../common/api-types';
import { renderPublic } from '../test-support';
import AboutUsPage from './index';

function api(respond: MockRoute['respond']) {
  return mockApi([{ path: '/about_us_page', respond }]);
}

/** What the server sends before staff write anything: every image null, every text empty. */
const EMPTY_TEXTS = Object.fromEntries(ABOUT_TEXT_FIELD_NAMES.map((name) => [name, ''])) as Record<
  AboutTextField,
  string
>;
const EMPTY_IMAGES = Object.fromEntries(ABOUT_IMAGE_FIELD_NAMES.map((name) => [name, null])) as Record<
  AboutImageField,
  string | null
>;

const ANSWER: AboutPage = {
  ...EMPTY_IMAGES,
  translations: [],
  logo: '/uploads/logo-ar.webp',
  logo_en: '/uploads/logo-en.webp',
  first_image: '/uploads/first.webp',
  first_image_en: null,
  third_section_sub_title_1_image: '/uploads/chart-ar.webp',
  third_section_sub_title_1_image_en: '/uploads/chart-en.webp',
  translation: {
    ...EMPTY_TEXTS,
    locale: 'en',
    title: 'About Rawaa',
    content: 'Rawaa began in Riyadh.',
    second_section_title: 'Vision and message',
    second_section_sub_title_1: '',
    fourth_section_title: '   ',
  },
};

describe('about us page', () => {
  it('shows the texts from the API and the locale fallback for each one it leaves empty', async () => {
    api(() => ({ body: { data: ANSWER } }));
    renderPublic(<AboutUsPage />);
    expect(await screen.findByRole('heading', { name: 'About Rawaa' })).toBeInTheDocument();
    expect(screen.getByText('Rawaa began in Riyadh.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vision and message' })).toBeInTheDocument();
    // Empty and blank texts fall back.
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community contributions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Branches and warehouses' })).toBeInTheDocument();
  });

  it('uses the English images in English and the shared ones where there is no English image', async () => {
    api(() => ({ body: { data: ANSWER } }));
    renderPublic(<AboutUsPage />);
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute('src', '/uploads/logo-en.webp');
    expect(screen.getByRole('img', { name: 'Organisational chart' })).toHaveAttribute('src', '/uploads/chart-en.webp');
    const overview = screen.getByRole('heading', { name: 'About Rawaa' }).closest('section') as HTMLElement;
    expect(overview.querySelector('img[src="/uploads/first.webp"]')).not.toBeNull();
    // The overview's picture is the top of the page: asked for at once and first; the rest when near.
    const lead = overview.querySelector('img[src="/uploads/first.webp"]');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Organisational chart' })).toHaveAttribute('loading', 'lazy');
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('uses the Arabic images in Arabic', async () => {
    api(() => ({ body: { data: { ...ANSWER, translation: { locale: 'ar', title: 'عن رواء' } } } }));
    renderPublic(<AboutUsPage />, { lang: 'ar' });
    expect(await screen.findByRole('img', { name: 'شعار الشركة' })).toHaveAttribute('src', '/uploads/logo-ar.webp');
    expect(screen.getByRole('img', { name: 'الهيكل التنظيمي' })).toHaveAttribute('src', '/uploads/chart-ar.webp');
  });

  it('shows every section with the fallback texts when the call fails', async () => {
    api(() => ({ status: 500, body: { message: 'down' } }));
    renderPublic(<AboutUsPage />, { lang: 'ar' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'نبذة عنا' })).toBeInTheDocument());
    for (const title of [
      'رؤيتنا ورسالتنا',
      'الهيكل التنظيمي',
      'خدماتنا',
      'إسهاماتنا المجتمعية',
      'الفروع والمستودعات',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const services = screen.getByRole('heading', { level: 2, name: 'خدماتنا' }).closest('section') as HTMLElement;
    expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
