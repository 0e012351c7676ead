/** What a storage backend holds, read through the Storage interface so tests work on every backend. */
import { readAll, type Storage, type Visibility } from '../storage';

export async function storedKeys(storage: Storage, visibility: Visibility, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(visibility, prefix)) keys.push(key);
  return keys.sort();
}

export async function readStored(storage: Storage, visibility: Visibility, key: string): Promise<Buffer | null> {
  const object = await storage.open(visibility, key);
  return object ? readAll(object.body) : null;
}

/** Empties both areas of a backend. */
export async function clearStorage(storage: Storage): Promise<void> {
  for (const visibility of ['public', 'private'] as const) {
    for (const key of await storedKeys(storage, visibility)) await storage.remove(visibility, key);
  }
}
