import { generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FCM_SCOPE } from '../lib/fcm';
import { answer, readBody } from './fake-http';

/**
 * A stand-in for Google's token endpoint and FCM's HTTP v1 API, for tests: it checks what the real
 * ones check (the JWT's RS256 signature with the service account's public key, its claims, the
 * bearer token, the message's shape) and can answer like FCM does when a device is gone or the
 * service is down. The key pair is made here for the test run and never written anywhere.
 */

interface ReceivedMessage {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

export interface FakeFcm {
  /** FCM_API_URL for the app. */
  apiUrl: string;
  /** The service-account key file's JSON (FCM_SERVICE_ACCOUNT_JSON), with this run's private key. */
  serviceAccountJson: string;
  projectId: string;
  /** Every message accepted, in order. */
  delivered: ReceivedMessage[];
  /** Access tokens handed out. */
  tokensIssued: number;
  /** Assertions refused (bad signature, wrong claims). */
  assertionsRefused: number;
  /** Sends refused for a missing or unknown bearer token. */
  unauthorized: number;
  /** Device tokens FCM answers UNREGISTERED (404) for. */
  unregistered: Set<string>;
  /** Device tokens FCM answers INVALID_ARGUMENT about `message.token` (400) for. */
  malformed: Set<string>;
  /** Answers the next `count` sends with this status (503 by default) instead of delivering them. */
  failNext(count: number, status?: number): void;
  /** Forgets every access token issued, as if they had been revoked. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const PROJECT_ID = 'pharmacy-test';
const CLIENT_EMAIL = 'push-sender@pharmacy-test.iam.gserviceaccount.com';

function googleError(status: number, rpcStatus: string, message: string, details: unknown[] = []) {
  return { error: { code: status, message, status: rpcStatus, details } };
}

/** Whether a compact JWT is signed with `publicKey` (RS256) and claims what a service account's must. */
function checkAssertion(assertion: string, publicKey: KeyObject, audience: string): boolean {
  const parts = assertion.split('.');
  if (parts.length !== 3) return false;
  const [header, claims, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (head.alg !== 'RS256') return false;
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return false;
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    const now = Math.floor(Date.now() / 1000);
    return (
      body.iss === CLIENT_EMAIL &&
      body.aud === audience &&
      typeof body.scope === 'string' &&
      body.scope.split(' ').includes(FCM_SCOPE) &&
      typeof body.iat === 'number' &&
      body.iat <= now + 60 &&
      typeof body.exp === 'number' &&
      body.exp > now &&
      body.exp - body.iat <= 3600
    );
  } catch {
    return false;
  }
}

function isMessage(
  value: unknown,
): value is { message: { token: string; notification: ReceivedMessage; data?: object } } {
  const message = (value as { message?: Record<string, unknown> })?.message;
  const notification = message?.notification as Record<string, unknown> | undefined;
  const data = message?.data as Record<string, unknown> | undefined;
  return (
    typeof message?.token === 'string' &&
    message.token !== '' &&
    typeof notification?.title === 'string' &&
    typeof notification.body === 'string' &&
    (data === undefined || (typeof data === 'object' && Object.values(data).every((v) => typeof v === 'string')))
  );
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let tokenUri = '';

  const fake: FakeFcm = {
    apiUrl: '',
    serviceAccountJson: '',
    projectId: PROJECT_ID,
    delivered: [],
    tokensIssued: 0,
    assertionsRefused: 0,
    unauthorized: 0,
    unregistered: new Set(),
    malformed: new Set(),
    failNext(count, status = 503) {
      failures = { count, status };
    },
    revokeTokens() {
      issued.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const text = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(text);
      const assertion = form.get('assertion') ?? '';
      if (
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
        !checkAssertion(assertion, publicKey, tokenUri)
      ) {
        fake.assertionsRefused += 1;
        answer(response, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        return;
      }
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      issued.add(accessToken);
      fake.tokensIssued += 1;
      answer(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      return;
    }
    if (request.method === 'POST' && request.url === `/v1/projects/${PROJECT_ID}/messages:send`) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !issued.has(bearer)) {
        fake.unauthorized += 1;
        answer(response, 401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      if (!isMessage(parsed)) {
        answer(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
        return;
      }
      if (failures.count > 0) {
        failures.count -= 1;
        const status = failures.status;
        answer(
          response,
          status,
          googleError(status, status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE', 'Try later.'),
        );
        return;
      }
      const { token, notification, data } = parsed.message;
      if (fake.unregistered.has(token)) {
        answer(
          response,
          404,
          googleError(404, 'NOT_FOUND', 'Requested entity was not found.', [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
          ]),
        );
        return;
      }
      if (fake.malformed.has(token)) {
        answer(
          response,
          400,
          googleError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
            },
          ]),
        );
        return;
      }
      fake.delivered.push({
        token,
        title: notification.title,
        body: notification.body,
        data: (data ?? {}) as Record<string, string>,
      });
      answer(response, 200, { name: `projects/${PROJECT_ID}/messages/${randomBytes(8).toString('hex')}` });
      return;
    }
    answer(response, 404, googleError(404, 'NOT_FOUND', 'Not found.'));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, googleError(500, 'INTERNAL', 'Internal error.')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${base}/token`;
  fake.apiUrl = base;
  fake.serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: PROJECT_ID,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: CLIENT_EMAIL,
    token_uri: tokenUri,
  });
  return fake;
}
