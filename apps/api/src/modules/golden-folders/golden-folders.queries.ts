import { GOLDEN_FOLDER_STALE_MONTHS, type EngagementType } from '@praxis/shared';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { personName, rowsOf } from '../../db/sql.js';
import { consultants } from '../../db/schema/consultants.js';
import { goldenDocumentVersions, goldenFolders, goldenItems } from '../../db/schema/golden-folders.js';
import { user } from '../../db/schema/auth.js';
import { lockById } from '../../lib/lock-row.js';

const folderColumns = {
  ...getTableColumns(goldenFolders),
  ownerName: personName(consultants),
  isStale: sql<boolean>`(${goldenFolders.lastReviewedOn} is null
    or ${goldenFolders.lastReviewedOn} < current_date - make_interval(months => ${GOLDEN_FOLDER_STALE_MONTHS}))`,
  itemCount: sql<number>`(select count(*)::int from ${goldenItems} gi where gi.folder_id = ${goldenFolders.id})`,
  childCount: sql<number>`(select count(*)::int from golden_folders gc where gc.parent_id = ${goldenFolders.id})`,
};
export type FolderRow = typeof goldenFolders.$inferSelect & {
  ownerName: string | null;
  isStale: boolean;
  itemCount: number;
  childCount: number;
};

const folderQuery = (db: DbOrTx) =>
  db.select(folderColumns).from(goldenFolders).leftJoin(consultants, eq(consultants.id, goldenFolders.ownerId));

export async function listRootFolders(db: DbOrTx, engagementType?: EngagementType) {
  return folderQuery(db)
    .where(
      and(
        isNull(goldenFolders.parentId),
        engagementType ? eq(goldenFolders.engagementType, engagementType) : undefined,
      ),
    )
    .orderBy(sql`${goldenFolders.engagementType} nulls last`, asc(goldenFolders.name));
}

export async function findFolder(db: DbOrTx, id: string): Promise<FolderRow | undefined> {
  const [row] = await folderQuery(db).where(eq(goldenFolders.id, id));
  return row;
}

/** Whether a folder exists (the id alone, without the owner and counts `findFolder` computes). */
export async function folderExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: goldenFolders.id }).from(goldenFolders).where(eq(goldenFolders.id, id));
  return row !== undefined;
}

export const lockFolder = (db: DbOrTx, id: string) => lockById(db, goldenFolders, id);

export async function childFolders(db: DbOrTx, parentId: string) {
  return folderQuery(db).where(eq(goldenFolders.parentId, parentId)).orderBy(asc(goldenFolders.name));
}

/** The folder's ancestors, root first. */
export async function ancestorsOf(db: DbOrTx, id: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`with recursive up(id, name, parent_id, depth) as (
          select f.id, f.name, f.parent_id, 0 from golden_folders f
           where f.id = (select parent_id from golden_folders where id = ${id})
          union all
          select f.id, f.name, f.parent_id, up.depth + 1 from golden_folders f join up on f.id = up.parent_id
          where up.depth < 50
        )
        select id, name from up order by depth desc`,
  );
}

/** True when `candidate` is `id` itself or lies inside it (moving `id` under it would make a cycle). */
export async function isWithin(db: DbOrTx, candidate: string, id: string) {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`with recursive down(id, depth) as (
          select ${id}::uuid, 0
          union all
          select f.id, down.depth + 1 from golden_folders f join down on f.parent_id = down.id where down.depth < 50
        )
        select exists(select 1 from down where id = ${candidate}::uuid) as found`,
  );
  return row?.found ?? false;
}

const latestVersion = sql`(select v.id from ${goldenDocumentVersions} v
  where v.item_id = ${goldenItems.id} order by v.number desc limit 1)`;

export async function itemsOf(db: DbOrTx, where: { folderId?: string; id?: string }) {
  return db
    .select({
      item: goldenItems,
      latest: goldenDocumentVersions,
      uploaderName: user.name,
      versionCount: sql<number>`(select count(*)::int from ${goldenDocumentVersions} c where c.item_id = ${goldenItems.id})`,
    })
    .from(goldenItems)
    .leftJoin(goldenDocumentVersions, sql`${goldenDocumentVersions.id} = ${latestVersion}`)
    .leftJoin(user, eq(user.id, goldenDocumentVersions.uploadedBy))
    .where(
      and(
        where.folderId ? eq(goldenItems.folderId, where.folderId) : undefined,
        where.id ? eq(goldenItems.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(goldenItems.kind), asc(goldenItems.name));
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export async function versionsOf(db: DbOrTx, itemId: string) {
  return db
    .select({ version: goldenDocumentVersions, uploaderName: user.name })
    .from(goldenDocumentVersions)
    .leftJoin(user, eq(user.id, goldenDocumentVersions.uploadedBy))
    .where(eq(goldenDocumentVersions.itemId, itemId))
    .orderBy(sql`${goldenDocumentVersions.number} desc`);
}

/** Prefix full-text search over folder and item names and descriptions (GIN indexes in the migration). */
export async function search(db: DbOrTx, tsquery: string, limit = 50) {
  return rowsOf<{
    kind: 'folder' | 'document' | 'link';
    id: string;
    folder_id: string;
    name: string;
    description: string | null;
    folder_name: string;
    rank: number;
  }>(
    db,
    sql`select * from (
          select 'folder' as kind, f.id, f.id as folder_id, f.name, f.description, f.name as folder_name,
                 ts_rank(to_tsvector('simple', f.name || ' ' || coalesce(f.description, '')), q) as rank
            from golden_folders f, to_tsquery('simple', ${tsquery}) q
           where to_tsvector('simple', f.name || ' ' || coalesce(f.description, '')) @@ q
          union all
          select i.kind, i.id, i.folder_id, i.name, i.description, f.name,
                 ts_rank(to_tsvector('simple', i.name || ' ' || coalesce(i.description, '')), q)
            from golden_items i join golden_folders f on f.id = i.folder_id, to_tsquery('simple', ${tsquery}) q
           where to_tsvector('simple', i.name || ' ' || coalesce(i.description, '')) @@ q
        ) hits order by rank desc, name limit ${limit}`,
  );
}
