import type { ProfileAnswer } from '@app/contracts/admins';
import type { QueryClient } from '@tanstack/react-query';
import { api, getToken } from './api-client';

/** The signed-in staff member's profile: one query, read by the session and started early at boot. */
export const PROFILE_KEY = ['profile'] as const;
export const PROFILE_STALE_MS = 5 * 60_000;

export const fetchProfile = ({ signal }: { signal?: AbortSignal }) =>
  api.get<{ data: ProfileAnswer }>('/admin/profile', { signal }).then((r) => r.data);

/** Back-office addresses: the areas that need the profile before they show anything. */
const STAFF_AREA = /^\/(admin|store-admin)(\/|$)/;

/**
 * Opening a back-office page with a stored token: asks for the profile at once, while the staff
 * chunks are still downloading, instead of after they ran (the session then finds it in the cache).
 */
export function prefetchStaffProfile(queryClient: QueryClient, pathname = window.location.pathname): boolean {
  if (!STAFF_AREA.test(pathname) || getToken() === null) return false;
  void queryClient.prefetchQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, staleTime: PROFILE_STALE_MS });
  return true;
}
