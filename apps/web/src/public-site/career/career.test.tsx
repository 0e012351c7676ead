import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, type MockAnswer, mockApi } from '../../shared/test-utils';
import { renderRoutes } from '../../test/render';
import { MAX_DOCUMENT_BYTES } from './form-model';
import CareerPage from './index';

const NATIONALITIES = [
  { id: 1, name: 'Saudi' },
  { id: 2, name: 'Egyptian' },
];

function serve(options: { open?: boolean; submit?: () => MockAnswer | Promise<MockAnswer> } = {}) {
  const { open = true } = options;
  return mockApi([
    { path: '/settings', respond: () => ({ body: { data: { data: { receive_employment_request: open } } } }) },
    { path: '/nationalities', respond: () => ({ body: { data: { data: NATIONALITIES } } }) },
    { path: '/visits', respond: () => ({ body: { data: { page: 'employment', today: 1, total: 1 } } }) },
    {
      method: 'POST',
      path: '/employmentRequest',
      respond: options.submit ?? (() => ({ status: 201, body: { data: { id: 7, message: 'Application received.' } } })),
    },
  ]);
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/form', Component: CareerPage },
      { path: '/', element: <p>home page</p> },
    ],
    '/form',
  );
}

function file(name: string, type: string, size?: number): File {
  const made = new File(['%PDF-1.4 test'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Pharmacist' }));
  await user.type(screen.getByRole('textbox', { name: 'Full name as in the passport' }), 'Sara Ahmed');
  await user.type(screen.getByLabelText(/^Date of birth/), '1995-04-12');
  await user.type(screen.getByRole('textbox', { name: 'Place of residence' }), 'Riyadh');
  await user.type(screen.getByRole('textbox', { name: 'ID or residence permit number' }), '2123456789');
  await user.type(screen.getByLabelText(/^ID expiry date/), '2031-01-01');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Nationality' }), 'Egyptian');
  await user.click(screen.getByRole('radio', { name: 'Muslim' }));
  await user.click(screen.getByRole('radio', { name: 'Single' }));
  await user.type(screen.getByRole('textbox', { name: 'Home address' }), 'Olaya Street 5');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0501234567');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Qualification' }), 'bachelor');
  await user.type(screen.getByRole('textbox', { name: 'Profession (specialization)' }), 'Clinical pharmacy');
  await user.type(screen.getByRole('textbox', { name: 'School, institute or university' }), 'King Saud University');
  await user.type(screen.getByRole('spinbutton', { name: 'Graduation year' }), '2018');
  await user.type(screen.getByRole('spinbutton', { name: 'Percentage (GPA)' }), '88.5');
  await user.type(screen.getByRole('spinbutton', { name: 'Years of experience' }), '5');
  for (const question of [
    'Have you uploaded your verification documents to DataFlow?',
    'Have you been admitted to the Prometric / Pearson VUE exam?',
    'Do you hold a Saudi Commission for Health Specialties (SCFHS) classification certificate?',
  ]) {
    const group = screen.getByRole('group', { name: question });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
  }
  await user.click(screen.getByRole('radio', { name: 'Excellent' }));
}

beforeEach(() => {
  localStorage.setItem('lang', 'en');
});

