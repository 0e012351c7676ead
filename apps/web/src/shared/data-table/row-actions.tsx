import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { type Key, useMemo } from 'react';
import { IconEdit, IconEye, IconTrash } from '../icons';
import type { Id } from '../resource';
import type { PermissionRule } from '../session';
import { type TranslationKey, useAnyT } from '../translation-key';
import type { RowAction } from './types';

export function editAction<Row>(onClick: (row: Row) => void, permission?: PermissionRule): RowAction<Row> {
  return { key: 'edit', label: 'toolkit:actions.edit', icon: <IconEdit />, permission, onClick };
}

/** Opens the row's details, e.g. `viewAction((row) => drawer.open(row.id))` with `useDetailDrawer`. */
export function viewAction<Row>(onClick: (row: Row) => void, permission?: PermissionRule): RowAction<Row> {
  return { key: 'view', label: 'toolkit:actions.view', icon: <IconEye />, permission, onClick };
}

export function deleteAction<Row>(options: {
  permission?: PermissionRule;
  /** i18n key of the question, e.g. 'users:delete_confirm'. */
  message: TranslationKey;
  run(row: Row): Promise<unknown> | unknown;
}): RowAction<Row> {
  return {
    key: 'delete',
    label: 'toolkit:actions.delete',
    icon: <IconTrash />,
    color: 'red',
    permission: options.permission,
    confirm: { message: options.message, confirmLabel: 'toolkit:actions.delete', run: options.run },
  };
}

interface Deletable {
  useDelete(): { mutateAsync(id: Id): Promise<unknown> };
}

/** The delete action of a resource's rows: confirm with `message`, delete, and the list refreshes. */
export function useDeleteAction<Row extends { id: Id }>(
  resource: Deletable,
  options: { permission?: PermissionRule; message: TranslationKey },
): RowAction<Row> {
  const { mutateAsync } = resource.useDelete();
  const { permission, message } = options;
  return useMemo(
    () => deleteAction<Row>({ permission, message, run: (row) => mutateAsync(row.id) }),
    [mutateAsync, permission, message],
  );
}

/**
 * `DataTable`'s `bulkDelete` for a resource without a bulk endpoint: deletes the selected records one
 * by one through the resource's delete (so each refreshes the list); the first failure stops the run
 * and its message is shown, the records already deleted stay deleted.
 */
export function useBulkDelete(
  resource: Deletable,
  permission?: PermissionRule,
): { permission?: PermissionRule; run(keys: Key[]): Promise<void> } {
  const { mutateAsync } = resource.useDelete();
  return useMemo(
    () => ({
      permission,
      run: async (keys: Key[]) => {
        for (const key of keys) await mutateAsync(key as Id);
      },
    }),
    [mutateAsync, permission],
  );
}

export function RowActions<Row>({
  row,
  actions,
  rowLabel,
  onAction,
}: {
  row: Row;
  actions: readonly RowAction<Row>[];
  rowLabel?: string;
  onAction(action: RowAction<Row>, row: Row): void;
}) {
  const t = useAnyT();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => {
          const label = t(action.label);
          return (
            <Tooltip key={action.key} label={label} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color={action.color ?? 'gray'}
                // The row's name makes each button distinguishable to screen readers ("Delete Ahmad").
                aria-label={rowLabel ? `${label} ${rowLabel}` : label}
                onClick={() => onAction(action, row)}
              >
                {action.icon}
              </ActionIcon>
            </Tooltip>
          );
        })}
    </Group>
  );
}
