import { TagsInput, type TagsInputProps } from '@mantine/core';
import { type FieldProps, useField } from './use-field';

export type TagsFieldProps = FieldProps<TagsInputProps>;

/** Arabic and Latin commas both end a tag. */
const SPLIT_CHARS = [',', '،'];

/**
 * A list of short texts shown as chips (an article's tags): Enter or a comma adds one, Backspace
 * removes the last; duplicates are refused. The form holds a `string[]`.
 */
export function TagsField({ name, label, ...props }: TagsFieldProps) {
  const { field, bind } = useField(name, label, props.required);
  return (
    <TagsInput
      splitChars={SPLIT_CHARS}
      acceptValueOnBlur
      clearable
      {...props}
      {...bind}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
    />
  );
}
