import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, type MockAnswer, mockApi } from '../../shared/test-utils';
import { renderPublic } from '../test-support';
import { ContactForm } from './contact-form';

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Sara Ali');
  await user.type(screen.getByLabelText(/^E-mail/), 'sara@example.com');
  await user.type(screen.getByLabelText(/^Mobile number/), '0500000000');
  await user.type(screen.getByLabelText(/^Subject/), 'Branch hours');
  await user.type(screen.getByLabelText(/^Message/), 'When does the Olaya branch open?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

function renderForm(respond: () => MockAnswer | Promise<MockAnswer>) {
  const api = mockApi([{ method: 'POST', path: '/contactUs', respond }]);
  renderPublic(<ContactForm endpoint="/contactUs" label="Send us a message" />);
  return api;
}

describe('ContactForm', () => {
  it('labels every field and uses type=email for the e-mail', () => {
    renderForm(() => ({ status: 201, body: { data: { id: 1 } } }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    for (const label of [/^Name/, /^Mobile number/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('shows a spinner instead of the send button while sending, then the success message', async () => {
    const answer = deferred<MockAnswer>();
    const { requests } = renderForm(() => answer.promise);
    const user = userEvent.setup();
    await fillAndSend(user);

    expect((await screen.findByText('Sending…')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '0500000000',
      title: 'Branch hours',
      message: 'When does the Olaya branch open?',
    });

    answer.resolve({ status: 201, body: { data: { id: 7, message: 'Your message has been sent.' } } });
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    // The form is emptied for the next message.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('falls back to its own success text when the server sends none', async () => {
    renderForm(() => ({ status: 201, body: { data: { id: 3 } } }));
    await fillAndSend(userEvent.setup());
    expect(await screen.findByText('Your message was sent successfully. Thank you.')).toBeInTheDocument();
  });

  it('shows each 422 message once, at its field, with a summary linking to the fields that takes the focus', async () => {
    let attempt = 0;
    renderForm(() => {
      attempt += 1;
      if (attempt === 1) {
        return {
          status: 422,
          body: {
            message: 'The data is invalid',
            errors: { email: ['The e-mail is not valid.'], phone: ['The phone number is not valid.'] },
          },
        };
      }
      return { status: 201, body: { data: { id: 9, message: 'Sent.' } } };
    });
    const user = userEvent.setup();
    await fillAndSend(user);

    const alert = await screen.findByRole('alert');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['E-mail', 'Mobile number']);
    // Each message is shown once, under its field.
    expect(screen.getAllByText('The e-mail is not valid.')).toHaveLength(1);
    expect(alert).not.toHaveTextContent('The phone number is not valid.');
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'The e-mail is not valid.',
    );
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    // The focus moves to the summary; its link moves it on to the field.
    await waitFor(() => expect(alert.parentElement?.parentElement).toHaveFocus());
    await user.click(links[1]!);
    expect(screen.getByLabelText(/^Mobile number/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a generic error when the failure carries no error list', async () => {
    renderForm(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    await fillAndSend(userEvent.setup());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });

  it('shows the server message when throttled', async () => {
    renderForm(() => ({ status: 429, body: { message: 'Too many messages; try again in a few minutes.' } }));
    await fillAndSend(userEvent.setup());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Too many messages; try again in a few minutes.');
  });

  it('is written in Arabic when the language is Arabic', async () => {
    mockApi([]);
    renderPublic(<ContactForm endpoint="/contactInvestor" label="رسالة" />, { lang: 'ar' });
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^رقم الجوال/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^الموضوع/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('form', { name: 'رسالة' })).toBeInTheDocument());
  });
});
