/** Files on the local disk: `<root>/public/<key>` and `<root>/private/<key>`. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  assertStoragePrefix,
  PUBLIC_URL_PREFIX,
  type PutOptions,
  type Storage,
  type StorageSource,
  type StoredObject,
  type Visibility,
} from './storage';

export class LocalDiskStorage implements Storage {
  readonly backend = 'local' as const;
  readonly publicRoot: string;
  readonly privateRoot: string;

  constructor(root: string) {
    this.publicRoot = path.join(root, 'public');
    this.privateRoot = path.join(root, 'private');
    fs.mkdirSync(this.publicRoot, { recursive: true });
    fs.mkdirSync(this.privateRoot, { recursive: true });
  }

  private root(visibility: Visibility): string {
    return visibility === 'public' ? this.publicRoot : this.privateRoot;
  }

  private resolve(visibility: Visibility, key: string): string {
    assertStorageKey(key);
    const root = this.root(visibility);
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already rules this out.
    if (!file.startsWith(root + path.sep)) throw new Error('Storage key escapes its root');
    return file;
  }

  async put(visibility: Visibility, key: string, source: StorageSource, _options?: PutOptions): Promise<void> {
    const target = this.resolve(visibility, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(source)) await fsp.writeFile(partial, source, { flag: 'wx' });
      else await pipeline(source, fs.createWriteStream(partial, { flags: 'wx' }));
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  putPublic(key: string, source: StorageSource, options?: PutOptions): Promise<void> {
    return this.put('public', key, source, options);
  }

  putPrivate(key: string, source: StorageSource, options?: PutOptions): Promise<void> {
    return this.put('private', key, source, options);
  }

  async open(visibility: Visibility, key: string): Promise<StoredObject | null> {
    const file = this.resolve(visibility, key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here and closes it when done or destroyed.
      return { body: handle.createReadStream(), size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(visibility: Visibility, key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fsp.stat(this.resolve(visibility, key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(visibility: Visibility, key: string): Promise<void> {
    await fsp.rm(this.resolve(visibility, key), { force: true });
  }

  async *list(visibility: Visibility, prefix = ''): AsyncIterable<string> {
    assertStoragePrefix(prefix);
    const root = this.root(visibility);
    const dir = prefix ? path.join(root, prefix) : root;
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${PUBLIC_URL_PREFIX}${key}`;
  }

  async check(): Promise<void> {
    await fsp.access(this.publicRoot, fs.constants.W_OK);
    await fsp.access(this.privateRoot, fs.constants.W_OK);
  }

  async close(): Promise<void> {}
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
