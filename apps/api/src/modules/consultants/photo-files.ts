import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import type { Storage } from '../../storage/storage.js';

/**
 * Every file operation on uploaded photos, in one place, on the one storage module (storage/storage.ts):
 * `DATA_DIR/uploads/` by default, the S3-compatible bucket when S3_* is configured. A photo's key is its random
 * name (`<uuid>.<ext>`, at the root of the storage — where photos have always lived, so existing data dirs keep
 * working).
 *
 * A new photo is stored before the saving transaction under a name nothing points at yet; if the transaction or
 * its commit fails, the file is deleted again, so a failed save leaves no file. A replaced photo is deleted only
 * after the new one is committed, and only when no profile still uses it.
 */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const UPLOAD_URL_PREFIX = '/api/uploads/';

export const uploadUrlOf = (name: string) => `${UPLOAD_URL_PREFIX}${name}`;

/** The file name behind a photo_url, when it is one of our uploads. */
export function uploadNameOf(photoUrl: string | null | undefined): string | null {
  if (!photoUrl?.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = photoUrl.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

export interface StoredPhoto {
  name: string;
  url: string;
  /** Removes the file again (after a failed save). */
  discard(): Promise<void>;
}

export async function storePhoto(
  storage: Storage,
  bytes: Uint8Array,
  ext: string,
  contentType: string,
): Promise<StoredPhoto> {
  const name = `${randomUUID()}.${ext}`;
  await storage.put(name, bytes, contentType);
  return {
    name,
    url: uploadUrlOf(name),
    discard: () => storage.delete(name).catch(() => undefined),
  };
}

/** After a commit: deletes the photo a profile no longer uses, unless another profile points at the same file. */
export async function deleteUnusedPhoto(db: DbOrTx, storage: Storage, photoUrl: string | null | undefined) {
  const name = uploadNameOf(photoUrl);
  if (!name || !photoUrl) return;
  const [stillUsed] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.photoUrl, photoUrl))
    .limit(1);
  if (!stillUsed) await storage.delete(name).catch(() => undefined);
}

/** The bytes of an uploaded photo (at most 2 MB), or null when there is none under that name. */
export async function readUploadFile(storage: Storage, name: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const file = await storage.get(name).catch(() => null);
  if (!file) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}
