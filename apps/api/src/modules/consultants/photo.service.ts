import { randomUUID } from 'node:crypto';
import { PHOTO_MAX_BYTES } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../storage/storage.js';
import { audit, type Actor } from '../../lib/audit.js';
import * as queries from './consultants.queries.js';
import { canEditConsultant, toConsultant } from './consultants.service.js';

/**
 * Uploaded photos live in the storage module (storage/storage.ts) under a random name: `DATA_DIR/uploads/` by
 * default (several API instances then need DATA_DIR on shared storage), an S3-compatible bucket when S3_* is set.
 * The type is decided by the file's first bytes, never by its name or the browser's claim, and the file is served
 * back with that type only.
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

export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

export function imageTypeOf(bytes: Uint8Array) {
  return SIGNATURES.find((signature) => signature.matches(bytes));
}

export async function savePhoto(
  db: Db,
  storage: Storage,
  principal: Principal,
  actor: Actor,
  consultantId: string,
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
  return db.transaction(async (tx) => {
    const current = await queries.findConsultant(tx, consultantId, { forUpdate: true });
    if (!current) throw AppError.notFound('Consultant');
    if (!canEditConsultant(principal, consultantId)) throw AppError.forbidden('You can only edit your own profile.');
    const name = `${randomUUID()}.${kind.ext}`;
    // Written before the row points at it; a failed transaction leaves an unreferenced file, never a broken link.
    await storage.put(name, bytes, kind.type);
    const photoUrl = `/api/uploads/${name}`;
    await tx
      .update(consultants)
      .set({ photoUrl, version: sql`${consultants.version} + 1`, updatedAt: new Date() })
      .where(eq(consultants.id, consultantId));
    await audit(tx, actor, {
      entity: 'consultants',
      entityId: consultantId,
      action: 'update',
      before: { photo_url: current.photoUrl },
      after: { photo_url: photoUrl },
    });
    const updated = await queries.findConsultant(tx, consultantId);
    if (!updated) throw AppError.notFound('Consultant');
    return toConsultant(updated, principal);
  });
}

export async function readUpload(storage: Storage, name: string) {
  if (!UPLOAD_NAME.test(name)) throw AppError.notFound('File');
  const file = await storage.get(name).catch(() => null);
  const bytes = file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
  const kind = bytes ? imageTypeOf(bytes) : undefined;
  if (!bytes || !kind) throw AppError.notFound('File');
  return { bytes, type: kind.type };
}
