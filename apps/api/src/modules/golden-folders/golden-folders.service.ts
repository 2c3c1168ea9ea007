import type {
  EngagementType,
  GoldenFolder,
  GoldenFolderDetail,
  GoldenFolderInput,
  GoldenFolderUpdate,
  GoldenItem,
  GoldenSearchHit,
} from '@praxis/shared';
import { hasRole } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { goldenDocumentVersions, goldenFolders, goldenItems } from '../../db/schema/golden-folders.js';
import { AppError } from '../../lib/app-error.js';
import { audit, auditedCreate, type Actor } from '../../lib/audit.js';
import { insertValues } from '../../lib/insert-values.js';
import { lockForWrite, updateVersioned } from '../../lib/versioned-update.js';
import type { Storage } from '../../storage/storage.js';
import * as queries from './golden-folders.queries.js';
import { toItem } from './golden-items.service.js';

export const toFolder = (row: queries.FolderRow): GoldenFolder => ({
  id: row.id,
  parent_id: row.parentId,
  name: row.name,
  description: row.description,
  engagement_type: row.engagementType,
  topic: row.topic,
  owner_id: row.ownerId,
  owner_name: row.ownerName,
  last_reviewed_on: row.lastReviewedOn,
  is_stale: row.isStale,
  item_count: Number(row.itemCount),
  child_count: Number(row.childCount),
  version: row.version,
  updated_at: new Date(row.updatedAt).toISOString(),
});

export async function listFolders(db: Db, engagementType?: EngagementType) {
  return (await queries.listRootFolders(db, engagementType)).map(toFolder);
}

export async function getFolder(db: DbOrTx, id: string): Promise<GoldenFolder> {
  const row = await queries.findFolder(db, id);
  if (!row) throw AppError.notFound('Folder');
  return toFolder(row);
}

const itemsIn = async (db: Db, folderId: string) => (await queries.itemsOf(db, { folderId })).map(toItem);

export async function folderDetail(db: Db, id: string): Promise<GoldenFolderDetail> {
  const folder = await getFolder(db, id);
  const [path, children, items] = await Promise.all([
    queries.ancestorsOf(db, id),
    queries.childFolders(db, id),
    itemsIn(db, id),
  ]);
  return { folder, path, children: children.map(toFolder), items };
}

/** A folder's documents and links (documents first, then by name); 404 when the folder does not exist. */
export async function folderItems(db: Db, id: string): Promise<GoldenItem[]> {
  const [exists, items] = await Promise.all([queries.folderExists(db, id), itemsIn(db, id)]);
  if (!exists) throw AppError.notFound('Folder');
  return items;
}

/** Words become prefix terms joined by AND; anything that is not a letter or digit separates words. */
export function toTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(' & ')
    : null;
}

export async function searchFolders(db: Db, text: string): Promise<GoldenSearchHit[]> {
  const tsquery = toTsQuery(text);
  if (!tsquery) return [];
  return (await queries.search(db, tsquery)).map(({ rank: _rank, ...hit }) => hit);
}

async function assertRefs(tx: DbOrTx, input: { owner_id?: string | null; parent_id?: string | null }, selfId?: string) {
  if (input.owner_id) {
    const [owner] = await tx.select({ id: consultants.id }).from(consultants).where(eq(consultants.id, input.owner_id));
    if (!owner) throw AppError.validation('That owner does not exist.', { owner_id: 'Unknown consultant.' });
  }
  if (input.parent_id) {
    if (!(await queries.findFolder(tx, input.parent_id))) {
      throw AppError.validation('That parent folder does not exist.', { parent_id: 'Unknown folder.' });
    }
    if (selfId && (await queries.isWithin(tx, input.parent_id, selfId))) {
      throw AppError.validation('A folder cannot move inside itself.', { parent_id: 'Choose a folder outside it.' });
    }
  }
}

/** Each field of a folder and its column, for creating and updating. */
const COLUMN = {
  name: 'name',
  description: 'description',
  parent_id: 'parentId',
  engagement_type: 'engagementType',
  topic: 'topic',
  owner_id: 'ownerId',
  last_reviewed_on: 'lastReviewedOn',
} as const satisfies Record<keyof GoldenFolderUpdate, keyof typeof goldenFolders.$inferInsert>;

export async function createFolder(db: Db, actor: Actor, input: GoldenFolderInput) {
  return db.transaction(async (tx) => {
    await assertRefs(tx, input);
    const inserted = tx.insert(goldenFolders).values(insertValues(input, COLUMN)).returning({ id: goldenFolders.id });
    return auditedCreate(tx, actor, 'golden_folders', inserted, (row) => getFolder(tx, row.id));
  });
}

export async function updateFolder(
  db: Db,
  actor: Actor,
  id: string,
  patch: GoldenFolderUpdate,
  expectedVersion: number | undefined,
) {
  return updateVersioned(db, {
    actor,
    table: goldenFolders,
    entity: 'golden_folders',
    id,
    label: 'Folder',
    expectedVersion,
    check: (_current, tx) => assertRefs(tx, patch, id),
    patch,
    columns: COLUMN,
    read: (tx) => getFolder(tx, id),
  });
}

/** Deletes the folder with everything inside it; the stored files go once the rows are gone. */
/** A top-level kit is its owner's: only they or an admin delete it (sub-folders stay with every kit editor). */
function assertMayDeleteKit(principal: Principal, folder: { parentId: string | null; ownerId: string | null }) {
  if (folder.parentId !== null || hasRole(principal.roles, 'admin')) return;
  if (folder.ownerId !== null && folder.ownerId === principal.consultant?.id) return;
  throw AppError.forbidden('Only its owner or an admin can delete a top-level kit.');
}

export async function deleteFolder(
  db: Db,
  storage: Storage,
  { principal, actor }: { principal: Principal; actor: Actor },
  id: string,
  expectedVersion: number | undefined,
) {
  const keys = await db.transaction(async (tx) => {
    const current = await lockForWrite(tx, {
      lock: (t) => queries.lockFolder(t, id),
      label: 'Folder',
      guard: (folder) => assertMayDeleteKit(principal, folder),
      expectedVersion,
    });
    const files = await tx
      .select({ key: goldenDocumentVersions.storageKey })
      .from(goldenDocumentVersions)
      .innerJoin(goldenItems, eq(goldenItems.id, goldenDocumentVersions.itemId))
      .where(
        sql`${goldenItems.folderId} in (with recursive down(id) as (select ${id}::uuid union all
              select f.id from golden_folders f join down on f.parent_id = down.id) select id from down)`,
      );
    await tx.delete(goldenFolders).where(eq(goldenFolders.id, id));
    await audit(tx, actor, { entity: 'golden_folders', entityId: id, action: 'delete', before: current });
    return files.map((file) => file.key);
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
}
