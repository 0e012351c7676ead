import { Center, Loader, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../alerts/error-alert';
import { PageHeader } from '../page-header';
import type { Resource } from '../resource';
import type { TranslationKey } from '../translation-key';

export interface FormPageProps {
  /** i18n key of the page title (e.g. 'news:add' or 'news:edit'). */
  title: TranslationKey;
  /** Shows a spinner instead of the form while what it edits loads. */
  loading?: boolean;
  /** Shown instead of the form when what it edits could not be loaded. */
  error?: unknown;
  /** Shown at the end of the heading's row, e.g. a link to the public page the form changes. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The one page of a form that has a screen of its own: a record's add/edit page
 * (`/admin/news/add-news[/12]`, with `useRecordForm`) or a settings page saved as a whole
 * (`/admin/website-contacts`, with `loadStatus`). Heading and tab title, then a spinner or the load
 * failure until what the form edits is there, then the form. Popup forms use `FormDialog`.
 */
export function FormPage({ title, loading = false, error, children, action }: FormPageProps) {
  const { t } = useTranslation('toolkit');
  return (
    <>
      <PageHeader title={title} action={action} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={1100}>
        {error ? (
          <ErrorAlert error={error} />
        ) : loading ? (
          <Center py="xl" role="status" aria-label={t('table.loading')}>
            <Loader />
          </Center>
        ) : (
          children
        )}
      </Paper>
    </>
  );
}

/** `loading` and `error` of a FormPage from the query (or queries) of what its form edits. */
export function loadStatus(...queries: { isPending: boolean; error: unknown }[]): { loading: boolean; error: unknown } {
  return {
    loading: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
  };
}

export interface RecordForm<Item> {
  /** The route's `:id`; null when adding. */
  id: string | null;
  /** The record to edit once loaded; undefined when adding. */
  item: Item | undefined;
  /** The FormPage's `loading` and `error` (nothing to load when adding). */
  status: { loading: boolean; error: unknown };
  /** Back to the list, after a save and from the cancel button. */
  backToList(): void;
}

/**
 * The record an add/edit page works on (`…/add-x` and `…/add-x/{id}`): its id from the route, the
 * record loaded when editing, and the way back to its list. `listPath` may depend on the record
 * (the list of the record's own category); `param` names the route's id when it is not `:id`.
 */
export function useRecordForm<Item>(
  resource: Pick<Resource<Item>, 'useDetail'>,
  listPath: string | ((item: Item | undefined) => string),
  options: { param?: string } = {},
): RecordForm<Item> {
  const id = useParams()[options.param ?? 'id'] ?? null;
  const navigate = useNavigate();
  const detail = resource.useDetail(id);
  const item = id ? detail.data : undefined;
  return {
    id,
    item,
    status: { loading: id !== null && detail.isPending, error: id ? detail.error : null },
    backToList: () => navigate(typeof listPath === 'function' ? listPath(item) : listPath),
  };
}
