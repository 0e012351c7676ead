/**
 * The storage interface every backend implements, and the rules for keys. Files live in two
 * separate areas: `public` (served to anyone at `/uploads/<key>`) and `private` (only through a
 * permission-checked download or a short-lived signed link).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export type Visibility = 'public' | 'private';
export type StorageSource = Readable | Buffer;

export interface PutOptions {
  /** Length of a stream source in bytes, when known (saves buffering it for object storage). */
  size?: number;
}

export interface StoredObject {
  body: Readable;
  size: number;
  /** An opaque validator for conditional requests, when the backend has one. */
  etag?: string;
}

/**
 * Writes are whole-object and idempotent: `put` replaces the object at a key (a reader sees either
 * the old or the new content, never a mix) and `remove` of a missing key is not an error. That is
 * what a write path needs to store files before a transaction commits and delete them afterwards
 * (on rollback, or the replaced ones after commit).
 */
export interface Storage {
  readonly backend: 'local' | 's3';
  put(visibility: Visibility, key: string, source: StorageSource, options?: PutOptions): Promise<void>;
  putPublic(key: string, source: StorageSource, options?: PutOptions): Promise<void>;
  putPrivate(key: string, source: StorageSource, options?: PutOptions): Promise<void>;
  /** The object's content and size, or null when there is none. */
  open(visibility: Visibility, key: string): Promise<StoredObject | null>;
  /** Size of a stored object, or null when there is none. */
  stat(visibility: Visibility, key: string): Promise<{ size: number } | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** Every stored name under a folder (`prefix` ends without a slash; all when empty). */
  list(visibility: Visibility, prefix?: string): AsyncIterable<string>;
  /** Where browsers fetch a public object. */
  publicUrl(key: string): string;
  /** Fails with a clear message when the backend cannot be used (called once at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const PUBLIC_URL_PREFIX = '/uploads/';

/** Cache headers of stored objects: names are random and never reused, so public files never change. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

// ---------------------------------------------------------------------------------------------
// Keys

/**
 * Keys are `folder/sub-folder/name.ext` built from [A-Za-z0-9_-] segments: no dots but the one before
 * the extension, so `..`, absolute paths, backslashes and encoded tricks are impossible by construction.
 */
const KEY_PATTERN = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}(?:\/[a-z0-9][a-z0-9_-]{0,63}){0,3}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

export function assertStoragePrefix(prefix: string): void {
  if (prefix !== '' && !FOLDER_PATTERN.test(prefix)) throw new Error(`Invalid storage folder: ${prefix}`);
}

/** A fresh random key in `folder`; the extension comes from the sniffed type, never from the client. */
export function newStorageKey(folder: string, ext: string): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  return `${folder}/${randomUUID()}.${ext}`;
}

export function keyExtension(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** Collects a stream into memory (for sources of unknown length). */
export async function readAll(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
