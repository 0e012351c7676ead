import type { NationalitiesAnswer, NationalityItem, PublicSettingsAnswer, PublicSettingsItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const careerKeys = {
  /** Shared with every reader of GET /api/settings: the cached value is the inner `data` object. */
  settings: ['public', 'settings'] as const,
  nationalities: ['public', 'nationalities'] as const,
};

async function fetchSettings(signal: AbortSignal): Promise<PublicSettingsItem> {
  const answer = await api.get<PublicSettingsAnswer>('/settings', { signal });
  return answer.data.data;
}

async function fetchNationalities(signal: AbortSignal): Promise<NationalityItem[]> {
  const answer = await api.get<NationalitiesAnswer>('/nationalities', { signal });
  return answer.data.data;
}

export function useEmploymentSettings() {
  return useQuery({ queryKey: careerKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });
}

export function useNationalities(enabled: boolean) {
  return useQuery({
    queryKey: careerKeys.nationalities,
    queryFn: ({ signal }) => fetchNationalities(signal),
    staleTime: 30 * 60_000,
    enabled,
  });
}
