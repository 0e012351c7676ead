import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

/**
 * Firebase Cloud Messaging, HTTP v1: a service account signs a short JWT (RS256) with its private
 * key, exchanges it at its `token_uri` for an OAuth2 access token (kept until shortly before it
 * expires), and each message is one `POST {api}/v1/projects/{project}/messages:send`. Nothing here
 * logs or returns a device token or a message's text: outcomes carry fixed reasons and codes only.
 */

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** How long the signed assertion is valid (Google accepts at most one hour). */
const ASSERTION_SECONDS = 3600;
/** An access token is replaced this long before it expires (or at half its life, if shorter). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** What the messaging client needs of a service-account key file. */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  /** A key object: printed or serialized by mistake, it shows nothing of the key. */
  privateKey: KeyObject;
  privateKeyId: string | undefined;
  tokenUri: string;
}

/** A service-account key that cannot be used; the message names the field, never its value. */
export class ServiceAccountError extends Error {}

/** Reads a service-account key file's JSON (as downloaded from the Firebase console). */
export function parseServiceAccount(text: string): ServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ServiceAccountError('is not valid JSON');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ServiceAccountError('is not a JSON object');
  }
  const fields = raw as Record<string, unknown>;
  if (fields.type !== undefined && fields.type !== 'service_account') {
    throw new ServiceAccountError('is not a service-account key ("type" is not "service_account")');
  }
  const requiredText = (name: string): string => {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') throw new ServiceAccountError(`has no "${name}"`);
    return value.trim();
  };
  const projectId = requiredText('project_id');
  // It becomes part of a URL path: Firebase project ids are letters, digits and hyphens.
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/.test(projectId)) throw new ServiceAccountError('has an invalid "project_id"');
  const clientEmail = requiredText('client_email');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(requiredText('private_key'));
  } catch (error) {
    if (error instanceof ServiceAccountError) throw error;
    throw new ServiceAccountError('has a "private_key" that is not a PEM private key');
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new ServiceAccountError('has a "private_key" that is not RSA');
  const tokenUri = fields.token_uri === undefined ? DEFAULT_TOKEN_URI : requiredText('token_uri');
  if (!isHttpUrl(tokenUri)) throw new ServiceAccountError('has a "token_uri" that is not an http(s) address');
  const privateKeyId = typeof fields.private_key_id === 'string' ? fields.private_key_id : undefined;
  return { projectId, clientEmail, privateKey, privateKeyId, tokenUri };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The signed JWT a service account exchanges for an access token (RFC 7523). */
function serviceAccountAssertion(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    sub: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_SECONDS,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('RSA-SHA256', Buffer.from(signingInput), account.privateKey);
  return `${signingInput}.${base64url(signature)}`;
}

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  /** FCM data values are strings. */
  data?: Record<string, string>;
}

/**
 * What became of one message:
 * - `delivered`: FCM accepted it;
 * - `invalid-token`: the device is gone (UNREGISTERED, 404, or a token FCM calls malformed): forget it;
 * - `rejected`: FCM refused this message for good (another project's token, a bad payload);
 * - `retry`: not now (429, 5xx, network, the token endpoint): the same message may succeed later.
 */
export type FcmOutcome =
  | { kind: 'delivered' }
  | { kind: 'invalid-token'; reason: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'retry'; reason: string };

export interface FcmClientOptions {
  account: ServiceAccount;
  /** `https://fcm.googleapis.com`, or a fake in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per HTTP request (default 10 s). */
  timeoutMs?: number;
}

/** Could not get an access token; `reason` is a fixed text with a status or error code. */
class AccessTokenUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A network failure's code (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT...), never its message. */
function networkReason(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; cause?: { code?: unknown } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'network TIMEOUT';
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : 'ERROR';
  return `network ${/^[A-Z0-9_]{1,40}$/.test(code) ? code : 'ERROR'}`;
}

const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

interface GoogleError {
  status?: string;
  message?: string;
  details?: Array<{ errorCode?: string; fieldViolations?: Array<{ field?: string }> }>;
}

async function errorOf(response: Response): Promise<GoogleError> {
  try {
    const body = (await response.json()) as { error?: GoogleError };
    return body?.error && typeof body.error === 'object' ? body.error : {};
  } catch {
    return {};
  }
}

