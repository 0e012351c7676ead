import type { ReactNode } from 'react';
import type { Resource } from '../resource';
import type { TranslationKey } from '../translation-key';
import { FormPage, useFormPage } from './form-page';

export interface RecordFormPageProps<Item> {
  /** The record's data module (its `api.ts`). */
  resource: Pick<Resource<Item>, 'useDetail'>;
  /** The list the page returns to once saved or cancelled. */
  listPath: string;
  titles: { add: TranslationKey; edit: TranslationKey };
  /** Shown at the end of the heading's row, e.g. a link to the public page the form changes. */
  action?: ReactNode;
  /** The form: `item` is the record to edit once loaded, undefined when adding. */
  children(page: { id: string | null; item: Item | undefined; backToList(): void }): ReactNode;
}

/**
 * The add and edit page of one resource (`…/add-x` and `…/add-x/{id}`): the title of either, the
 * record to edit loaded before the form shows, and the way back to the list once saved.
 */
export function RecordFormPage<Item>({ resource, listPath, titles, action, children }: RecordFormPageProps<Item>) {
  const { id, backToList } = useFormPage(listPath);
  const item = resource.useDetail(id);
  return (
    <FormPage
      title={id ? titles.edit : titles.add}
      loading={id !== null && item.isPending}
      error={item.error}
      action={action}
    >
      {children({ id, item: id ? item.data : undefined, backToList })}
    </FormPage>
  );
}
