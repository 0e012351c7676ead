import type { ReactNode } from 'react';
import { FormPage, useFormPage } from '../shared/form/form-page';
import type { Resource } from '../shared/resource';
import type { TranslationKey } from '../shared/translation-key';
import { ViewOnSite } from './site-content/view-on-site';

export interface InvestorFormPageProps<Item> {
  /** The record's data module (its `api.ts`). */
  resource: Pick<Resource<Item>, 'useDetail'>;
  /** The list the page returns to once saved or cancelled. */
  listPath: string;
  titles: { add: TranslationKey; edit: TranslationKey };
  /** The form: `item` is the record to edit once loaded, undefined when adding. */
  children(page: { id: string | null; item: Item | undefined; backToList(): void }): ReactNode;
}

/**
 * The add and edit page of an investor-relations record (`…/add-…` and `…/add-…/{id}`): loads the
 * record to edit, links to the public investor page, and goes back to the list once saved.
 */
export function InvestorFormPage<Item>({ resource, listPath, titles, children }: InvestorFormPageProps<Item>) {
  const { id, backToList } = useFormPage(listPath);
  const item = resource.useDetail(id);
  return (
    <FormPage
      title={id ? titles.edit : titles.add}
      loading={id !== null && item.isPending}
      error={item.error}
      action={<ViewOnSite path="/investor-relations" />}
    >
      {children({ id, item: id ? item.data : undefined, backToList })}
    </FormPage>
  );
}
