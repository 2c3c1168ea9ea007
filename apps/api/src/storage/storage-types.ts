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
  /** A file of local disk, streamed to its key (a large one is never whole in memory). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
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
