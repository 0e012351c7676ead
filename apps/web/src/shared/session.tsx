import type { ProfileAnswer } from '@app/contracts/admins';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, api, clearToken, getToken, onUnauthorized, setToken } from './api-client';
import { setGroupTimeZone } from './format';
import { fetchProfile, PROFILE_KEY, PROFILE_STALE_MS } from './profile-query';

export { PROFILE_KEY };

export type Profile = ProfileAnswer;

/** A permission rule: one permission, any of several, or none (always allowed). */
export type PermissionRule = string | readonly string[] | null | undefined;

export interface Session {
  profile: Profile | null;
  loading: boolean;
  /** Set when the profile could not be loaded for a reason other than an invalid token (network, 5xx). */
  error: Error | null;
  /** Retries loading the profile after `error`. */
  reload(): void;
  can(permission: string | readonly string[]): boolean;
  signIn(token: string, profile: Profile): void;
  signOut(): Promise<void>;
}

/** Pure rule check shared by the session, menus and guards; an array means "any of". */
export function allows(permissions: readonly string[] | undefined, rule: PermissionRule): boolean {
  if (rule === null || rule === undefined) return true;
  if (!permissions) return false;
  if (typeof rule === 'string') return permissions.includes(rule);
  return rule.some((p) => permissions.includes(p));
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Held in state so signing in or out re-renders and enables/disables the profile query.
  const [token, setTokenState] = useState<string | null>(() => getToken());

  const profileQuery = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: fetchProfile,
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
  });

  // A 401 anywhere (token expired or revoked) or a sign-out in another tab ends this session too.
  useEffect(() => {
    const forget = () => {
      setTokenState(null);
      queryClient.removeQueries({ queryKey: PROFILE_KEY });
    };
    const stopListening = onUnauthorized(forget);
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'token' || event.key === null) {
        const current = getToken();
        if (current === null) {
          forget();
        } else {
          // Another tab signed in (perhaps as someone else): load that user's profile.
          queryClient.removeQueries({ queryKey: PROFILE_KEY });
          setTokenState(current);
        }
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);

  const signIn = useCallback(
    (newToken: string, profile: Profile) => {
      setToken(newToken);
      queryClient.setQueryData(PROFILE_KEY, profile);
      setTokenState(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      if (getToken()) await api.post('/admin/logout');
    } catch {
      // The token is dropped locally whatever the server says (it may already be expired).
    } finally {
      clearToken();
      setTokenState(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const profile = token ? (profileQuery.data ?? null) : null;
  // Before any screen renders a date: the screens wait for the profile.
  if (profile?.time_zone) setGroupTimeZone(profile.time_zone);
  const failure = token && !profile && profileQuery.error instanceof Error ? profileQuery.error : null;
  // A 401 is not an error to show: the client has already cleared the token and moved to /login.
  const error = failure instanceof ApiError && failure.status === 401 ? null : failure;
  const { refetch } = profileQuery;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const loading = token !== null && !profile && (profileQuery.isPending || profileQuery.isFetching);

  const value = useMemo<Session>(
    () => ({
      profile,
      loading,
      error,
      reload,
      can: (permission) => allows(profile?.permissions, permission),
      signIn,
      signOut,
    }),
    [profile, loading, error, reload, signIn, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
