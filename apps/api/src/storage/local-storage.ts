import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertKey, type Storage } from './storage-types.js';

/**
 * Files under one directory (DATA_DIR/uploads). Several API instances share it when DATA_DIR is on shared
 * storage. A write lands in `.tmp/` and is renamed into place: rename is atomic on one file system.
 */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  /** Writes to a temporary name with `write`, then renames it to the key's file. */
  const commit = async (key: string, write: (temp: string) => Promise<void>) => {
    const target = fileOf(key);
    const tmpDir = path.join(root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tmpDir, randomUUID());
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  return {
    kind: 'local',
    put: (key, bytes) => commit(key, (temp) => writeFile(temp, bytes, { flag: 'wx' })),
    putFile: (key, file) => commit(key, (temp) => copyFile(file, temp)),
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
