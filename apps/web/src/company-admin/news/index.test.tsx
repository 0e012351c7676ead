import type { NewsItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { type MockRequest, mockApi } from '../../shared/test-utils';
import { formEntries, renderScreen, setUpScreenTests } from '../../test/screen';
import NewsScreen from './index';

const user = setUpScreenTests();

const stored: NewsItem = {
  id: 5,
  image: '/uploads/public/news/opening.jpg',
  created_at: '2025-03-05T10:00:00Z',
  translation: [
    { local: 'ar', name: 'افتتاح فرع جديد', content: '<p>نص الخبر</p>' },
    { local: 'en', name: 'A new branch opens', content: '<p>The story</p>' },
  ],
};

function newsApi(onSave?: (request: MockRequest) => { status: number; body: unknown } | undefined) {
  return mockApi([
    { path: '/admin/news', respond: () => ({ body: { data: [stored], total: 1 } }) },
    { path: '/admin/news/5', respond: () => ({ body: { data: stored } }) },
    {
      method: 'POST',
      path: /^\/admin\/news(\/5)?$/,
      respond: (request) => onSave?.(request) ?? { body: { data: stored } },
    },
    { method: 'DELETE', path: '/admin/news/5', respond: () => ({ body: { data: { message: 'Deleted.' } } }) },
  ]);
}

const renderNews = (route: string, lang: Lang = 'en') => renderScreen('/admin/news', <NewsScreen />, { route, lang });

describe('news screens', () => {
  it('lists news with image and date, and deletes after the confirmation', async () => {
    const { requests } = newsApi();
    renderNews('/admin/news');
    const row = (await screen.findByText('A new branch opens')).closest('tr')!;
    expect(row.querySelector('img')).toHaveAttribute('src', stored.image);
    expect(row).toHaveTextContent('5 Mar 2025');
    await user.click(within(row).getByRole('button', { name: 'Delete A new branch opens' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the news item?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(requests.find((request) => request.method === 'DELETE')!.url.pathname).toBe('/api/admin/news/5');
  });

  it('edits as multipart POST with _method=PUT, without the untouched image, then returns to the list', async () => {
    const { requests } = newsApi();
    const view = renderNews('/admin/news/add-news/5');
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    expect(document.title).toContain('Edit news');
    await user.clear(name);
    await user.type(name, 'Opening day');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/admin/news'));
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/news/5');
    expect(formEntries(save.body)).toEqual([
      ['translation[0][local]', 'ar'],
      ['translation[0][name]', 'افتتاح فرع جديد'],
      ['translation[0][content]', '<p>نص الخبر</p>'],
      ['translation[1][local]', 'en'],
      ['translation[1][name]', 'Opening day'],
      ['translation[1][content]', '<p>The story</p>'],
      ['_method', 'PUT'],
    ]);
  });

  it('checks the form in Arabic, then sends a new item with its chosen image', async () => {
    const { requests } = newsApi((request) =>
      (request.body as FormData).get('translation[0][name]') === 'مرفوض'
        ? { status: 422, body: { message: 'البيانات غير صحيحة', errors: { 'translation.0.name': ['الاسم مستخدم'] } } }
        : undefined,
    );
    const view = renderNews('/admin/news/add-news', 'ar');
    await screen.findByRole('heading', { name: 'إضافة خبر' });
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findAllByText(/الاسم/, { selector: '.mantine-InputWrapper-error' })).not.toHaveLength(0);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالعربية)' }), 'مرفوض');
    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' }), 'Opening');
    await user.click(await screen.findByRole('textbox', { name: 'المحتوى (بالعربية)' }));
    await user.keyboard('نص');
    await user.click(screen.getByRole('textbox', { name: 'المحتوى (بالإنجليزية)' }));
    await user.keyboard('Text');
    await user.upload(
      screen.getByLabelText('الصورة', { selector: 'input' }),
      new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('الاسم مستخدم');

    const arabicName = screen.getByRole('textbox', { name: 'الاسم (بالعربية)' });
    await user.clear(arabicName);
    await user.type(arabicName, 'افتتاح');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(view.location()).toBe('/admin/news'));
    const save = requests.filter((request) => request.method === 'POST').at(-1)!;
    expect(save.url.pathname).toBe('/api/admin/news');
    expect(formEntries(save.body)).toEqual([
      ['translation[0][local]', 'ar'],
      ['translation[0][name]', 'افتتاح'],
      ['translation[0][content]', '<p>نص</p>'],
      ['translation[1][local]', 'en'],
      ['translation[1][name]', 'Opening'],
      ['translation[1][content]', '<p>Text</p>'],
      ['image', 'photo.jpg'],
    ]);
  });
});
