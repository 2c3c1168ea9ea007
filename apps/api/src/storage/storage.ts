import path from 'node:path';
import type { Env } from '../lib/env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage-types.js';

export type { Storage, StoredFile } from './storage-types.js';
export { assertKey } from './storage-types.js';

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
