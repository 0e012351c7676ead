import type { ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import type { TableFilter } from '../../shared/data-table/types';
import type { OptionsQuery } from '../../shared/fields/select-field';
import { PageHeader } from '../../shared/page-header';
import { logActions, useLogFilterOptions } from './api';
import { logActionColumns } from './columns';
import { actionLabel, PERMISSIONS_NS, subjectLabel } from './labels';

/** Choices sorted by what they say in the UI language. */
function byLabel(items: ComboboxItem[], lang: string): ComboboxItem[] {
  return [...items].sort((a, b) => a.label.localeCompare(b.label, lang));
}

export default function LogActionsPage() {
  // Both namespaces before the first row, so no cell shows a raw key while one loads.
  const { t, i18n } = useTranslation(['logs', PERMISSIONS_NS]);
  const choices = useLogFilterOptions();

  const filters = useMemo<TableFilter[]>(() => {
    const lang = i18n.language;
    const options = (list: (data: NonNullable<typeof choices.data>) => ComboboxItem[]): OptionsQuery => ({
      data: choices.data && list(choices.data),
      isPending: choices.isPending,
      isError: choices.isError,
    });
    const permissionsT = i18n.getFixedT(lang, PERMISSIONS_NS);
    return [
      {
        name: 'user',
        label: 'logs:filters.user',
        options: options((data) =>
          data.users.map((user) => ({
            value: user.value,
            label: user.former ? t('logs:filters.former', { name: user.name }) : user.name,
          })),
        ),
      },
      {
        name: 'action',
        label: 'logs:filters.action',
        options: options((data) =>
          byLabel(
            data.actions.map((action) => ({ value: action, label: actionLabel(permissionsT, action) })),
            lang,
          ),
        ),
      },
      {
        name: 'subject',
        label: 'logs:filters.subject',
        options: options((data) =>
          byLabel(
            data.subjects.map((subject) => ({ value: subject, label: subjectLabel(permissionsT, subject) })),
            lang,
          ),
        ),
      },
      { type: 'date-range', from: 'from', to: 'to', label: 'logs:filters.period' },
      { type: 'switch', name: 'hide_sign_ins', label: 'logs:filters.hide_sign_ins' },
    ];
  }, [t, i18n, choices.data, choices.isPending, choices.isError]);

  return (
    <>
      <PageHeader title="logs:title" />
      <DataTable resource={logActions} label="logs:title" columns={logActionColumns} filters={filters} />
    </>
  );
}
