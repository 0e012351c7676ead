import { MAX_SLIDER_UPLOAD } from '@app/contracts';
import { ActionIcon, Button, FileInput, Group, Image, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { SuccessAlert } from '../../shared/alerts/success-alert';
import { useConfirm } from '../../shared/dialogs/confirm-dialog';
import { IconArrowDown, IconArrowUp, IconTrash } from '../../shared/icons';
import { PageHeader } from '../../shared/page-header';
import type { TranslationKey } from '../../shared/translation-key';
import { useSlider } from './api';

/** One slider screen, declared for the home page and the investor page with their own path and title. */
export function SliderPage({ path, title }: { path: string; title: TranslationKey }) {
  const { t } = useTranslation('widgets');
  const slider = useSlider(path);
  const [files, setFiles] = useState<File[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { confirm, dialog } = useConfirm();
  const images = slider.query.data ?? [];
  const hintId = useId();
  // Why "add" cannot be pressed yet: shown next to it and read with it, since a disabled button takes no focus.
  const blocked = files.length === 0 ? t('slider.add_hint') : null;

  const run = async (work: () => Promise<unknown>) => {
    setSuccess(null);
    setError(null);
    try {
      await work();
      setSuccess(t('edited'));
    } catch (failure) {
      setError(failure);
    }
  };

  const upload = () =>
    run(async () => {
      const body = new FormData();
      files.forEach((file, index) => {
        body.append(`images[${index}]`, file);
      });
      await slider.add.mutateAsync(body);
      setFiles([]);
    });

  const move = (index: number, by: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => slider.reorder.mutateAsync(ids));
  };

  const remove = (id: number, number: number) =>
    confirm({
      message: t('slider.delete_confirm', { number }),
      danger: true,
      onConfirm: () => run(() => slider.remove.mutateAsync(id)),
    });

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={title} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <FileInput
            multiple
            accept="image/png,image/jpeg,image/webp,image/gif"
            label={t('slider.images')}
            description={t('slider.images_hint', { max: MAX_SLIDER_UPLOAD })}
            value={files}
            onChange={(next) => setFiles(next.slice(0, MAX_SLIDER_UPLOAD))}
            clearable
          />
          <Group justify="flex-end" gap="sm">
            {blocked && (
              <Text id={hintId} size="sm" c="dimmed">
                {blocked}
              </Text>
            )}
            <Button
              onClick={upload}
              disabled={blocked !== null}
              aria-describedby={blocked ? hintId : undefined}
              loading={slider.add.isPending}
            >
              {t('slider.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ErrorAlert error={error ?? slider.query.error} />
      <SuccessAlert message={success} onHide={() => setSuccess(null)} />
      {slider.query.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : images.length === 0 ? (
        <Text c="dimmed">{t('slider.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {images.map((image, index) => (
            <Paper key={image.id} withBorder p="xs" data-testid="slider-image">
              <Image src={image.path} alt={t('slider.image', { number: index + 1 })} h={160} fit="cover" radius="sm" />
              <Group justify="space-between" mt="xs">
                <Text size="sm">{t('slider.image', { number: index + 1 })}</Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('slider.move_up', { number: index + 1 })}
                    disabled={index === 0 || slider.reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('slider.move_down', { number: index + 1 })}
                    disabled={index === images.length - 1 || slider.reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('slider.delete', { number: index + 1 })}
                    onClick={() => remove(image.id, index + 1)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {dialog}
    </Stack>
  );
}