describe('job application page', () => {
  it('shows the no-form message when applications are closed, and counts the visit', async () => {
    const { requests } = serve({ open: false });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'There is no job application form at the moment' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the application' })).not.toBeInTheDocument();
    const visits = requests.filter((r) => r.url.pathname === '/api/visits');
    expect(visits).toHaveLength(1);
    expect(visits[0]?.url.searchParams.get('page')).toBe('employment');
  });

  it('asks for the job only when the applicant is not a pharmacist', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    expect(screen.queryByRole('textbox', { name: 'The job you are applying for' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another job (not a pharmacist)' }));
    const job = screen.getByRole('textbox', { name: 'The job you are applying for' });
    expect(job).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'Pharmacist' }));
    expect(job).not.toBeInTheDocument();
  });

  it('marks every required field of the spec', async () => {
    serve();
    renderPage();
    await screen.findByRole('form', { name: 'Application form' });

    for (const name of [
      'Full name as in the passport',
      'Place of residence',
      'ID or residence permit number',
      'Home address',
      'Mobile number',
      'E-mail',
      'Profession (specialization)',
      'School, institute or university',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    for (const name of ['Graduation year', 'Percentage (GPA)', 'Years of experience']) {
      expect(screen.getByRole('spinbutton', { name })).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Qualification' })).toBeRequired();
    expect(screen.getByLabelText(/^Passport or ID copy/)).toBeRequired();
    expect(screen.getByLabelText(/^CV/)).toBeRequired();
    expect(screen.getByLabelText(/^Transcript/)).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Job title' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'email');
  });

  it('sends the application as multipart with the documents under attachments[...]', async () => {
    const answer = deferred<MockAnswer>();
    const { requests } = serve({ submit: () => answer.promise });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    await fillRequiredFields(user);
    await user.upload(screen.getByLabelText(/^Passport or ID copy/), file('passport.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText(/^CV/), file('cv.pdf', 'application/pdf'));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a second course' }));
    expect(screen.getAllByRole('textbox', { name: 'Course name' })[1]).toHaveFocus();
    await user.type(screen.getAllByRole('textbox', { name: 'Course name' })[0] as HTMLElement, 'Vaccination');
    await user.click(screen.getByRole('button', { name: 'Add another experience certificate' }));
    await user.upload(screen.getByLabelText(/^Experience certificate 2/), file('exp2.png', 'image/png'));

    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    // While sending, the button gives way to a spinner.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the application' })).not.toBeInTheDocument());

    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/api/employmentRequest');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('job')).toBe('pharmacist');
    expect(body.get('job_kind')).toBe('pharmacist');
    expect(body.get('name')).toBe('Sara Ahmed');
    expect(body.get('birth_date')).toBe('1995-04-12');
    expect(body.get('nationality_id')).toBe('2');
    expect(body.get('religion')).toBe('muslim');
    expect(body.get('gpa')).toBe('88.5');
    expect(body.get('dataflow_verification_documents_uploaded')).toBe('1');
    expect(body.get('english_fluency_degree')).toBe('excellent');
    expect(body.get('course_name_1')).toBe('Vaccination');
    expect((body.get('attachments[id_number]') as File).name).toBe('passport.pdf');
    expect((body.get('attachments[cv]') as File).name).toBe('cv.pdf');
    expect((body.get('attachments[experience_certificate_2]') as File).name).toBe('exp2.png');
    // Documents not chosen are not sent at all.
    expect(body.has('attachments[transcript]')).toBe(false);
    expect(body.has('attachments[experience_certificate_1]')).toBe(false);

    answer.resolve({ status: 201, body: { data: { id: 7, message: 'Application received.' } } });
    expect(await screen.findByRole('heading', { name: 'Your application has been sent' })).toBeInTheDocument();
  });

  it('sends the typed job of a non-pharmacist', async () => {
    const { requests } = serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    await user.click(screen.getByRole('radio', { name: 'Another job (not a pharmacist)' }));
    await user.type(screen.getByRole('textbox', { name: 'The job you are applying for' }), 'Cashier');
    await user.click(screen.getByRole('button', { name: 'Send the application' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(body.get('job')).toBe('Cashier');
    expect(body.get('job_kind')).toBe('non_pharmacist');
  });

  it('lists every message of a 422 at the top and beside the matching fields', async () => {
    serve({
      submit: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            name: ['The name field is required.'],
            email: ['The e-mail must be a valid e-mail address.'],
            'attachments[cv]': ['The CV field is required.'],
            job: ['The job field is required.'],
          },
        },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    await user.click(screen.getByRole('button', { name: 'Send the application' }));

    const alert = await screen.findByRole('alert');
    const listed = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'The name field is required.',
      'The e-mail must be a valid e-mail address.',
      'The CV field is required.',
      'The job field is required.',
    ]);
    // The visitor is taken to the list.
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));

    const name = screen.getByRole('textbox', { name: 'Full name as in the passport' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('The name field is required.');
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(/The CV field is required\./);
    expect(screen.getByRole('group', { name: 'Which job are you applying for?' })).toHaveAccessibleDescription(
      'The job field is required.',
    );
    // The form stays, with what was typed.
    expect(screen.getByRole('button', { name: 'Send the application' })).toBeInTheDocument();
  });

  it("drops a field's error once the visitor changes that field, keeping the others", async () => {
    serve({
      submit: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            name: ['The name field is required.'],
            'attachments[cv]': ['The CV field is required.'],
          },
        },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    const cv = screen.getByLabelText(/^CV/);
    await waitFor(() => expect(cv).toHaveAccessibleDescription(/The CV field is required\./));

    await user.upload(cv, file('cv.pdf', 'application/pdf'));

    await waitFor(() => expect(cv).not.toHaveAccessibleDescription(/The CV field is required\./));
    expect(cv).not.toHaveAttribute('aria-invalid');
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByText('The CV field is required.')).toBeNull();
    // The field the visitor has not touched keeps its message.
    const name = screen.getByRole('textbox', { name: 'Full name as in the passport' });
    expect(name).toHaveAccessibleDescription('The name field is required.');
  });

  it('shows the server message when sending is throttled, and a generic one otherwise', async () => {
    let status = 429;
    serve({
      submit: () =>
        status === 429
          ? { status: 429, body: { message: 'Too many applications. Try again in an hour.' } }
          : { status: 500, body: { message: 'Internal error' } },
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText('Too many applications. Try again in an hour.')).toBeInTheDocument();

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() =>
      expect(screen.queryByText('Too many applications. Try again in an hour.')).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
  });

  it('replaces the form with the success message and a link home', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Application form' });

    await user.click(screen.getByRole('button', { name: 'Send the application' }));

    const heading = await screen.findByRole('heading', { name: 'Your application has been sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Application received.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('refuses a document over the size limit or of an unknown type before sending', async () => {
    const { requests } = serve();
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('form', { name: 'Application form' });
    const cv = screen.getByLabelText(/^CV/) as HTMLInputElement;

    await user.upload(cv, file('huge.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1));
    expect(screen.getByText(/“huge\.pdf” is larger than 10 MB/)).toBeInTheDocument();
    expect(cv.value).toBe('');
    expect(cv).toHaveAttribute('aria-invalid', 'true');

    await user.upload(cv, file('setup.exe', 'application/x-msdownload'));
    expect(screen.getByText(/“setup\.exe” is not an accepted file/)).toBeInTheDocument();

    await user.upload(cv, file('cv.docx', ''));
    expect(screen.queryByText(/is not an accepted file/)).not.toBeInTheDocument();
    expect(screen.getByText('cv.docx')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('cv.docx')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(body.has('attachments[cv]')).toBe(false);
  });

  it('offers documents of the types the server accepts', async () => {
    serve();
    renderPage();
    await screen.findByRole('form', { name: 'Application form' });
    const accept = (screen.getByLabelText(/^CV/) as HTMLInputElement).accept.split(',');
    expect(accept).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.docx', 'application/pdf']),
    );
    expect(accept).not.toContain('.doc');
  });
});
