/**
 * A local S3-compatible server for the suite (s3rver, files in a temporary folder), and one
 * bucket per test file, so the storage tests run on object storage as well as on the disk.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';

/** s3rver accepts any signature; the client still signs every request as against real S3. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  const script = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));
  const child = fork(script, [directory], { execArgv: ['--openssl-legacy-provider'], stdio: 'inherit' });
  const exited = once(child, 'exit');
  try {
    const [message] = (await Promise.race([
      once(child, 'message'),
      exited.then(([code]) => Promise.reject(new Error(`The test S3 server exited with code ${code}`))),
    ])) as [{ port: number }];
    return {
      endpoint: `http://127.0.0.1:${message.port}`,
      async stop() {
        child.disconnect();
        await exited;
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

/** A new empty bucket on the test server and the storage configuration that uses it. */
export async function testBucket(endpoint: string): Promise<Extract<StorageConfig, { backend: 's3' }>> {
  const bucket = `test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    backend: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    keyPrefix: undefined,
    publicBaseUrl: undefined,
  };
}

export type StorageBackend = StorageConfig['backend'];

/** The backend the suite runs on unless a test names one: TEST_STORAGE=s3 runs it all on object storage. */
export function defaultTestBackend(): StorageBackend {
  const value = process.env.TEST_STORAGE ?? 'local';
  if (value !== 'local' && value !== 's3') throw new Error(`TEST_STORAGE must be local or s3, not ${value}`);
  return value;
}
