import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized, setNavigateHandler } from './api-client';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('api client', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

  beforeEach(() => {
    navigate = vi.fn<(path: string) => void>();
    setNavigateHandler(navigate);
  });
  afterEach(() => {
    setNavigateHandler(null);
  });

  it('sends Accept, locale and the bearer token, and resolves to the JSON body', async () => {
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('lang', 'en');
    const fetchMock = vi.fn(async () => answer(200, { data: [{ id: 1 }], total: 1 }));
    vi.stubGlobal('fetch', fetchMock);

    const body = await api.get<{ data: { id: number }[]; total: number }>('/admin/admins', {
      query: { page: 2, limit: 10, name: undefined, city: null, search: '' },
    });

    expect(body).toEqual({ data: [{ id: 1 }], total: 1 });
    const { url, init, headers } = lastCall(fetchMock);
    expect(url).toBe('/api/admin/admins?page=2&limit=10');
    expect(init.method).toBe('GET');
    expect(headers.Accept).toBe('application/json');
    expect(headers.locale).toBe('en');
    expect(headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token and defaults the locale to ar', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: null }));
    vi.stubGlobal('fetch', fetchMock);

    await api.get('/menu');

    const { headers } = lastCall(fetchMock);
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers.locale).toBe('ar');
  });

  it('JSON-encodes plain objects and sends FormData as multipart (browser-set boundary)', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);

    await api.post('/admin/admins', { name: 'Sara', role_id: 2 });
    let call = lastCall(fetchMock);
    expect(call.init.method).toBe('POST');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.init.body).toBe('{"name":"Sara","role_id":2}');

    const form = new FormData();
    form.append('name', 'Sara');
    await api.put('/admin/news/4', form);
    call = lastCall(fetchMock);
    expect(call.init.method).toBe('PUT');
    expect(call.init.body).toBe(form);
    expect(call.headers).not.toHaveProperty('Content-Type');

    await api.delete('/admin/branch', { query: { id: 7 } });
    call = lastCall(fetchMock);
    expect(call.url).toBe('/api/admin/branch?id=7');
    expect(call.init.method).toBe('DELETE');
    expect(call.init.body).toBeUndefined();

    await api.delete('/admin/reportsResults/file', { body: { id: 3 } });
    call = lastCall(fetchMock);
    expect(call.init.method).toBe('DELETE');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.init.body).toBe('{"id":3}');
  });

  it('throws ApiError with the server message and per-field errors on a 422', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(422, { message: 'البيانات غير صحيحة', errors: { email: ['البريد مستخدم'], name: ['مطلوب', 'قصير'] } }),
      ),
    );

    const error = await api.post('/admin/admins', { email: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('البيانات غير صحيحة');
    expect(apiError.errors).toEqual({ email: ['البريد مستخدم'], name: ['مطلوب', 'قصير'] });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the token, tells listeners and goes to /login on a 401', async () => {
    localStorage.setItem('token', 'expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: 'Unauthenticated.' })),
    );

    const error = await api.get('/admin/profile').catch((e: unknown) => e);
    stop();

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves a 401 from the login call to the form', async () => {
    localStorage.setItem('token', 'still-here');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: 'بيانات الدخول غير صحيحة' })),
    );

    const error = (await api
      .post('/admin/login', { email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('بيانات الدخول غير صحيحة');
    expect(localStorage.getItem('token')).toBe('still-here');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a network failure into ApiError status 0 with a localized message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const error = (await api.get('/admin/admins').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(i18next.t('common:errors.network'));
    expect(error.message).not.toBe('errors.network');
  });

  it('uses a localized message when an error answer has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = (await api.get('/admin/admins').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(502);
    expect(error.message).toBe(i18next.t('common:errors.server'));
    expect(error.errors).toEqual({});
  });

  it('lets an aborted request reject with the AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const error = await api.get('/admin/admins').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
