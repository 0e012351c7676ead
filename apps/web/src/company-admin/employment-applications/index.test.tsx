import type { EmploymentRequestDetail, EmploymentRequestListItem } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import arTexts from '../../locales/ar/employment.json';
import enTexts from '../../locales/en/employment.json';
import type { Lang } from '../../shared/lang';
import { type MockRequest, mockApi, renderWithProviders } from '../../shared/test-utils';
import ApplicationDetailsPage from './details';
import EmploymentApplicationsPage from './index';

const nationality = {
  id: 1,
  name: 'Saudi',
  translation: [
    { locale: 'ar' as const, name: 'سعودي' },
    { locale: 'en' as const, name: 'Saudi' },
  ],
};

const rows: EmploymentRequestListItem[] = [
  {
    id: 7,
    name: 'محمد القحطاني',
    phone_number: '0551234567',
    email: 'm@example.com',
    job: 'pharmacist',
    job_kind: 'pharmacist',
    religion: 'muslim',
    nationality,
    created_at: '2025-04-02T09:30:00.000Z',
  },
  {
    id: 6,
    name: 'Sara Ali',
    phone_number: '0559876543',
    email: 's@example.com',
    job: 'محاسب',
    job_kind: 'non_pharmacist',
    religion: 'other',
    nationality,
    created_at: '2025-04-01T09:30:00.000Z',
  },
];

function addTexts(view: ReturnType<typeof renderWithProviders>) {
  view.i18n.addResourceBundle('ar', 'employment', arTexts);
  view.i18n.addResourceBundle('en', 'employment', enTexts);
}

function renderList(lang: Lang = 'en') {
  let settings = true;
  const { requests } = mockApi([
    { path: '/admin/employmentRequests', respond: () => ({ body: { data: rows, total: 2 } }) },
    { path: '/nationalities', respond: () => ({ body: { data: { data: [nationality] } } }) },
    {
      method: 'GET',
      path: '/admin/settings',
      respond: () => ({ body: { data: { receive_employment_request: settings } } }),
    },
    {
      method: 'POST',
      path: '/admin/settings',
      respond: (request) => {
        settings = (request.body as { receive_employment_request: boolean }).receive_employment_request;
        return { body: { data: { receive_employment_request: settings } } };
      },
    },
    {
      method: 'POST',
      path: '/admin/employmentRequest/bulkDelete',
      respond: () => ({ body: { data: { message: 'Deleted successfully.' } } }),
    },
  ]);
  const view = renderWithProviders(<EmploymentApplicationsPage />, { lang, route: '/admin/employment-applications' });
  addTexts(view);
  return { view, requests };
}

const posts = (requests: MockRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === `/api${path}`);

describe('/admin/employment-applications', { timeout: 20_000 }, () => {
  it('lists id, name, phone, job and the date (first 10 characters)', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Employment applications' });
    const cells = await within(table).findAllByRole('cell');
    const text = cells.map((cell) => cell.textContent);
    expect(text).toEqual(expect.arrayContaining(['7', 'محمد القحطاني', '0551234567', 'Pharmacist', '2025-04-02']));
    expect(text).toEqual(expect.arrayContaining(['Sara Ali', 'محاسب', '2025-04-01']));
  });

  it('saves the receive-applications toggle at once and confirms it', async () => {
    const { requests } = renderList();
    const toggle = await screen.findByRole('switch', { name: 'Receive employment applications' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('The application form is closed.')).toBeInTheDocument();
    expect(posts(requests, '/admin/settings').map((r) => r.body)).toEqual([{ receive_employment_request: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('deletes the ticked applications in one call with their ids', async () => {
    const { requests } = renderList();
    const table = await screen.findByRole('table', { name: 'Employment applications' });
    await within(table).findAllByRole('cell');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all records on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /delete/i }));
    await waitFor(() => expect(posts(requests, '/admin/employmentRequest/bulkDelete')).toHaveLength(1));
    expect(posts(requests, '/admin/employmentRequest/bulkDelete')[0]!.body).toEqual({ ids: [7, 6] });
  });
});

const detail: EmploymentRequestDetail = {
  id: 7,
  job: 'pharmacist',
  job_kind: 'pharmacist',
  name: 'محمد القحطاني',
  birth_date: '1995-04-12',
  residence: 'الرياض',
  id_number: '1023456789',
  nationality_id: 1,
  nationality: { ...nationality, name: 'سعودي' },
  expiry_date: '2030-05-01',
  religion: 'muslim',
  military_status: 'final_exemption',
  marital_status: 'married',
  number_of_children: 2,
  home_address: 'حي النرجس',
  phone_number: '0551234567',
  country_phone_code: '+966',
  specialization: 'صيدلة إكلينيكية',
  email: 'm@example.com',
  scientific_qualifications: 'bachelor',
  school_institute_university: 'جامعة الملك سعود',
  graduation_year: 2018,
  gpa: 4.5,
  number_of_jobs_worked: null,
  workplace: null,
  workplace_country_city: null,
  job_title: null,
  years_of_work: 5,
  leaving_work_reason: null,
  main_tasks: null,
  course_name_1: null,
  course_name_1_party_of_charge: null,
  course_name_2: null,
  course_name_2_party_of_charge: null,
  dataflow_verification_documents_uploaded: 1,
  admit_to_prometric_pearson_vue_exam: 0,
  have_scfhs_accreditation_certificate: 1,
  have_driving_license: null,
  good_at_driving_cars: null,
  english_fluency_degree: 'excellent',
  locale: 'ar',
  created_at: '2025-04-02T09:30:00.000Z',
  attachments: [
    {
      id: 31,
      name: 'experience_certificate_2',
      original_name: 'exp.pdf',
      mime_type: 'application/pdf',
      size: 100,
      download_url: '/api/admin/employmentRequests/7/attachments/31',
    },
  ],
};

const detailsRoute = (
  <Routes>
    <Route path="/admin/employment-applications/job-details/:id" element={<ApplicationDetailsPage />} />
  </Routes>
);

describe('/admin/employment-applications/job-details/{id}', { timeout: 20_000 }, () => {
  it('shows every field with its label in Arabic, the dates cut to 10 characters and the documents', async () => {
    mockApi([{ path: '/admin/employmentRequests/7', respond: () => ({ body: { data: detail } }) }]);
    const view = renderWithProviders(detailsRoute, {
      lang: 'ar',
      route: '/admin/employment-applications/job-details/7',
    });
    addTexts(view);
    expect(await screen.findByText('محمد القحطاني')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تفاصيل الطلب' })).toBeInTheDocument();
    expect(screen.getByText('تاريخ الميلاد')).toBeInTheDocument();
    expect(screen.getByText('1995-04-12')).toBeInTheDocument();
    expect(screen.getByText('2025-04-02')).toBeInTheDocument();
    expect(screen.getByText('سعودي')).toBeInTheDocument();
    expect(screen.getByText('إعفاء نهائي')).toBeInTheDocument();
    expect(screen.getByText('ممتاز')).toBeInTheDocument();
    expect(screen.getByText('شهادة الخبرة 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل شهادة الخبرة 2' })).toBeEnabled();
  });

  it('keeps the documents closed to staff without the show permission', async () => {
    mockApi([{ path: '/admin/employmentRequests/7', respond: () => ({ body: { data: detail } }) }]);
    const view = renderWithProviders(detailsRoute, {
      route: '/admin/employment-applications/job-details/7',
      permissions: ['list employment request'],
    });
    addTexts(view);
    expect(await screen.findByRole('button', { name: 'Download Experience certificate 2' })).toBeDisabled();
  });
});
