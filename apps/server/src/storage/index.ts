import path from 'node:path';
import type { Config } from '../config';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export * from './kinds';
export { LocalDiskStorage } from './local';
export { S3Storage } from './s3';
export * from './storage';

/** The backend the configuration names: the local disk under DATA_DIR, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  const settings = config.storage;
  if (settings.backend === 's3') return new S3Storage(settings);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
export * from './images';
