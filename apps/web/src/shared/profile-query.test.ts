import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from './api-client';
import { PROFILE_KEY, prefetchStaffProfile } from './profile-query';

describe('prefetchStaffProfile', () => {
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  const stubFetch = () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(
        { data: { id: 1, name: 'Admin', permissions: [] } },
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks for the profile at boot on a back-office page with a stored token', async () => {
    const fetch = stubFetch();
    setToken('t0ken');
    const client = new QueryClient();
    expect(prefetchStaffProfile(client, '/admin/branches')).toBe(true);
    await vi.waitFor(() => expect(client.getQueryData(PROFILE_KEY)).toMatchObject({ name: 'Admin' }));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/admin/profile');
  });

  it('leaves public pages and signed-out visitors alone', () => {
    const fetch = stubFetch();
    const client = new QueryClient();
    expect(prefetchStaffProfile(client, '/admin/branches')).toBe(false);
    setToken('t0ken');
    expect(prefetchStaffProfile(client, '/branches')).toBe(false);
    expect(prefetchStaffProfile(client, '/administration')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
