import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BilingualInputProps } from './bilingual-field';
import type { RichTextInputProps } from './rich-text-editor';

// The editor (Tiptap, ProseMirror) is a chunk of its own, loaded when a form first shows one.
const LazyEditor = lazy(() => import('./rich-text-editor'));

function EditorPlaceholder() {
  return (
    <Stack gap={4} aria-hidden>
      <Skeleton height={14} width="30%" />
      <Skeleton height={34} />
      <Skeleton height={160} />
    </Stack>
  );
}

/** Rich text (HTML) bound to the form: headings, bold, italic, lists, links. */
export function RichTextField(props: RichTextInputProps) {
  return (
    <Suspense fallback={<EditorPlaceholder />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

/** The editor as a `BilingualField` input: `<BilingualField input={RichTextBilingualInput} … />`. */
export function RichTextBilingualInput(props: BilingualInputProps) {
  return <RichTextField {...props} />;
}
