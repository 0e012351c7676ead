import { id, optionalId } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ImageSlot } from '../fields/file-slot';
import { SelectField } from '../fields/select-field';
import { TagsField } from '../fields/tags-field';
import { TextField } from '../fields/text-field';
import { renderWithProviders } from '../test-utils';
import { fileSlot } from './form-data';
import { isRequiredIn } from './required';
import { ResourceForm } from './resource-form';
import { useResourceForm } from './use-resource-form';

const schema = z.object({
  title: z.string().trim().min(1),
  note: z.string().optional(),
  section_id: id,
  subsection_id: optionalId,
  image: fileSlot,
  tags: z.array(z.string()),
  translation: z.array(z.object({ locale: z.enum(['ar', 'en']), name: z.string().min(1) })),
});

const options = [{ value: '1', label: 'One' }];

function Form({ overrideNote }: { overrideNote?: boolean }) {
  const controller = useResourceForm({
    schema,
    defaultValues: {
      title: '',
      note: '',
      section_id: null,
      subsection_id: null,
      image: null,
      tags: [],
      translation: [{ locale: 'ar', name: '' }],
    } as never,
    onSubmit: () => undefined,
  });
  return (
    <ResourceForm controller={controller}>
      <TextField name="title" label={{ text: 'Title' }} />
      <TextField name="note" label={{ text: 'Note' }} required={overrideNote} />
      <SelectField name="section_id" label={{ text: 'Section' }} options={options} />
      <SelectField name="subsection_id" label={{ text: 'Subsection' }} options={options} />
      <TextField name="translation.0.name" label={{ text: 'Arabic name' }} />
      <TagsField name="tags" label={{ text: 'Tags' }} />
      <ImageSlot name="image" label={{ text: 'Image' }} />
    </ResourceForm>
  );
}

describe('required fields from the form schema', () => {
  it('stars the fields the schema requires, and only those, without a prop on each field', () => {
    renderWithProviders(<Form />);
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Arabic name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Section/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Subsection/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Note/ })).not.toBeRequired();
    // Mantine's star sits in the label of a required field.
    const starred = [...document.querySelectorAll('label')].filter((label) =>
      label.querySelector('.mantine-InputWrapper-required, [class*="required"]'),
    );
    expect(starred.map((label) => label.textContent?.replace(/\s*\*\s*$/, ''))).toEqual([
      'Title',
      'Section',
      'Arabic name',
    ]);
  });

  it('lets a form say otherwise for one field', () => {
    renderWithProviders(<Form overrideNote />);
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeRequired();
  });

  it('reads wrappers, lists and paths in either spelling', () => {
    expect(isRequiredIn(schema, 'translation[0][name]')).toBe(true);
    expect(isRequiredIn(schema, 'translation.3.locale')).toBe(true);
    expect(isRequiredIn(schema, 'tags')).toBe(false);
    expect(isRequiredIn(schema, 'image')).toBe(false);
    expect(isRequiredIn(schema.partial(), 'title')).toBe(false);
    expect(isRequiredIn(schema.extend({ title: z.string().default('x') }), 'title')).toBe(false);
    expect(isRequiredIn(schema, 'unknown')).toBe(false);
  });
});
