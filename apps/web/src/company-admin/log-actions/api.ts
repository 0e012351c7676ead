import type { DataAnswer, LogAction, LogActionFilterOptions } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource } from '../../shared/resource';

/** Read-only: the server writes log rows inside each audited change. */
export const logActions = createResource<LogAction, never>({ key: 'log-actions', path: '/admin/log_actions' });

/** The choices of the log's filters: staff, actions and kinds of record the log holds. */
export function useLogFilterOptions() {
  return useQuery({
    queryKey: ['log-actions', 'filters'],
    queryFn: ({ signal }) => api.get<DataAnswer<LogActionFilterOptions>>('/admin/log_actions/filters', { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}
