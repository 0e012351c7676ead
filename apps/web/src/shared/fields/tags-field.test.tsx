import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../test-utils';
import { TagsField } from './tags-field';

const user = userEvent.setup({ delay: null });

describe('TagsField', () => {
  it('shows stored tags as chips and adds typed ones on Enter and on an Arabic comma', async () => {
    const view = renderFields(<TagsField name="tags" label={{ text: 'Tags' }} />, { tags: ['health'] });
    expect(screen.getByText('health')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'sleep{Enter}');
    expect(view.values().tags).toEqual(['health', 'sleep']);
    await user.type(input, 'غذاء،');
    expect(view.values().tags).toEqual(['health', 'sleep', 'غذاء']);
  });

  it('refuses a duplicate and removes the last chip with Backspace', async () => {
    const view = renderFields(<TagsField name="tags" label={{ text: 'Tags' }} />, { tags: ['a', 'b'] });
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'a{Enter}');
    expect(view.values().tags).toEqual(['a', 'b']);
    await user.clear(input);
    await user.type(input, '{Backspace}');
    expect(view.values().tags).toEqual(['a']);
  });
});
