import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { type FakeFcm, startFakeFcm } from '../test/fake-fcm';
import { classify, FcmClient, type FcmMessage, parseServiceAccount, ServiceAccountError } from './fcm';

let fake: FakeFcm;
beforeAll(async () => {
  fake = await startFakeFcm();
});
afterAll(() => fake?.close());

const message = (token: string): FcmMessage => ({
  token,
  notification: { title: 'عرض اليوم', body: 'خصم 20٪ على الفيتامينات' },
  data: { kind: 'announcement' },
});

const client = (options: { now?: () => number; apiUrl?: string; json?: string } = {}) =>
  new FcmClient({
    account: parseServiceAccount(options.json ?? fake.serviceAccountJson),
    apiUrl: options.apiUrl ?? fake.apiUrl,
    now: options.now,
  });

describe('service-account keys', () => {
  it('reads a key file and refuses a broken one by naming the field, never its value', () => {
    const account = parseServiceAccount(fake.serviceAccountJson);
    expect(account).toMatchObject({ projectId: 'pharmacy-test', tokenUri: `${fake.apiUrl}/token` });
    // The key is an object that prints nothing of itself.
    expect(JSON.stringify(account)).not.toContain('PRIVATE KEY');

    const key = JSON.parse(fake.serviceAccountJson);
    const broken = (change: Record<string, unknown>) => () =>
      parseServiceAccount(JSON.stringify({ ...key, ...change }));
    expect(() => parseServiceAccount('{not json')).toThrow(ServiceAccountError);
    expect(broken({ type: 'authorized_user' })).toThrow(/service_account/);
    expect(broken({ project_id: undefined })).toThrow(/"project_id"/);
    expect(broken({ project_id: '../other' })).toThrow(/invalid "project_id"/);
    expect(broken({ client_email: '' })).toThrow(/"client_email"/);
    expect(broken({ private_key: 'secret-material' })).toThrow(/"private_key" that is not a PEM/);
    expect(broken({ private_key: 'secret-material' })).not.toThrow(/secret-material/);
    expect(broken({ token_uri: 'ftp://x' })).toThrow(/"token_uri"/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(broken({ private_key: ec })).toThrow(/not RSA/);
  });

  it('is configured by FCM_SERVICE_ACCOUNT_FILE or FCM_SERVICE_ACCOUNT_JSON, checked at start', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig(base).push).toBeUndefined();
    const fromJson = loadConfig({
      ...base,
      FCM_SERVICE_ACCOUNT_JSON: fake.serviceAccountJson,
      FCM_API_URL: 'http://127.0.0.1:9/',
    });
    expect(fromJson.push).toMatchObject({ apiUrl: 'http://127.0.0.1:9', account: { projectId: 'pharmacy-test' } });
    expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT_JSON: fake.serviceAccountJson }).push?.apiUrl).toBe(
      'https://fcm.googleapis.com',
    );

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fcm-config-'));
    try {
      const file = path.join(dir, 'service-account.json');
      fs.writeFileSync(file, fake.serviceAccountJson);
      expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT_FILE: file }).push?.account.clientEmail).toMatch(/@/);
      expect(() => loadConfig({ ...base, FCM_SERVICE_ACCOUNT_FILE: path.join(dir, 'missing.json') })).toThrow(
        /FCM_SERVICE_ACCOUNT_FILE: the file cannot be read \(ENOENT\)/,
      );
      expect(() =>
        loadConfig({ ...base, FCM_SERVICE_ACCOUNT_FILE: file, FCM_SERVICE_ACCOUNT_JSON: fake.serviceAccountJson }),
      ).toThrow(/set one, not both/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const key = JSON.parse(fake.serviceAccountJson);
    let refusal: unknown;
    try {
      loadConfig({ ...base, FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...key, client_email: undefined }) });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(String(refusal)).toContain('FCM_SERVICE_ACCOUNT_JSON: the service-account key has no "client_email"');
    expect(String(refusal)).not.toContain('PRIVATE KEY');
  });
});

