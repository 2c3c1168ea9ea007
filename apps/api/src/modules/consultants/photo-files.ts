import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';

/**
 * Every file operation on uploaded photos, in one place (so it can move onto a shared storage module as a whole).
 * Photos live in `${DATA_DIR}/uploads/` under a random name — also when the database is a PostgreSQL server
 * (DATABASE_URL): several API instances then need DATA_DIR on shared storage.
 *
 * A new photo is written under a staging name first and given its real name as the last step of the saving
 * transaction; if anything fails (the transaction, its commit) both names are removed, so a failed save leaves no
 * file. A replaced photo is deleted only after the new one is committed, and only when no profile still uses it.
 */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const UPLOAD_URL_PREFIX = '/api/uploads/';

export const uploadsDirOf = (dataDir: string) => path.resolve(dataDir, 'uploads');
export const uploadUrlOf = (name: string) => `${UPLOAD_URL_PREFIX}${name}`;

/** The file name behind a photo_url, when it is one of our uploads. */
export function uploadNameOf(photoUrl: string | null | undefined): string | null {
  if (!photoUrl?.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = photoUrl.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

export interface StagedPhoto {
  name: string;
  url: string;
  /** Gives the file its real name; call it last inside the transaction. */
  publish(): Promise<void>;
  /** Removes the file under either name (after a failure). */
  discard(): Promise<void>;
}

const removeQuietly = (file: string) => unlink(file).catch(() => undefined);

export async function stagePhoto(dataDir: string, bytes: Uint8Array, ext: string): Promise<StagedPhoto> {
  const dir = uploadsDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  const staging = path.join(dir, `.staging-${name}`);
  const final = path.join(dir, name);
  await writeFile(staging, bytes, { flag: 'wx' });
  return {
    name,
    url: uploadUrlOf(name),
    publish: () => rename(staging, final),
    discard: async () => {
      await Promise.all([removeQuietly(staging), removeQuietly(final)]);
    },
  };
}

/** After a commit: deletes the photo a profile no longer uses, unless another profile points at the same file. */
export async function deleteUnusedPhoto(db: DbOrTx, dataDir: string, photoUrl: string | null | undefined) {
  const name = uploadNameOf(photoUrl);
  if (!name || !photoUrl) return;
  const [stillUsed] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.photoUrl, photoUrl))
    .limit(1);
  if (!stillUsed) await removeQuietly(path.join(uploadsDirOf(dataDir), name));
}

export async function readUploadFile(dataDir: string, name: string) {
  if (!UPLOAD_NAME.test(name)) return null;
  return readFile(path.join(uploadsDirOf(dataDir), name)).catch(() => null);
}
