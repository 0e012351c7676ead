import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RichTextField } from '../fields/rich-text-field';
import { TextField } from '../fields/text-field';
import { renderWithProviders, stubLayout } from '../test-utils';
import { ResourceForm } from './resource-form';
import { useResourceForm } from './use-resource-form';

const user = userEvent.setup({ delay: null });
beforeAll(stubLayout);

const schema = z.object({ name: z.string().trim().min(1), body: z.string() });

function NoteForm({ onSubmit, rich = false }: { onSubmit(values: unknown): unknown; rich?: boolean }) {
  const navigate = useNavigate();
  const controller = useResourceForm({
    schema,
    defaultValues: { name: 'Old', body: '' },
    labels: { name: 'users:fields.name' },
    onSubmit,
    onSuccess: () => navigate('/saved'),
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ResourceForm controller={controller}>
        <TextField name="name" />
        {rich && <RichTextField name="body" label={{ text: 'Body' }} />}
      </ResourceForm>
    </>
  );
}

function fireBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes', { timeout: 20_000 }, () => {
  it('lets a clean form be left without asking', async () => {
    const view = renderWithProviders(<NoteForm onSubmit={vi.fn()} />, { route: '/notes/1' });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(view.location()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fireBeforeUnload()).toBe(false);
  });

  it('asks before leaving a changed form: stay keeps the edits, leave goes', async () => {
    const view = renderWithProviders(<NoteForm onSubmit={vi.fn()} />, { route: '/notes/1' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' and new');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Your changes to this form have not been saved.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/notes/1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Old and new');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(view.location()).toBe('/elsewhere'));
  });

  it('asks the browser before the tab closes only while there are unsaved changes', async () => {
    renderWithProviders(<NoteForm onSubmit={vi.fn()} />);
    expect(fireBeforeUnload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(fireBeforeUnload()).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Backspace}');
    await waitFor(() => expect(fireBeforeUnload()).toBe(false));
  });

  it('does not ask after saving, and says it in Arabic when it asks', async () => {
    const view = renderWithProviders(<NoteForm onSubmit={() => Promise.resolve({ id: 1 })} />, {
      route: '/notes/1',
      lang: 'ar',
    });
    await user.type(screen.getByRole('textbox', { name: 'الاسم' }), ' x');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'تغييرات غير محفوظة' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(view.location()).toBe('/saved'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Ctrl/Cmd+Enter', { timeout: 20_000 }, () => {
  it('saves from a text field with Ctrl+Enter', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<NoteForm onSubmit={onSubmit} />, { route: '/notes/1' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Old', body: '' });
  });

  it('saves with Cmd+Enter and validates first', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<NoteForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '{Meta>}{Enter}{/Meta}');
    expect(await screen.findByText('The Name field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves from inside the rich-text editor without inserting a line break', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<NoteForm onSubmit={onSubmit} rich />);
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    await user.click(editor);
    await user.keyboard('Hi{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Old', body: '<p>Hi</p>' });
  });
});
