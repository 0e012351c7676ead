import i18next from 'i18next';
import { getLang } from './lang';

/** Every call goes to the same origin under /api (Vite proxies it in development). */
const BASE = '/api';
const TOKEN_KEY = 'token';
/** The sign-in call answers 401 for wrong credentials; that must reach the form, not redirect. */
const LOGIN_PATH = '/admin/login';

export class ApiError extends Error {
  status: number;
  errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type QueryParams = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

type Navigate = (path: string) => void;
let navigateHandler: Navigate | null = null;
const unauthorizedListeners = new Set<() => void>();

/** The router registers its navigate so a 401 moves to /login without a full page load. */
export function setNavigateHandler(handler: Navigate | null): void {
  navigateHandler = handler;
}

/** Called after a 401 cleared the token (the session forgets the profile); returns an unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function handleUnauthorized(): void {
  clearToken();
  for (const listener of unauthorizedListeners) listener();
  if (window.location.pathname === '/login') return;
  if (navigateHandler) navigateHandler('/login');
  else window.location.assign('/login');
}

function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return `${BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function translate(key: string): string {
  return i18next.t(key, { ns: 'common' });
}

function toErrors(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', locale: getLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), { method, headers, body: payload, signal: opts.signal });
  } catch (error) {
    // Cancellation is not a failure; let TanStack Query see the AbortError it expects.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate('errors.network'));
  }

  const parsed = await readBody(response);
  if (response.ok) return parsed as T;

  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : translate(response.status >= 500 ? 'errors.server' : 'errors.request');
  if (response.status === 401 && path !== LOGIN_PATH) handleUnauthorized();
  throw new ApiError(response.status, message, toErrors(record.errors));
}

export const api = {
  get<T>(path: string, opts?: RequestOptions): Promise<T> {
    return request<T>('GET', path, undefined, opts);
  },
  post<T>(path: string, body?: unknown | FormData, opts?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body, opts);
  },
  put<T>(path: string, body?: unknown | FormData, opts?: RequestOptions): Promise<T> {
    return request<T>('PUT', path, body, opts);
  },
  delete<T>(path: string, opts?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, undefined, opts);
  },
};
