import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AddButton, PageHeader } from '../page-header';
import type { Id } from '../resource';
import type { PermissionRule } from '../session';
import type { FieldLabel, TranslationKey } from '../translation-key';
import { DataTable, type DataTableProps } from './data-table';
import { editAction, useDeleteAction } from './row-actions';
import type { RowAction } from './types';

export interface ListPageProps<Row extends { id: Id }>
  extends Pick<
    DataTableProps<Row>,
    'columns' | 'params' | 'limit' | 'rowLabel' | 'search' | 'filters' | 'empty' | 'minWidth'
  > {
  resource: DataTableProps<Row>['resource'] & { useDelete(): { mutateAsync(id: Id): Promise<unknown> } };
  /** i18n key of the heading, also the table's name. */
  title: TranslationKey;
  /** A heading naming more than the title (`Sub-categories: Vitamins`); the title by default. */
  heading?: FieldLabel;
  /** The add button: its label, permission and the form's path (relative to the list). */
  add?: { label: TranslationKey; permission?: PermissionRule; path: string };
  /** The edit button: its permission and the form's path of a row (relative to the list). */
  edit: { permission?: PermissionRule; path(row: Row): string };
  /** The delete button: its permission and the confirmation question's i18n key. */
  remove?: { permission?: PermissionRule; message: TranslationKey };
  /** Shown between the heading and the table (the list's tabs). */
  intro?: ReactNode;
  /** More buttons beside the add button (an import). */
  tools?: ReactNode;
  /** Row actions shown before edit and delete (a view link, a sub-list). */
  actions?: readonly RowAction<Row>[];
}

/**
 * A resource's list whose add and edit forms are pages of their own (`add-x`, `add-x/{id}`):
 * heading with the add button, the paged table, edit opening the form, delete after confirmation.
 */
export function ListPage<Row extends { id: Id }>({
  resource,
  title,
  heading,
  add,
  edit,
  remove,
  actions: before = [],
  tools,
  intro,
  ...table
}: ListPageProps<Row>) {
  const navigate = useNavigate();
  const deleteRow = useDeleteAction<Row>(resource, {
    permission: remove?.permission,
    message: remove?.message ?? 'toolkit:confirm.title',
  });
  const actions = [
    ...before,
    editAction<Row>((row) => navigate(edit.path(row)), edit.permission),
    ...(remove ? [deleteRow] : []),
  ];
  return (
    <>
      <PageHeader
        title={heading ?? title}
        action={
          (add || tools) && (
            <Group gap="sm">
              {tools}
              {add && <AddButton label={add.label} permission={add.permission} onClick={() => navigate(add.path)} />}
            </Group>
          )
        }
      />
      {intro}
      <DataTable resource={resource} label={title} actions={actions} {...table} />
    </>
  );
}
