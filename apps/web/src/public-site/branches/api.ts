import type { BranchAnswer, BranchCityAnswer, DataAnswer, PublicSettingsAnswer } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { usePublicData } from '../common/queries';

/** A branch as GET /api/branches answers it; name, address and city are in the request language. */
export type Branch = BranchAnswer;

/** A city of the filter; the server matches it in either language. */
export type BranchCity = BranchCityAnswer;

export interface BranchFilters {
  search: string;
  city: string;
}

const branchKeys = {
  all: ['public', 'branches'] as const,
  list: (filters: BranchFilters) => ['public', 'branches', 'list', filters] as const,
  cities: ['public', 'branches', 'cities'] as const,
  settings: ['public', 'settings'] as const,
};

/** Active branches matching the name search and city (empty values are not sent). */
async function fetchBranches(filters: BranchFilters, signal: AbortSignal): Promise<Branch[]> {
  const answer = await api.get<DataAnswer<Branch[]>>('/branches', {
    query: { search: filters.search, city: filters.city },
    signal,
  });
  return answer.data;
}

export function useBranches(filters: BranchFilters) {
  return useQuery({
    queryKey: branchKeys.list(filters),
    queryFn: ({ signal }) => fetchBranches(filters, signal),
    // The previous results stay on screen while a new search runs, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One active branch (GET /api/branches/{id}); `id` null (an address without one) asks for nothing. */
export function useBranch(id: number | null) {
  return usePublicData<Branch>([...branchKeys.all, 'one', id], `/branches/${id}`, { enabled: id !== null });
}

export function useBranchCities() {
  return usePublicData<BranchCity[]>(branchKeys.cities, '/branches/cities');
}

/** Public settings (GET /api/settings answers `{ data: { data: {...} } }`); the map reads its tile URL there if offered. */
export function usePublicSettings(enabled = true) {
  return useQuery({
    queryKey: branchKeys.settings,
    queryFn: ({ signal }) => api.get<PublicSettingsAnswer>('/settings', { signal }).then((a) => a.data.data),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Branches that can be placed on a map. */
export function hasLocation(branch: Branch): branch is Branch & { lat: number; long: number } {
  return typeof branch.lat === 'number' && typeof branch.long === 'number';
}
