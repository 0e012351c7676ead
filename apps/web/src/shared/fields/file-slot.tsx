import { Anchor, Box, Button, Center, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../bidi-text';
import { isStoredFile, type SlotValue } from '../form/form-data';
import { IconFile, IconPhoto } from '../icons';
import type { FieldLabel } from '../translation-key';
import { useField } from './use-field';

export interface FileSlotProps {
  name: string;
  label?: FieldLabel;
  /** e.g. 'image/*' or '.pdf,.doc,.docx'. The server checks the content again. */
  accept?: string;
  /** A hint under the label, e.g. the recommended image size "572×624". */
  hint?: string;
  required?: boolean;
}

/** Preview address of the slot: a temporary object URL for a newly chosen file, the stored URL otherwise. */
function usePreview(value: SlotValue | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof File) || typeof URL.createObjectURL !== 'function') {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof File) return objectUrl;
  return isStoredFile(value) ? value.url : null;
}

function Slot({ name, label, accept, hint, required, image }: FileSlotProps & { image: boolean }) {
  const { t } = useTranslation('toolkit');
  const { formState } = useFormContext();
  const { field, label: text, error, required: isRequired } = useField(name, label, required);
  const value = field.value as SlotValue | undefined;
  const preview = usePreview(value);
  const resetInput = useRef<() => void>(null);
  const chosen = value instanceof File;
  const hasFile = chosen || (isStoredFile(value) && value.url !== null);

  const undo = () => {
    const initial: unknown = get(formState.defaultValues, name);
    field.onChange(isStoredFile(initial) ? initial : null);
    resetInput.current?.();
  };

  const chooseText = t(hasFile ? 'slot.replace' : image ? 'slot.choose_image' : 'slot.choose_file');
  const storedName = isStoredFile(value) ? (value.name ?? value.url?.split('/').pop()) : undefined;

  return (
    <Input.Wrapper
      label={text}
      description={hint ? <Isolated text={hint} /> : undefined}
      error={error}
      required={isRequired}
    >
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        {image && (
          <Box
            w={96}
            h={96}
            style={{
              flexShrink: 0,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            {preview ? (
              <Image src={preview} alt={t('slot.preview', { label: text })} w={96} h={96} fit="contain" />
            ) : (
              <Center h="100%" c="dimmed">
                <IconPhoto size={28} />
              </Center>
            )}
          </Box>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <FileButton
            resetRef={resetInput}
            accept={accept}
            onChange={(file) => {
              if (file) field.onChange(file);
            }}
            inputProps={{ 'aria-label': text, name: field.name }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                ref={field.ref}
                onBlur={field.onBlur}
                variant="default"
                size="xs"
                leftSection={image ? <IconPhoto size={16} /> : <IconFile size={16} />}
                aria-label={`${chooseText}: ${text}`}
              >
                {chooseText}
              </Button>
            )}
          </FileButton>
          {chosen && (
            <Group gap={6} wrap="nowrap">
              <Text size="xs" truncate="end" title={value.name}>
                {value.name}
              </Text>
              <Button variant="subtle" size="compact-xs" onClick={undo}>
                {t('slot.undo')}
              </Button>
            </Group>
          )}
          {!chosen && !image && preview && (
            <Anchor href={preview} target="_blank" rel="noopener noreferrer" size="xs">
              {storedName ?? t('slot.open_file')}
            </Anchor>
          )}
          {!hasFile && (
            <Text size="xs" c="dimmed">
              {t('slot.empty')}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

/** An image slot with a preview; only a newly chosen image is sent (see `toFormData`). */
export function ImageSlot({ accept = 'image/*', ...props }: FileSlotProps) {
  return <Slot {...props} accept={accept} image />;
}

/** A document slot; shows a link to the stored file, and only a newly chosen file is sent. */
export function FileSlot(props: FileSlotProps) {
  return <Slot {...props} image={false} />;
}
