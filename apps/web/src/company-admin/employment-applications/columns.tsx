import type { EmploymentRequestListItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';

/** The pharmacist job is stored as its kind; another job is the applicant's own words. */
export function JobText({ job, kind }: { job: string; kind: string }) {
  const { t } = useTranslation('employment');
  return kind === 'pharmacist' ? t('options.job_kind.pharmacist') : job;
}

export const employmentColumns: readonly Column<EmploymentRequestListItem>[] = [
  { key: 'id', header: 'employment:columns.id', width: 80 },
  { key: 'name', header: 'employment:columns.name' },
  {
    key: 'phone_number',
    header: 'employment:columns.phone_number',
    render: (row) => <LtrText>{row.phone_number}</LtrText>,
  },
  { key: 'job', header: 'employment:columns.job', render: (row) => <JobText job={row.job} kind={row.job_kind} /> },
  // The spec shows the first 10 characters of created_at (the date).
  { key: 'created_at', header: 'employment:columns.created_at', render: (row) => row.created_at.slice(0, 10) },
];
