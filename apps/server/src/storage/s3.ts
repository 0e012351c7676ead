/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …): `public/<key>` and
 * `private/<key>` under an optional key prefix. The bucket itself stays private; browsers get
 * public files through this server at `/uploads/<key>` (or from `publicBaseUrl`, a CDN or bucket
 * address in front of the `public/` folder) and private files only through signed app links.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mimeForKey, servedInline } from './kinds';
import {
  assertStorageKey,
  assertStoragePrefix,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_URL_PREFIX,
  type PutOptions,
  readAll,
  type Storage,
  type StorageSource,
  type StoredObject,
  type Visibility,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS; the server's address for anything else. */
  endpoint?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Folder inside the bucket, so several environments can share one bucket. */
  keyPrefix?: string | undefined;
  /** Where browsers fetch public files from instead of `/uploads/` (CDN or bucket address of `public/`). */
  publicBaseUrl?: string | undefined;
  /** Names per listing request (S3 answers at most 1000). */
  listPageSize?: number;
}

export class S3Storage implements Storage {
  readonly backend = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly keyPrefix: string;
  private readonly publicBaseUrl: string | undefined;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.keyPrefix = options.keyPrefix ? `${options.keyPrefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.publicBaseUrl = options.publicBaseUrl?.replace(/\/+$/, '');
    this.listPageSize = Math.min(options.listPageSize ?? 1000, 1000);
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API demands them: not every S3-compatible server knows the newer
      // trailing-checksum uploads, and the content is verified by Content-Length and TLS anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  /** The object name inside the bucket. */
  objectKey(visibility: Visibility, key: string): string {
    assertStorageKey(key);
    return `${this.keyPrefix}${visibility}/${key}`;
  }

  async put(visibility: Visibility, key: string, source: StorageSource, options: PutOptions = {}): Promise<void> {
    const Key = this.objectKey(visibility, key);
    // S3 needs the length up front: a stream of unknown length is read into memory first (uploads are
    // bounded by UPLOAD_MAX_FILE_MB; callers with a file pass its size and stream it).
    const body = Buffer.isBuffer(source) || options.size === undefined ? await toBuffer(source) : source;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key,
        Body: body,
        ContentLength: Buffer.isBuffer(body) ? body.length : options.size,
        ContentType: mimeForKey(key),
        CacheControl: visibility === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        // For links straight to the bucket or a CDN in front of it (S3_PUBLIC_URL): documents download.
        ContentDisposition: servedInline(key) ? undefined : 'attachment',
      }),
    );
  }

  putPublic(key: string, source: StorageSource, options?: PutOptions): Promise<void> {
    return this.put('public', key, source, options);
  }

  putPrivate(key: string, source: StorageSource, options?: PutOptions): Promise<void> {
    return this.put('private', key, source, options);
  }

  async open(visibility: Visibility, key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(visibility, key) }),
      );
      const body = object.Body as Readable | undefined;
      if (!body) return null;
      return { body, size: object.ContentLength ?? 0, etag: object.ETag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(visibility: Visibility, key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(visibility, key) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(visibility: Visibility, key: string): Promise<void> {
    // Deleting a missing object succeeds on S3: remove is idempotent as on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(visibility, key) }));
  }

  async *list(visibility: Visibility, prefix = ''): AsyncIterable<string> {
    assertStoragePrefix(prefix);
    const root = `${this.keyPrefix}${visibility}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix ? `${root}${prefix}/` : root,
          ContinuationToken,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(root.length);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return this.publicBaseUrl ? `${this.publicBaseUrl}/${key}` : `${PUBLIC_URL_PREFIX}${key}`;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const reason = status ? `HTTP ${status}` : (error as Error).message;
      throw new Error(`Object storage: bucket "${this.bucket}" is not usable (${reason})`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

async function toBuffer(source: StorageSource): Promise<Buffer> {
  return Buffer.isBuffer(source) ? source : readAll(source);
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
}
