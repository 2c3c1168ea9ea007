import { randomUUID } from 'node:crypto';
import {
  GOLDEN_DOCUMENT_MAX_BYTES,
  type GoldenDocumentVersion,
  type GoldenItem,
  type GoldenItemUpdate,
  type GoldenLinkInput,
} from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { goldenDocumentVersions, goldenItems } from '../../db/schema/golden-folders.js';
import { AppError } from '../../lib/app-error.js';
import { audit, auditedCreate, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { bumpAudited, bumpVersion } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';
import type { Storage } from '../../storage/storage.js';
import * as queries from './golden-folders.queries.js';
import { lockById } from '../../lib/lock-row.js';
import { readUploadedDocument } from '../../storage/uploaded-document.js';

const TYPES_TEXT = 'PDF, Word, Excel, PowerPoint, PNG, JPEG, text, Markdown or CSV';

type VersionRow = typeof goldenDocumentVersions.$inferSelect;
const toVersion = (row: VersionRow, uploaderName: string | null): GoldenDocumentVersion => ({
  id: row.id,
  number: row.number,
  file_name: row.fileName,
  content_type: row.contentType,
  size_bytes: Number(row.sizeBytes),
  uploaded_by_name: uploaderName,
  uploaded_at: new Date(row.uploadedAt).toISOString(),
});

export const toItem = (row: queries.ItemRow): GoldenItem => ({
  id: row.item.id,
  folder_id: row.item.folderId,
  kind: row.item.kind,
  name: row.item.name,
  description: row.item.description,
  url: row.item.url,
  latest: row.latest ? toVersion(row.latest, row.uploaderName) : null,
  version_count: Number(row.versionCount),
  version: row.item.version,
  updated_at: new Date(row.item.updatedAt).toISOString(),
});

export async function getItem(db: DbOrTx, id: string): Promise<GoldenItem> {
  const [row] = await queries.itemsOf(db, { id });
  if (!row) throw AppError.notFound('Item');
  return toItem(row);
}

async function lockItem(tx: DbOrTx, id: string) {
  const row = await lockById(tx, goldenItems, id);
  if (!row) throw AppError.notFound('Item');
  return row;
}

export async function createLink(db: Db, actor: Actor, folderId: string, input: GoldenLinkInput) {
  return db.transaction(async (tx) => {
    if (!(await queries.lockFolder(tx, folderId))) throw AppError.notFound('Folder');
    const inserted = tx
      .insert(goldenItems)
      .values({ folderId, kind: 'link', name: input.name, description: input.description ?? null, url: input.url })
      .returning({ id: goldenItems.id });
    return auditedCreate(tx, actor, 'golden_items', inserted, (row) => getItem(tx, row.id));
  });
}

/** Size and content checks: the type comes from the bytes, never from the browser's claim. */
async function readUpload(file: unknown) {
  const { bytes, fileName, kind } = await readUploadedDocument(file, {
    maxBytes: GOLDEN_DOCUMENT_MAX_BYTES,
    missingFile: 'Choose a file to upload.',
  });
  if (!kind) {
    const message = `Only ${TYPES_TEXT} files can be uploaded, and the content must match the file type.`;
    throw AppError.validation(message, { file: message });
  }
  return { bytes, fileName, kind };
}

/**
 * The file is stored first (temporary name, then moved into place by the storage module) and the rows written
 * after; if the transaction fails the file is deleted again, so no row ever points at a missing file.
 */
async function storeThen<T>(
  storage: Storage,
  bytes: Uint8Array,
  contentType: string,
  write: (key: string) => Promise<T>,
) {
  const key = `golden/${randomUUID()}`;
  await storage.put(key, bytes, contentType);
  try {
    return await write(key);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function uploadDocument(
  db: Db,
  storage: Storage,
  actor: Actor,
  folderId: string,
  form: { file: unknown; name?: unknown; description?: unknown },
) {
  if (!(await queries.findFolder(db, folderId))) throw AppError.notFound('Folder');
  const { bytes, fileName, kind } = await readUpload(form.file);
  const name = typeof form.name === 'string' && form.name.trim() ? form.name.trim().slice(0, 200) : fileName;
  const description =
    typeof form.description === 'string' && form.description.trim() ? form.description.trim().slice(0, 2000) : null;
  return storeThen(storage, bytes, kind.contentType, (key) =>
    db.transaction(async (tx) => {
      if (!(await queries.lockFolder(tx, folderId))) throw AppError.notFound('Folder');
      const item = await insertRow(tx, goldenItems, { folderId, kind: 'document', name, description });
      await tx.insert(goldenDocumentVersions).values({
        itemId: item.id,
        number: 1,
        storageKey: key,
        fileName,
        contentType: kind.contentType,
        sizeBytes: bytes.byteLength,
        uploadedBy: actor.userId,
      });
      const created = await getItem(tx, item.id);
      await audit(tx, actor, { entity: 'golden_items', entityId: item.id, action: 'create', after: created });
      return created;
    }),
  );
}

/** A new version of a document; earlier versions are kept and stay downloadable. */
export async function uploadVersion(db: Db, storage: Storage, actor: Actor, itemId: string, file: unknown) {
  const existing = await getItem(db, itemId);
  if (existing.kind !== 'document') throw AppError.validation('Links have no file versions.');
  const { bytes, fileName, kind } = await readUpload(file);
  return storeThen(storage, bytes, kind.contentType, (key) =>
    db.transaction(async (tx) => {
      await lockItem(tx, itemId);
      const [next] = await tx
        .select({ n: sql<number>`coalesce(max(${goldenDocumentVersions.number}), 0)::int + 1` })
        .from(goldenDocumentVersions)
        .where(eq(goldenDocumentVersions.itemId, itemId));
      const number = next?.n ?? 1;
      await tx.insert(goldenDocumentVersions).values({
        itemId,
        number,
        storageKey: key,
        fileName,
        contentType: kind.contentType,
        sizeBytes: bytes.byteLength,
        uploadedBy: actor.userId,
      });
      await bumpAudited(tx, actor, goldenItems, {
        entity: 'golden_items',
        id: itemId,
        values: {},
        after: { file_version: number, file_name: fileName },
      });
      return getItem(tx, itemId);
    }),
  );
}

export async function listVersions(db: Db, itemId: string) {
  await getItem(db, itemId);
  return (await queries.versionsOf(db, itemId)).map((row) => toVersion(row.version, row.uploaderName));
}

export async function updateItem(
  db: Db,
  actor: Actor,
  id: string,
  patch: GoldenItemUpdate,
  expected: number | undefined,
) {
  return db.transaction(async (tx) => {
    const current = await lockItem(tx, id);
    assertVersion(current.version, expected);
    if (patch.url !== undefined && current.kind !== 'link') {
      throw AppError.validation('Only links have a URL.', { url: 'Only links have a URL.' });
    }
    await bumpVersion(tx, goldenItems, id, patch);
    const before = Object.fromEntries(Object.keys(patch).map((key) => [key, current[key as keyof typeof current]]));
    await audit(tx, actor, { entity: 'golden_items', entityId: id, action: 'update', before, after: patch });
    return getItem(tx, id);
  });
}

export async function deleteItem(db: Db, storage: Storage, actor: Actor, id: string, expected: number | undefined) {
  const keys = await db.transaction(async (tx) => {
    const current = await lockItem(tx, id);
    assertVersion(current.version, expected);
    const files = await tx
      .select({ key: goldenDocumentVersions.storageKey })
      .from(goldenDocumentVersions)
      .where(eq(goldenDocumentVersions.itemId, id));
    await tx.delete(goldenItems).where(eq(goldenItems.id, id));
    await audit(tx, actor, { entity: 'golden_items', entityId: id, action: 'delete', before: current });
    return files.map((file) => file.key);
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** The newest version, or the numbered one; 404 when the row or its file is missing. */
export async function openDownload(db: Db, storage: Storage, itemId: string, number?: number) {
  const versions = await queries.versionsOf(db, itemId);
  const chosen = number === undefined ? versions[0] : versions.find((row) => row.version.number === number);
  if (!chosen) throw AppError.notFound('Document');
  const file = await storage.get(chosen.version.storageKey);
  if (!file) throw AppError.notFound('File');
  return { file, version: chosen.version };
}
