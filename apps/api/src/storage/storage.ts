import path from 'node:path';
import type { Env } from '../lib/env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

/**
 * The one place files live: golden-folder documents, consultant photos. `DATA_DIR/uploads` by default, an
 * S3-compatible bucket when every S3_* setting is given. Writes go to a temporary name first and are then moved
 * (committed) to their key, so a reader never sees half a file.
 */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no file under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (random names under a prefix), never a user's file name: this only guards against mistakes. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*(\.[a-z0-9]+)?$/;
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}

export const uploadsDirOf = (dataDir: string) => path.resolve(dataDir, 'uploads');

export function createStorage(env: Env): Storage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(uploadsDirOf(env.DATA_DIR));
}
