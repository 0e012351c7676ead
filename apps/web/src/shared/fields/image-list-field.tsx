import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPhoto } from '../icons';
import type { FieldLabel } from '../translation-key';
import { useField } from './use-field';

/** An image the record has (kept unless removed) or one chosen now (sent on save). */
export type ImageListItem = { kind: 'stored'; id: number | string; url: string } | { kind: 'new'; file: File };

export interface ImageListFieldProps {
  name: string;
  label?: FieldLabel;
  /** At most this many images (default 10). */
  max?: number;
  /** Largest file accepted here, in megabytes (the server checks again). */
  maxMegabytes?: number;
  accept?: string;
  hint?: string;
  required?: boolean;
}

/** A stored image of a record, as the list holds it. */
export const storedImage = (id: number | string, url: string): ImageListItem => ({ kind: 'stored', id, url });

/**
 * The multipart fields of an image list: the kept images' ids in their new order, the new files,
 * and the whole order (`id:3`, `new:0`, …) so new and kept images can be interleaved. Stored
 * images are never sent again.
 */
export function imageListValues(
  items: readonly ImageListItem[],
  names: { ids: string; files: string; order: string },
): Record<string, unknown> {
  const files: File[] = [];
  const order = items.map((item) => {
    if (item.kind === 'stored') return `id:${item.id}`;
    files.push(item.file);
    return `new:${files.length - 1}`;
  });
  return {
    [names.ids]: items.flatMap((item) => (item.kind === 'stored' ? [item.id] : [])),
    [names.files]: files,
    [names.order]: order,
  };
}

/** Object URLs for the new files, revoked when a file leaves the list or the field unmounts. */
function usePreviews(items: readonly ImageListItem[]): Map<File, string> {
  const files = useMemo(() => items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])), [items]);
  const [urls, setUrls] = useState(new Map<File, string>());
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Several images of one record (a product's gallery): add (several at once, up to `max`), remove,
 * and reorder with buttons (keyboard reachable, named after the image's place). The form holds the
 * list; `imageListValues` turns it into what the save sends.
 */
export function ImageListField({
  name,
  label,
  max = 10,
  maxMegabytes = 10,
  accept = 'image/jpeg,image/png,image/webp',
  hint,
  required,
}: ImageListFieldProps) {
  const { t } = useTranslation('toolkit');
  const { field, label: text, error, required: isRequired } = useField(name, label, required);
  const items = (field.value ?? []) as ImageListItem[];
  const previews = usePreviews(items);
  const [refused, setRefused] = useState<string | null>(null);
  // Earlier is towards the start of the line: left in English, right in Arabic.
  const { dir } = useDirection();
  const [earlier, later] = dir === 'rtl' ? ['›', '‹'] : ['‹', '›'];

  const set = (next: ImageListItem[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };
  const add = (files: File[]) => {
    const room = max - items.length;
    const tooLarge = files.filter((file) => file.size > maxMegabytes * 1024 * 1024);
    const fitting = files.filter((file) => !tooLarge.includes(file)).slice(0, Math.max(0, room));
    setRefused(
      tooLarge.length > 0
        ? t('images.too_large', { name: tooLarge[0]!.name, max: maxMegabytes })
        : files.length > room
          ? t('images.over_limit', { max })
          : null,
    );
    if (fitting.length > 0) set([...items, ...fitting.map((file): ImageListItem => ({ kind: 'new', file }))]);
  };

  return (
    <Input.Wrapper label={text} required={isRequired} description={hint} error={error ?? refused}>
      <Stack gap="xs" mt={4}>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('images.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {items.map((item, index) => {
              const place = t('images.place', { number: index + 1 });
              const src = item.kind === 'stored' ? item.url : previews.get(item.file);
              return (
                <Paper
                  key={item.kind === 'stored' ? `id:${item.id}` : `new:${item.file.name}:${index}`}
                  withBorder
                  p={4}
                >
                  {src ? (
                    <Image src={src} alt={place} h={96} fit="contain" />
                  ) : (
                    <IconPhoto size={32} aria-label={place} />
                  )}
                  <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {item.kind === 'new' ? t('images.new') : place}
                    </Text>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('images.move_earlier', { image: place })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        {earlier}
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('images.move_later', { image: place })}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        {later}
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('images.remove', { image: place })}
                        onClick={() => set(items.filter((_, i) => i !== index))}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
        <Group gap="xs">
          <FileButton onChange={add} accept={accept} multiple>
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={items.length >= max}>
                {t('images.add')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('rows.count', { current: items.length, max })}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
