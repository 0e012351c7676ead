import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedFile } from '../form/form-data';
import { renderFields } from '../test-utils';
import type { TranslationKey } from '../translation-key';
import { hasStoredFile, RepeatableRows } from './repeatable-rows';
import { TextField } from './text-field';

const user = userEvent.setup({ delay: null });

interface Slide {
  title: string;
  image: unknown;
}

function Slides({
  max,
  removeStored,
}: {
  max?: number;
  removeStored?: { message: TranslationKey; run(row: Slide): unknown };
}) {
  return (
    <RepeatableRows<Slide>
      name="slides"
      label={{ text: 'Slides' }}
      newRow={() => ({ title: '', image: null })}
      max={max}
      removeStored={removeStored}
    >
      {({ path }) => <TextField name={`${path}.title`} label={{ text: 'Title' }} />}
    </RepeatableRows>
  );
}

const titles = (values: Record<string, unknown>) => (values.slides as Slide[]).map((slide) => slide.title);

describe('RepeatableRows', () => {
  it('shows an empty state and adds rows up to the maximum', async () => {
    const view = renderFields(<Slides max={2} />, { slides: [] });
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    expect(screen.getByText('0 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    await user.type(within(screen.getByRole('group', { name: 'Row 1' })).getByRole('textbox'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.queryByText('No rows yet.')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a row' })).toBeDisabled();
    expect(view.values().slides).toEqual([
      { title: 'First', image: null },
      { title: '', image: null },
    ]);
  });

  it('reorders with the keyboard, focus following the moved row', async () => {
    const view = renderFields(<Slides />, {
      slides: [
        { title: 'A', image: null },
        { title: 'B', image: null },
        { title: 'C', image: null },
      ],
    });
    expect(screen.getByRole('button', { name: 'Move Row 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Row 3 down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Row 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(titles(view.values())).toEqual(['B', 'A', 'C']);
    expect(screen.getByRole('button', { name: 'Move Row 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(titles(view.values())).toEqual(['B', 'C', 'A']);
    // At the bottom the down button is disabled; the row's up button takes the focus.
    expect(screen.getByRole('button', { name: 'Move Row 3 up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Row 2 up' }));
    expect(titles(view.values())).toEqual(['C', 'B', 'A']);
    expect(within(screen.getByRole('group', { name: 'Row 1' })).getByRole('textbox')).toHaveValue('C');
  });

  it('removes a row without a stored file at once', async () => {
    const view = renderFields(<Slides />, {
      slides: [
        { title: 'A', image: null },
        { title: 'B', image: storedFile(null) },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Row 2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titles(view.values())).toEqual(['A']);
  });

  it('asks before removing a row that holds a stored file, in Arabic', async () => {
    const view = renderFields(
      <Slides />,
      {
        slides: [
          { title: 'A', image: storedFile('/uploads/a.png') },
          { title: 'B', image: null },
        ],
      },
      { lang: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'إزالة الصف 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'إزالة صف فيه ملف' });
    expect(dialog).toHaveTextContent('يحتوي الصف 1 على ملف محفوظ');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    expect(titles(view.values())).toEqual(['A', 'B']);

    await user.click(screen.getByRole('button', { name: 'إزالة الصف 1' }));
    await user.click(await screen.findByRole('button', { name: 'إزالة' }));
    expect(titles(view.values())).toEqual(['B']);
  });
});

describe('RepeatableRows with removeStored', () => {
  it('deletes the stored file first and removes the row only when that succeeds', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const view = renderFields(<Slides removeStored={{ message: 'reports:delete_file_confirm', run }} />, {
      slides: [
        { title: 'A', image: storedFile('/uploads/a.pdf') },
        { title: 'B', image: null },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Row 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this file?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('offline');
    expect(titles(view.values())).toEqual(['A', 'B']);

    await user.click(screen.getByRole('button', { name: 'Remove Row 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(titles(view.values())).toEqual(['B']));
    expect(run).toHaveBeenLastCalledWith({ title: 'A', image: storedFile('/uploads/a.pdf') });
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('hasStoredFile', () => {
  it('finds stored files at any depth, not new files or empty slots', () => {
    expect(hasStoredFile({ a: { b: [storedFile('/uploads/x.pdf')] } })).toBe(true);
    expect(hasStoredFile({ a: storedFile(null), b: new File(['x'], 'x.txt'), c: null, d: 'text' })).toBe(false);
  });
});
