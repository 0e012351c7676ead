import { Center, Loader, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../alerts/error-alert';
import { PageHeader } from '../page-header';
import type { TranslationKey } from '../translation-key';

export interface FormPageProps {
  /** i18n key of the page title (e.g. 'news:add' or 'news:edit'). */
  title: TranslationKey;
  /** Shows a spinner instead of the form, e.g. while the record to edit loads. */
  loading?: boolean;
  /** Shown instead of the form when the record to edit could not be loaded. */
  error?: unknown;
  children: ReactNode;
  /** Shown at the end of the heading's row, e.g. a link to the public page the form changes. */
  action?: ReactNode;
}

/**
 * An add/edit form on its own page (`/admin/news/add-news`, `/admin/news/add-news/12`): heading and
 * tab title, then a spinner or the load failure until the record is there, then the form.
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

/**
 * The record id of a form page (`:id` of its route; null when adding) and the way back to its list,
 * used after a save and by the cancel button.
 */
export function useFormPage(listPath: string): { id: string | null; backToList(): void } {
  const { id } = useParams();
  const navigate = useNavigate();
  return { id: id ?? null, backToList: () => navigate(listPath) };
}
