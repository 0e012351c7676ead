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
  /**
   * Sent as `Idempotency-Key`: the same key on a repeated request (a retry, a double click) makes the
   * server apply the change once (wallet entries).
   */
  idempotencyKey?: string;
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

function translate(key: 'errors.server' | 'errors.request' | 'errors.network'): string {
  return i18next.t(key);
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

/** Language and sign-in of every call. The token travels in this header only, never in a URL. */
function baseHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, locale: getLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Turns a failed answer into an ApiError with the server's message and field errors. */
async function failure(response: Response, path: string): Promise<ApiError> {
  const parsed = await readBody(response);
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : translate(response.status >= 500 ? 'errors.server' : 'errors.request');
  if (response.status === 401 && path !== LOGIN_PATH) handleUnauthorized();
  return new ApiError(response.status, message, toErrors(record.errors));
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
const networkTransport: Transport = (url, init) => fetch(url, init);
let transport = networkTransport;

/** The server's page rendering answers a page's reads in its own process instead of over the network. */
export function setTransport(next: Transport | null): void {
  transport = next ?? networkTransport;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(url, init);
  } catch (error) {
    // Cancellation is not a failure; let TanStack Query see the AbortError it expects.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate('errors.network'));
  }
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders('application/json');
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await send(buildUrl(path, opts.query), { method, headers, body: payload, signal: opts.signal });
  if (!response.ok) throw await failure(response, path);
  return (await readBody(response)) as T;
}

/** The file name the server gave (`Content-Disposition`, RFC 5987 `filename*` first), if any. */
function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

export interface DownloadOptions extends RequestOptions {
  /** Used when the server does not name the file. */
  fallbackName: string;
}

/**
 * Downloads a file the server streams (exports, reports). The request carries the bearer token in
 * its `Authorization` header like every call; the body is saved from a blob, so the long-lived token
 * never appears in a URL, the history or server logs. Resolves with the saved file's name.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const response = await send(buildUrl(path, options.query), {
    method: 'GET',
    headers: baseHeaders('*/*'),
    signal: options.signal,
  });
  if (!response.ok) throw await failure(response, path);
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start reading the blob before releasing it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
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
  /** `body` for the few calls that name what to delete in a JSON body (e.g. a report's file `{ id }`). */
  delete<T>(path: string, opts: RequestOptions & { body?: unknown } = {}): Promise<T> {
    const { body, ...rest } = opts;
    return request<T>('DELETE', path, body, rest);
  },
};
