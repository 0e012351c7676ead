import type { ReportItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { type MockRequest, mockApi } from '../../shared/test-utils';
import { formEntries, renderScreen, setUpScreenTests } from '../../test/screen';
import ReportsScreen from './index';

const user = setUpScreenTests();

const file = (id: number, ar: string, en: string) => ({
  id,
  file: `reports/${id}.pdf`,
  download_url: `/uploads/public/reports/${id}.pdf`,
  translation: [
    { locale: 'ar' as const, title: ar },
    { locale: 'en' as const, title: en },
  ],
});

const stored: ReportItem = {
  id: 9,
  image: '/uploads/public/reports/cover.jpg',
  created_at: '2025-03-05T10:00:00Z',
  translation: [
    { locale: 'ar', title: 'النتائج المالية' },
    { locale: 'en', title: 'Financial results' },
  ],
  files: [file(1, 'الربع الأول', 'First quarter'), file(2, 'الربع الثاني', 'Second quarter')],
};

function reportsApi(onSave?: (request: MockRequest) => { status: number; body: unknown } | undefined) {
  return mockApi([
    { path: '/admin/reportsResults', respond: () => ({ body: { data: [stored] } }) },
    { path: '/admin/reportsResults/9', respond: () => ({ body: { data: stored } }) },
    {
      method: 'POST',
      path: /^\/admin\/reportsResults(\/9)?$/,
      respond: (request) => onSave?.(request) ?? { body: { data: stored } },
    },
    {
      method: 'DELETE',
      path: '/admin/reportsResults/file',
      respond: () => ({ body: { data: { message: 'Deleted.' } } }),
    },
  ]);
}

const renderReports = (route: string, lang: Lang = 'en') =>
  renderScreen('/admin/results-and-reports', <ReportsScreen />, { route, lang });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const row = (name: string) => screen.getByRole('group', { name });

describe('reports and results screens', () => {
  it('lists reports with their title, image and number of files', async () => {
    reportsApi();
    renderReports('/admin/results-and-reports');
    const line = (await screen.findByText('Financial results')).closest('tr')!;
    expect(line.querySelector('img')).toHaveAttribute('src', stored.image);
    expect(within(line).getByText('2')).toBeInTheDocument();
  });

  it('sends kept rows by id, a file only when replaced, and new rows with their file', async () => {
    const { requests } = reportsApi();
    const view = renderReports('/admin/results-and-reports/add-results-and-reports/9');
    await screen.findByRole('group', { name: 'File 2' });
    const englishTitle = within(row('File 1')).getByRole('textbox', { name: 'English title' });
    await user.clear(englishTitle);
    await user.type(englishTitle, 'Q1');
    await user.upload(within(row('File 2')).getByLabelText('File (PDF)', { selector: 'input' }), pdf('q2-fixed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    await user.type(within(row('File 3')).getByRole('textbox', { name: 'Arabic title' }), 'الربع الثالث');
    await user.type(within(row('File 3')).getByRole('textbox', { name: 'English title' }), 'Third quarter');
    await user.upload(within(row('File 3')).getByLabelText('File (PDF)', { selector: 'input' }), pdf('q3.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/results-and-reports'));
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/reportsResults/9');
    expect(formEntries(save.body)).toEqual([
      ['translations[0][locale]', 'ar'],
      ['translations[0][title]', 'النتائج المالية'],
      ['translations[1][locale]', 'en'],
      ['translations[1][title]', 'Financial results'],
      ['attachments[0][id]', '1'],
      ['attachments[0][title_ar]', 'الربع الأول'],
      ['attachments[0][title_en]', 'Q1'],
      ['attachments[1][id]', '2'],
      ['attachments[1][title_ar]', 'الربع الثاني'],
      ['attachments[1][title_en]', 'Second quarter'],
      ['attachments[1][file]', 'q2-fixed.pdf'],
      ['attachments[2][title_ar]', 'الربع الثالث'],
      ['attachments[2][title_en]', 'Third quarter'],
      ['attachments[2][file]', 'q3.pdf'],
      ['_method', 'PUT'],
    ]);
  });

  it('deletes a stored file at once after the confirmation, in Arabic', async () => {
    const { requests } = reportsApi();
    renderReports('/admin/results-and-reports/add-results-and-reports/9', 'ar');
    await screen.findByRole('group', { name: 'الملف 2' });
    await user.click(screen.getByRole('button', { name: 'إزالة الملف 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف هذا الملف؟');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'الملف 2' })).not.toBeInTheDocument());
    const removal = requests.find((request) => request.method === 'DELETE')!;
    expect(removal.url.pathname).toBe('/api/admin/reportsResults/file');
    expect(removal.body).toEqual({ id: 1 });
    expect(within(row('الملف 1')).getByRole('textbox', { name: 'العنوان بالإنجليزية' })).toHaveValue('Second quarter');
  });

  it('shows every server message in the red alert and stays on the form', async () => {
    reportsApi(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'attachments.0.file': ['The file must be a PDF document.'], image: ['The image is too large.'] },
      },
    }));
    const view = renderReports('/admin/results-and-reports/add-results-and-reports');
    await user.type(await screen.findByRole('textbox', { name: 'Title (Arabic)' }), 'تقرير');
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Report');
    await user.type(within(row('File 1')).getByRole('textbox', { name: 'Arabic title' }), 'ملف');
    await user.type(within(row('File 1')).getByRole('textbox', { name: 'English title' }), 'File');
    await user.upload(within(row('File 1')).getByLabelText('File (PDF)', { selector: 'input' }), pdf('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file must be a PDF document.');
    expect(alert).toHaveTextContent('The image is too large.');
    expect(view.location()).toBe('/admin/results-and-reports/add-results-and-reports');
  });
});
