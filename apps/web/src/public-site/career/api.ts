import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { DataAnswer } from '../common/api-types';

export interface Nationality {
  id: number;
  /** In the request language. */
  name: string;
}

export interface EmploymentSettings {
  receive_employment_request: boolean;
}

/** The spec's client reads `data.data` of these two answers, so the server keeps that extra level. */
type NestedAnswer<T> = DataAnswer<{ data: T }>;

export const careerKeys = {
  /** Shared with every reader of GET /api/settings: the cached value is the inner `data` object. */
  settings: ['public', 'settings'] as const,
  nationalities: ['public', 'nationalities'] as const,
};

async function fetchSettings(signal: AbortSignal): Promise<EmploymentSettings> {
  const answer = await api.get<NestedAnswer<EmploymentSettings>>('/settings', { signal });
  return answer.data.data;
}

async function fetchNationalities(signal: AbortSignal): Promise<Nationality[]> {
  const answer = await api.get<NestedAnswer<Nationality[]>>('/nationalities', { signal });
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