describe('the FCM client', () => {
  it('signs in with a JWT the token endpoint verifies, and keeps the access token until shortly before it expires', async () => {
    // The client's clock starts in the past, so each assertion it signs is still valid where it is checked.
    let now = Date.now() - 57 * 60_000;
    const fcm = client({ now: () => now });
    const issuedBefore = fake.tokensIssued;
    // Sends at once share one exchange.
    const outcomes = await Promise.all(['a1', 'a2', 'a3'].map((token) => fcm.send(message(token))));
    expect(outcomes).toEqual([{ kind: 'delivered' }, { kind: 'delivered' }, { kind: 'delivered' }]);
    expect(fake.tokensIssued - issuedBefore).toBe(1);
    expect(
      fake.delivered
        .slice(-3)
        .map((m) => m.token)
        .sort(),
    ).toEqual(['a1', 'a2', 'a3']);
    expect(fake.delivered.at(-1)).toMatchObject({ title: 'عرض اليوم', data: { kind: 'announcement' } });

    now += 50 * 60_000;
    await fcm.send(message('a4'));
    expect(fake.tokensIssued - issuedBefore).toBe(1);
    // Less than five minutes left of the hour: a new token first.
    now += 6 * 60_000;
    expect(await fcm.send(message('a5'))).toEqual({ kind: 'delivered' });
    expect(fake.tokensIssued - issuedBefore).toBe(2);
  });

  it('gets a new token once when FCM no longer accepts the cached one', async () => {
    const fcm = client();
    expect(await fcm.send(message('b1'))).toEqual({ kind: 'delivered' });
    fake.revokeTokens();
    const issuedBefore = fake.tokensIssued;
    expect(await fcm.send(message('b2'))).toEqual({ kind: 'delivered' });
    expect(fake.tokensIssued - issuedBefore).toBe(1);
  });

  it('is refused by the token endpoint when the key is not the service account’s', async () => {
    const key = JSON.parse(fake.serviceAccountJson);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const refusedBefore = fake.assertionsRefused;
    const fcm = client({ json: JSON.stringify({ ...key, private_key: other }) });
    expect(await fcm.send(message('c1'))).toEqual({ kind: 'retry', reason: 'fcm auth 400 invalid_grant' });
    expect(fake.assertionsRefused - refusedBefore).toBe(1);
  });

  it('tells a gone device from a refused message and from a failure worth retrying', async () => {
    const fcm = client();
    fake.unregistered.add('gone');
    fake.malformed.add('garbled');
    expect(await fcm.send(message('gone'))).toEqual({ kind: 'invalid-token', reason: 'fcm 404 UNREGISTERED' });
    expect(await fcm.send(message('garbled'))).toEqual({ kind: 'invalid-token', reason: 'fcm 400 INVALID_ARGUMENT' });
    fake.failNext(1, 503);
    expect(await fcm.send(message('d1'))).toEqual({ kind: 'retry', reason: 'fcm 503 UNAVAILABLE' });
    fake.failNext(1, 429);
    expect(await fcm.send(message('d1'))).toEqual({ kind: 'retry', reason: 'fcm 429 RESOURCE_EXHAUSTED' });
    expect(await fcm.send(message('d1'))).toEqual({ kind: 'delivered' });

    expect(classify(403, { details: [{ errorCode: 'SENDER_ID_MISMATCH' }] })).toEqual({
      kind: 'rejected',
      reason: 'fcm 403 SENDER_ID_MISMATCH',
    });
    expect(classify(400, { status: 'INVALID_ARGUMENT', message: 'Invalid value at message.data' })).toMatchObject({
      kind: 'rejected',
    });
    expect(classify(500, { status: 'INTERNAL' }).kind).toBe('retry');
    // A code that is not one (a remote server quoting something) is left out of the reason.
    expect(classify(502, { status: 'bad gateway for token abc' })).toEqual({ kind: 'retry', reason: 'fcm 502' });
  });

  it('reports an unreachable service by its error code', async () => {
    const closed = await startFakeFcm();
    await closed.close();
    const fcm = new FcmClient({ account: parseServiceAccount(closed.serviceAccountJson), apiUrl: closed.apiUrl });
    expect(await fcm.send(message('e1'))).toEqual({ kind: 'retry', reason: 'fcm auth network ECONNREFUSED' });
  });
});
