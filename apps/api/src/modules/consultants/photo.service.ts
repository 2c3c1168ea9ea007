import { PHOTO_MAX_BYTES } from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { bumpAudited } from '../../lib/versioned-update.js';
import { assertVersion, requiredVersion } from '../../lib/versioning.js';
import * as queries from './consultants.queries.js';
import { canEditConsultant, toConsultant } from './consultants.service.js';
import type { Storage } from '../../storage/storage.js';
import { deleteUnusedPhoto, readUploadFile, storePhoto } from './photo-files.js';

/**
 * Profile photos (files: photo-files.ts). The type is decided by the file's first bytes, never by its name or the
 * browser's claim, and the file is served back with that type only.
 */
const SIGNATURES = [
  {
    ext: 'png',
    type: 'image/png',
    matches: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', type: 'image/jpeg', matches: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: 'gif', type: 'image/gif', matches: (b: Uint8Array) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    ext: 'webp',
    type: 'image/webp',
    matches: (b: Uint8Array) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
] as const;

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

export function imageTypeOf(bytes: Uint8Array) {
  return SIGNATURES.find((signature) => signature.matches(bytes));
}

export async function savePhoto(
  db: Db,
  storage: Storage,
  principal: Principal,
  actor: Actor,
  /** The consultant and the version the uploader read (If-Match). */
  { id: consultantId, version }: { id: string; version: number | undefined },
  file: unknown,
) {
  if (!(file instanceof File)) {
    throw AppError.validation('Choose an image file to upload.', { file: 'Choose an image file to upload.' });
  }
  if (file.size > PHOTO_MAX_BYTES) {
    throw AppError.validation('The photo is larger than 2 MB.', { file: 'The photo is larger than 2 MB.' });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageTypeOf(bytes);
  if (!kind) {
    throw AppError.validation('Only PNG, JPEG, WebP or GIF images can be uploaded.', {
      file: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    });
  }
  const staged = await storePhoto(storage, bytes, kind.ext, kind.type);
  let replaced: string | null = null;
  try {
    const saved = await db.transaction(async (tx) => {
      const current = await queries.findConsultant(tx, consultantId, { forUpdate: true });
      if (!current) throw AppError.notFound('Consultant');
      if (!canEditConsultant(principal, consultantId)) throw AppError.forbidden('You can only edit your own profile.');
      assertVersion(current.version, requiredVersion(version));
      replaced = current.photoUrl;
      await bumpAudited(tx, actor, consultants, {
        entity: 'consultants',
        id: consultantId,
        values: { photoUrl: staged.url },
        before: { photo_url: current.photoUrl },
        after: { photo_url: staged.url },
      });
      const updated = await queries.findConsultant(tx, consultantId);
      if (!updated) throw AppError.notFound('Consultant');
      return toConsultant(updated, principal);
    });
    await deleteUnusedPhoto(db, storage, replaced);
    return saved;
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

export async function readUpload(storage: Storage, name: string) {
  const bytes = await readUploadFile(storage, name);
  const kind = bytes ? imageTypeOf(bytes) : undefined;
  if (!bytes || !kind) throw AppError.notFound('File');
  return { bytes, type: kind.type };
}
