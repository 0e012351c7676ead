import { adminCreateBody, moneyText } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { BilingualField } from '../fields/bilingual-field';
import { MoneyField } from '../fields/money-field';
import { PasswordField } from '../fields/password-field';
import { SelectField } from '../fields/select-field';
import { SwitchField } from '../fields/switch-field';
import { TextField } from '../fields/text-field';
import { deferred, renderWithProviders } from '../test-utils';
import type { FieldLabels } from './labels';
import { ResourceForm } from './resource-form';
import { type UseResourceFormOptions, useResourceForm } from './use-resource-form';

// No pause between keystrokes: the forms re-render on each one and the suite runs on busy machines.
const user = userEvent.setup({ delay: null });

const userLabels: FieldLabels = {
  name: 'users:fields.name',
  email: 'users:fields.email',
  password: 'users:fields.password',
  role_id: 'users:fields.role_id',
  active: 'users:fields.active',
};

const emptyUser = { name: '', email: '', mobile: '', password: '', role_id: null, active: 1 as const };

function UserForm(props: { onSubmit(values: unknown): unknown; successMessage?: string; successAutoHide?: number }) {
  const controller = useResourceForm({
    schema: adminCreateBody,
    defaultValues: emptyUser,
    labels: userLabels,
    ...props,
  });
  return (
    <ResourceForm controller={controller}>
      <TextField name="name" />
      <TextField name="email" />
      <PasswordField name="password" />
      <SelectField
        name="role_id"
        options={[
          { value: '1', label: 'Administrator' },
          { value: '2', label: 'Editor' },
        ]}
      />
      <SwitchField name="active" />
    </ResourceForm>
  );
}

async function fillValidUser() {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara Ali');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Sara@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Editor' }));
}

const newsSchema = z.object({
  translation: z.array(z.object({ locale: z.enum(['ar', 'en']), name: z.string().min(1) })),
});
function NewsForm() {
  const controller = useResourceForm({
    schema: newsSchema,
    defaultValues: {
      translation: [
        { locale: 'ar', name: 'خبر' },
        { locale: 'en', name: 'News' },
      ],
    },
    labels: { 'translation.*.name': 'users:fields.name' },
    onSubmit: () => {
      throw new ApiError(422, 'invalid', { 'translation[1][name]': ['The English name is taken.'] });
    },
  } satisfies UseResourceFormOptions<z.input<typeof newsSchema>, z.output<typeof newsSchema>>);
  return (
    <ResourceForm controller={controller}>
      <BilingualField label="users:fields.name" names={{ ar: 'translation.0.name', en: 'translation.1.name' }} />
    </ResourceForm>
  );
}

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
const priceSchema = z.object({ price: moneyText });
function PriceForm() {
  const controller = useResourceForm({
    schema: priceSchema,
    // Empty, as a cleared money field holds it.
    defaultValues: { price: null as unknown as string },
    labels: { price: 'store-catalogue:fields.price' },
    onSubmit: () => {},
  });
  return (
    <ResourceForm controller={controller}>
      <MoneyField name="price" required />
    </ResourceForm>
  );
}

describe('ResourceForm', { timeout: 20_000 }, () => {
  it('validates with the shared schema and translated messages naming the field', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<UserForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The Name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The E-mail must be a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The Password must contain at least one digit.')).toBeInTheDocument();
    // The coerced select is empty, so it is "required" rather than "must be greater than 0".
    expect(screen.getByText('The Role field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls an empty amount required, naming its field', async () => {
    renderWithProviders(<PriceForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Price field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('calls an empty amount required in Arabic too', async () => {
    renderWithProviders(<PriceForm />, { lang: 'ar' });
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقل السعر مطلوب.')).toBeInTheDocument();
  });

  it('writes the messages in Arabic for Arabic users', async () => {
    renderWithProviders(<UserForm onSubmit={vi.fn()} />, { lang: 'ar' });
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقل الاسم مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('حقل البريد الإلكتروني مطلوب.')).toBeInTheDocument();
  });

  it('submits the parsed values (trimmed, lower-cased, coerced, flags as 1/0)', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<UserForm onSubmit={onSubmit} />);
    await fillValidUser();
    await user.click(screen.getByRole('switch', { name: 'Account active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Sara Ali',
      email: 'sara@example.com',
      mobile: null,
      password: 'secret123',
      role_id: 2,
      active: 0,
    });
  });

  it('shows a 422 answer in the red alert, one paragraph per message, and on the fields', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        email: ['The e-mail has already been taken.'],
        role_id: ['The selected role does not exist.'],
        branch_id: ['The branch is closed.'],
      }),
    );
    renderWithProviders(<UserForm onSubmit={onSubmit} />);
    await fillValidUser();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    const paragraphs = alert.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'The e-mail has already been taken.',
      'The selected role does not exist.',
      'The branch is closed.',
    ]);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The e-mail has already been taken.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('maps bracket names such as translation[0][name] onto nested fields', async () => {
    renderWithProviders(<NewsForm />);

    const arabic = screen.getByRole('textbox', { name: 'Name (Arabic)' });
    const english = screen.getByRole('textbox', { name: 'Name (English)' });
    // Each language keeps its own direction whatever the interface language is.
    // Mantine sets `dir` on the input's wrapper so its sections flip with it.
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(english).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The English name is taken.');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('turns the save button into a spinner while sending', async () => {
    const sending = deferred<void>();
    renderWithProviders(<UserForm onSubmit={() => sending.promise} />);
    await fillValidUser();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('data-loading');

    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save.querySelector('.mantine-Button-loader')).not.toBeNull();

    sending.resolve();
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
    expect(save).toBeEnabled();
  });

  it('shows a green success message that hides itself', async () => {
    renderWithProviders(<UserForm onSubmit={() => undefined} successMessage="Saved!" successAutoHide={300} />);
    await fillValidUser();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
    await waitFor(() => expect(screen.queryByText('Saved!')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('shows a failure without field messages as its message, and other failures generically', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'You do not have permission to do this.'))
      .mockRejectedValueOnce(new TypeError(''));
    renderWithProviders(<UserForm onSubmit={onSubmit} />);
    await fillValidUser();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred, please try again.'),
    );
  });
});
