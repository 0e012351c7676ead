import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { type SlotValue, storedFile, toFormData } from '../form/form-data';
import { ResourceForm } from '../form/resource-form';
import { useResourceForm } from '../form/use-resource-form';
import { renderWithProviders } from '../test-utils';
import { FileSlot, ImageSlot } from './file-slot';

// No pause between keystrokes: the forms re-render on each one and the suite runs on busy machines.
const user = userEvent.setup({ delay: null });

const slot = z.custom<SlotValue>();
const schema = z.object({ title: z.string(), image: slot, image_en: slot, cv: slot });

function PageForm({ send }: { send(body: FormData): void }) {
  const controller = useResourceForm({
    schema,
    defaultValues: {
      title: 'About us',
      image: storedFile('/uploads/public/about.png'),
      image_en: storedFile('/uploads/public/about-en.png'),
      cv: storedFile('/uploads/private/cv.pdf', 'cv.pdf'),
    },
    labels: { image: 'users:fields.name', image_en: 'users:fields.email', cv: 'users:fields.mobile' },
    onSubmit: (values) => send(toFormData(values)),
  });
  return (
    <ResourceForm controller={controller}>
      <ImageSlot name="image" hint="572×624" />
      <ImageSlot name="image_en" />
      <FileSlot name="cv" />
    </ResourceForm>
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the slot previews a chosen file through one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

// Whole screens with typing: generous time for shared, busy CI machines (no timing is asserted).
describe('ImageSlot and FileSlot', { timeout: 20_000 }, () => {
  it('preview the stored files and send only a newly chosen one', async () => {
    const send = vi.fn();
    renderWithProviders(<PageForm send={send} />);

    expect(screen.getByRole('img', { name: 'Preview of Name' })).toHaveAttribute('src', '/uploads/public/about.png');
    expect(screen.getByText('572×624')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/uploads/private/cv.pdf');

    const chosen = new File(['png'], 'new-en.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('E-mail', { selector: 'input' }), chosen);
    expect(await screen.findByText('new-en.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of E-mail' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const body = send.mock.calls[0]![0] as FormData;
    expect([...body.keys()]).toEqual(['title', 'image_en']);
    expect((body.get('image_en') as File).name).toBe('new-en.png');
  });

  it('undoes a choice back to the stored file', async () => {
    const send = vi.fn();
    renderWithProviders(<PageForm send={send} />);
    await user.upload(
      screen.getByLabelText('Name', { selector: 'input' }),
      new File(['x'], 'x.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('img', { name: 'Preview of Name' })).toHaveAttribute('src', '/uploads/public/about.png');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect([...(send.mock.calls[0]![0] as FormData).keys()]).toEqual(['title']);
  });

  it('names the choose button after its slot for keyboard and screen-reader users', () => {
    renderWithProviders(<PageForm send={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Replace: E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace: Mobile number' })).toBeInTheDocument();
  });
});

const required = z.object({ cv: z.custom<SlotValue>((value) => value instanceof File) });

function RequiredForm({ send }: { send(): Promise<unknown> }) {
  const controller = useResourceForm({
    schema: required,
    defaultValues: { cv: null },
    labels: { cv: 'users:fields.mobile' },
    onSubmit: send,
  });
  return (
    <ResourceForm controller={controller}>
      <FileSlot name="cv" hint="293×189" />
    </ResourceForm>
  );
}

describe('a slot after a failed save', { timeout: 20_000 }, () => {
  it('drops its error once a file is chosen', async () => {
    renderWithProviders(<RequiredForm send={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Mobile number', { selector: 'input' });
    await waitFor(() => expect(input.closest('.mantine-InputWrapper-root')).toHaveTextContent(/required/i));
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    await waitFor(() => expect(input.closest('.mantine-InputWrapper-root')).not.toHaveTextContent(/required/i));
  });

  it('drops an error the server gave once a file is chosen', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(422, 'Invalid', { cv: ['The CV is required.'] })));
    renderWithProviders(<RequiredForm send={send} />);
    const input = screen.getByLabelText('Mobile number', { selector: 'input' });
    await user.upload(input, new File(['x'], 'old.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The CV is required.')).not.toHaveLength(0);
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    await waitFor(() =>
      expect(input.closest('.mantine-InputWrapper-root')).not.toHaveTextContent('The CV is required.'),
    );
  });

  it('keeps a size hint in its reading order on a right-to-left screen', () => {
    renderWithProviders(<RequiredForm send={vi.fn()} />, { lang: 'ar' });
    const hint = screen.getByText('293×189');
    expect(hint.tagName).toBe('BDI');
    expect(hint).toHaveAttribute('dir', 'ltr');
  });
});
