import { ActionIcon, Button, Group, Input, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../dialogs/confirm-dialog';
import { isStoredFile } from '../form/form-data';
import { useFormMeta } from '../form/labels';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '../icons';
import { type FieldLabel, type TranslationKey, useAnyT } from '../translation-key';

export interface RepeatableRowsProps<Row extends FieldValues> {
  /** Form path of the list, e.g. 'items'. */
  name: string;
  /** i18n key of the list's label; defaults to the form's label for `name`. */
  label?: FieldLabel;
  /** A new, empty row. */
  newRow(): Row;
  /** The row's fields; `path` is the row's form path, e.g. `items.2`. */
  children(row: { path: string; index: number }): ReactNode;
  /** Most rows allowed; the add button is disabled at the limit. */
  max?: number;
  /** i18n key of a row's title with `{{number}}`, e.g. 'news:fields.slide'; "Row 3" by default. */
  rowTitle?: TranslationKey;
  /**
   * Removing a row that holds a stored file at once on the server (e.g. "delete this file"): asks
   * `message` (i18n key), runs `run(row)` and removes the row only when it succeeds. Without it the
   * row leaves the form and the file goes when the form is saved.
   */
  removeStored?: { message: TranslationKey; run(row: Row): Promise<unknown> | unknown };
}

/** True when the row (at any depth) holds a file already stored on the server. */
export function hasStoredFile(value: unknown): boolean {
  if (isStoredFile(value)) return value.url !== null && value.url !== undefined;
  if (value instanceof File || value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasStoredFile);
}

/**
 * A list of rows bound to `useFieldArray`: add (up to `max`), remove (asking first when the row holds a
 * stored file), move up and down with buttons that keep the keyboard focus on the moved row.
 */
export function RepeatableRows<Row extends FieldValues>({
  name,
  label,
  newRow,
  children,
  max,
  rowTitle,
  removeStored,
}: RepeatableRowsProps<Row>) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const { labelOf } = useFormMeta();
  const { control, getValues, getFieldState, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { confirm, dialog } = useConfirm();
  const listLabel = typeof label === 'object' ? label.text : label ? tk(label) : labelOf(name);
  const full = max !== undefined && fields.length >= max;
  // After a move, focus goes to the same button of the row at its new place.
  const pendingFocus = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const listError = getFieldState(name, formState).error;
  const errorMessage = listError?.message ?? listError?.root?.message;

  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    // At the top or bottom the same button is disabled: the row's other move button takes the focus.
    const [index, direction] = key.split('-');
    const candidates = [key, `${index}-${direction === 'up' ? 'down' : 'up'}`];
    for (const candidate of candidates) {
      const button = container.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${candidate}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  });

  const titleOf = (index: number) => tk(rowTitle ?? 'toolkit:rows.row', { number: index + 1 });

  const removeRow = (index: number) => {
    const value: unknown = getValues(`${name}.${index}`);
    if (!hasStoredFile(value)) {
      remove(index);
      return;
    }
    if (removeStored) {
      confirm({
        message: tk(removeStored.message),
        confirmLabel: t('actions.delete'),
        onConfirm: async () => {
          await removeStored.run(value as Row);
          remove(index);
        },
      });
      return;
    }
    confirm({
      title: t('rows.remove_title'),
      message: t('rows.remove_stored', { row: titleOf(index) }),
      confirmLabel: t('rows.remove'),
      onConfirm: () => remove(index),
    });
  };

  const moveRow = (from: number, to: number, direction: 'up' | 'down') => {
    move(from, to);
    pendingFocus.current = `${to}-${direction}`;
  };

  return (
    <Input.Wrapper
      label={listLabel}
      error={errorMessage}
      component="fieldset"
      styles={{ root: { border: 0, padding: 0 } }}
    >
      <Stack gap="sm" mt={4} ref={container}>
        {fields.length === 0 && (
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('rows.empty')}
            </Text>
          </Paper>
        )}
        {fields.map((field, index) => {
          const title = titleOf(index);
          return (
            <Paper key={field.id} withBorder p="sm" role="group" aria-label={title}>
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('rows.move_up', { row: title })} openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('rows.move_up', { row: title })}
                      disabled={index === 0}
                      data-focus-key={`${index}-up`}
                      onClick={() => moveRow(index, index - 1, 'up')}
                    >
                      <IconArrowUp />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('rows.move_down', { row: title })} openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('rows.move_down', { row: title })}
                      disabled={index === fields.length - 1}
                      data-focus-key={`${index}-down`}
                      onClick={() => moveRow(index, index + 1, 'down')}
                    >
                      <IconArrowDown />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('rows.remove_row', { row: title })} openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('rows.remove_row', { row: title })}
                      onClick={() => removeRow(index)}
                    >
                      <IconTrash />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Stack gap="sm">{children({ path: `${name}.${index}`, index })}</Stack>
            </Paper>
          );
        })}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={full}
            onClick={() => append(newRow() as never)}
          >
            {t('rows.add')}
          </Button>
          {max !== undefined && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('rows.count', { current: fields.length, max })}
            </Text>
          )}
        </Group>
      </Stack>
      {dialog}
    </Input.Wrapper>
  );
}
