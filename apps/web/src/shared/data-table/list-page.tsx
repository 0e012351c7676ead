import { useNavigate } from 'react-router';
import { AddButton, PageHeader } from '../page-header';
import type { Id } from '../resource';
import type { PermissionRule } from '../session';
import type { TranslationKey } from '../translation-key';
import { DataTable, type DataTableProps } from './data-table';
import { editAction, useDeleteAction } from './row-actions';

export interface ListPageProps<Row extends { id: Id }>
  extends Pick<DataTableProps<Row>, 'columns' | 'params' | 'limit' | 'rowLabel'> {
  resource: DataTableProps<Row>['resource'] & { useDelete(): { mutateAsync(id: Id): Promise<unknown> } };
  /** i18n key of the heading, also the table's name. */
  title: TranslationKey;
  /** The add button: its label, permission and the form's path (relative to the list). */
  add?: { label: TranslationKey; permission?: PermissionRule; path: string };
  /** The edit button: its permission and the form's path of a row (relative to the list). */
  edit: { permission?: PermissionRule; path(row: Row): string };
  /** The delete button: its permission and the confirmation question's i18n key. */
  remove?: { permission?: PermissionRule; message: TranslationKey };
}

/**
 * A resource's list whose add and edit forms are pages of their own (`add-x`, `add-x/{id}`):
 * heading with the add button, the paged table, edit opening the form, delete after confirmation.
 */
export function ListPage<Row extends { id: Id }>({ resource, title, add, edit, remove, ...table }: ListPageProps<Row>) {
  const navigate = useNavigate();
  const deleteRow = useDeleteAction<Row>(resource, {
    permission: remove?.permission,
    message: remove?.message ?? 'toolkit:confirm.title',
  });
  const actions = [editAction<Row>((row) => navigate(edit.path(row)), edit.permission), ...(remove ? [deleteRow] : [])];
  return (
    <>
      <PageHeader
        title={title}
        action={add && <AddButton label={add.label} permission={add.permission} onClick={() => navigate(add.path)} />}
      />
      <DataTable resource={resource} label={title} actions={actions} {...table} />
    </>
  );
}