/** FCM's own error code (UNREGISTERED...) if it sent one, else the RPC status (UNAVAILABLE...). */
function codeOf(error: GoogleError): string | undefined {
  const fcm = error.details?.find((d) => typeof d?.errorCode === 'string')?.errorCode;
  const code = fcm ?? error.status;
  return typeof code === 'string' && CODE.test(code) ? code : undefined;
}

/** Whether an INVALID_ARGUMENT answer is about the registration token rather than the message. */
function aboutToken(error: GoogleError): boolean {
  const fields = (error.details ?? []).flatMap((d) => d?.fieldViolations ?? []).map((v) => v?.field);
  if (fields.includes('message.token')) return true;
  return typeof error.message === 'string' && /registration token/i.test(error.message);
}

export function classify(status: number, error: GoogleError): FcmOutcome {
  const code = codeOf(error);
  const reason = `fcm ${status}${code ? ` ${code}` : ''}`;
  if (code === 'UNREGISTERED' || status === 404) return { kind: 'invalid-token', reason };
  if (status === 400 && (code === 'INVALID_ARGUMENT' || code === undefined) && aboutToken(error)) {
    return { kind: 'invalid-token', reason };
  }
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  // 401 is handled by the caller; 403 without SENDER_ID_MISMATCH is the account's permissions,
  // which an operator can fix: worth another try later, unlike a message FCM calls wrong.
  if (status === 401 || (status === 403 && code !== 'SENDER_ID_MISMATCH')) return { kind: 'retry', reason };
  return { kind: 'rejected', reason };
}

/** One project's messaging, with its access token cached and shared by concurrent sends. */
export class FcmClient {
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly sendUrl: string;
  private cached: { token: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly options: FcmClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const base = options.apiUrl.replace(/\/+$/, '');
    this.sendUrl = `${base}/v1/projects/${encodeURIComponent(options.account.projectId)}/messages:send`;
  }

  /** A valid access token: the cached one until shortly before it expires, else a new one (one request at a time). */
  accessToken(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return Promise.resolve(this.cached.token);
    this.pending ??= this.exchange().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Drops the cached token (FCM answered 401: it was revoked or the clock is off). */
  forgetAccessToken(): void {
    this.cached = null;
  }

  private async exchange(): Promise<string> {
    const { account } = this.options;
    const startedAt = this.now();
    let response: Response;
    try {
      response = await this.fetch(account.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: JWT_BEARER_GRANT,
          assertion: serviceAccountAssertion(account, startedAt),
        }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AccessTokenUnavailable(`fcm auth ${networkReason(error)}`);
    }
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // An answer that is not JSON is reported by its status below.
    }
    if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '') {
      const code = typeof body.error === 'string' && /^[a-z_]{1,40}$/.test(body.error) ? ` ${body.error}` : '';
      throw new AccessTokenUnavailable(`fcm auth ${response.status}${code}`);
    }
    const lifeMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600) * 1000;
    const refreshAt = startedAt + lifeMs - Math.min(REFRESH_MARGIN_MS, lifeMs / 2);
    this.cached = { token: body.access_token, refreshAt };
    return body.access_token;
  }

  /** Sends one message; never throws for a failure of FCM or of the network (see FcmOutcome). */
  async send(message: FcmMessage): Promise<FcmOutcome> {
    const first = await this.attempt(message);
    if (first !== 'unauthorized') return first;
    // A cached token FCM no longer accepts: one more try with a new one.
    this.forgetAccessToken();
    const second = await this.attempt(message);
    return second === 'unauthorized' ? { kind: 'retry', reason: 'fcm 401 UNAUTHENTICATED' } : second;
  }

  private async attempt(message: FcmMessage): Promise<FcmOutcome | 'unauthorized'> {
    let token: string;
    try {
      token = await this.accessToken();
    } catch (error) {
      if (error instanceof AccessTokenUnavailable) return { kind: 'retry', reason: error.reason };
      throw error;
    }
    let response: Response;
    try {
      response = await this.fetch(this.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { kind: 'retry', reason: networkReason(error) };
    }
    if (response.ok) {
      // The answer names the message; nothing in it is needed, but the body is read to free the connection.
      await response.arrayBuffer().catch(() => undefined);
      return { kind: 'delivered' };
    }
    const error = await errorOf(response);
    if (response.status === 401) return 'unauthorized';
    return classify(response.status, error);
  }
}
