import type {
  DataAnswer,
  EmploymentRequestDetail,
  EmploymentRequestListItem,
  EmploymentSettingsItem,
  NationalitiesAnswer,
} from '@app/contracts';
import type { ComboboxItem } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react';
import { api } from '../../shared/api-client';
import type { OptionsQuery } from '../../shared/fields/select-field';
import { createResource } from '../../shared/resource';

/** Read and delete only: applications are written by the public form. */
export const employmentRequests = createResource<EmploymentRequestListItem, never>({
  key: 'employment-requests',
  path: '/admin/employmentRequests',
});

export const EXPORT_PATH = '/admin/employmentRequest/export';

/** Deletes the ticked applications in one call, then reloads the list. */
export function useBulkDeleteRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly Key[]) => api.post('/admin/employmentRequest/bulkDelete', { ids: ids.map(Number) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['employment-requests'] }),
  });
}

export function useRequestDetail(id: number) {
  return useQuery({
    queryKey: ['employment-requests', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<DataAnswer<EmploymentRequestDetail>>(`/admin/employmentRequests/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

/** The nationalities as filter options, named in the UI language. */
export function useNationalityOptions(): OptionsQuery {
  const query = useQuery({
    queryKey: ['nationalities', 'options'],
    queryFn: ({ signal }) => api.get<NationalitiesAnswer>('/nationalities', { signal }),
    select: (answer) => answer.data.data.map((n): ComboboxItem => ({ value: String(n.id), label: n.name })),
    staleTime: 10 * 60_000,
  });
  return { data: query.data, isPending: query.isPending, isError: query.isError };
}

const SETTINGS_KEY = ['employment-settings'];

export function useEmploymentSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<DataAnswer<EmploymentSettingsItem>>('/admin/settings', { signal }),
    select: (answer) => answer.data,
  });
}

/** Saves the toggle at once; the cached value follows the server's answer. */
export function useSaveEmploymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      api.post<DataAnswer<EmploymentSettingsItem>>('/admin/settings', { receive_employment_request: value }),
    onSuccess: (answer) => client.setQueryData(SETTINGS_KEY, answer),
  });
}
