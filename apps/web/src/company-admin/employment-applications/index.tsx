import type { EmploymentRequestListItem } from '@app/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { viewAction } from '../../shared/data-table/row-actions';
import type { TableFilter } from '../../shared/data-table/types';
import { PageHeader } from '../../shared/page-header';
import { EXPORT_PATH, employmentRequests, useBulkDeleteRequests, useNationalityOptions } from './api';
import { employmentColumns } from './columns';
import { ReceiveToggle } from './receive-toggle';

export default function EmploymentApplicationsPage() {
  const { t } = useTranslation('employment');
  const navigate = useNavigate();
  const nationalities = useNationalityOptions();
  const remove = useBulkDeleteRequests();
  const filters = useMemo<TableFilter[]>(
    () => [
      {
        name: 'religion',
        label: 'employment:filters.religion',
        options: [
          { value: 'muslim', label: t('options.religion.muslim') },
          { value: 'other', label: t('options.religion.other') },
        ],
      },
      { name: 'nationality_id', label: 'employment:filters.nationality', options: nationalities },
    ],
    [t, nationalities],
  );
  return (
    <Stack gap="md">
      <PageHeader title="employment:title" />
      <ReceiveToggle />
      <DataTable
        resource={employmentRequests}
        label="employment:title"
        columns={employmentColumns}
        rowLabel={(row: EmploymentRequestListItem) => row.name}
        search
        filters={filters}
        actions={[
          viewAction((row: EmploymentRequestListItem) => navigate(`job-details/${row.id}`), 'show employment request'),
        ]}
        bulkDelete={{ permission: 'delete employment request', run: remove.mutateAsync }}
        exportFile={{ path: EXPORT_PATH, fileName: t('export_name'), permission: 'export employment request' }}
        minWidth={640}
      />
    </Stack>
  );
}
