import type { ReportBody, ReportItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource } from '../../shared/resource';

export const reports = createResource<ReportItem, ReportBody>({
  key: 'reports',
  path: '/admin/reportsResults',
  update: 'method-override',
  // The server answers every report at once.
  listing: 'all',
});

/** DELETE /admin/reportsResults/file `{ id }`: one document of a report, at once; the lists refresh. */
export function useDeleteReportFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/admin/reportsResults/file', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reports.keys.lists }),
  });
}

export const REPORTS_LIST = '/admin/results-and-reports';
