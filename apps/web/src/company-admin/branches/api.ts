import type { BranchItem, BranchServiceItem, DataAnswer, PageAnswer } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { OptionsQuery } from '../../shared/fields/select-field';
import { createResource } from '../../shared/resource';

/** GET/POST /admin/branch, POST /admin/branch/{id} with `_method=PUT`, DELETE /admin/branch?id=. */
export const branches = createResource<BranchItem, FormData>({
  key: 'branches',
  path: '/admin/branch',
  update: 'method-override',
  deleteBy: 'query',
});

/** The in-branch services to pick from (GET /admin/services), named in the UI language. */
export function useServiceOptions(): OptionsQuery {
  const services = useQuery({
    queryKey: ['branch-services'],
    queryFn: ({ signal }) => api.get<DataAnswer<BranchServiceItem[]>>('/admin/services', { signal }),
    staleTime: 5 * 60_000,
  });
  return {
    data: services.data?.data.map((s) => ({ value: String(s.id), label: s.name })),
    isPending: services.isPending,
    isError: services.isError,
  };
}

/** The cities branches are in (the public finder's list), for the list filter. */
export function useCityOptions(): OptionsQuery {
  const cities = useQuery({
    queryKey: ['branch-cities'],
    queryFn: ({ signal }) => api.get<DataAnswer<{ name: string }[]>>('/branches/cities', { signal }),
    staleTime: 5 * 60_000,
  });
  return {
    data: cities.data?.data.map((c) => ({ value: c.name, label: c.name })),
    isPending: cities.isPending,
    isError: cities.isError,
  };
}

/** Every branch as a select option ("code — name"), for pickers elsewhere (the staff form). */
export function useBranchOptions(): OptionsQuery {
  const list = useQuery({
    queryKey: ['branches', 'options'],
    queryFn: ({ signal }) =>
      api.get<PageAnswer<BranchItem>>('/admin/branch', { query: { page: 1, limit: 100 }, signal }),
    staleTime: 60_000,
  });
  return {
    data: list.data?.data.map((b) => ({ value: String(b.id), label: `${b.code} — ${b.name}` })),
    isPending: list.isPending,
    isError: list.isError,
  };
}
