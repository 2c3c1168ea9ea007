import { and, desc, eq, getTableColumns, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockSelected } from '../../lib/lock-row.js';
import { user } from '../../db/schema/auth.js';
import { changeLogEntries, changeLogSeen } from '../../db/schema/change-log.js';
import type { ChangeLogCategory } from '@praxis/shared';

const withAuthor = { ...getTableColumns(changeLogEntries), authorName: user.name };
export type ChangeLogRow = typeof changeLogEntries.$inferSelect & { authorName: string | null };

/** Entries with their author's name: what the list and a single entry read. */
const entriesWithAuthor = (db: DbOrTx) =>
  db.select(withAuthor).from(changeLogEntries).leftJoin(user, eq(user.id, changeLogEntries.authorId));

const isPublished = (now: Date) =>
  and(isNotNull(changeLogEntries.publishedAt), lte(changeLogEntries.publishedAt, now)) as SQL;

export async function listEntries(
  db: DbOrTx,
  filter: { category?: ChangeLogCategory | undefined; includeUnpublished: boolean; now: Date },
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
): Promise<ChangeLogRow[]> {
  const conditions: SQL[] = [];
  if (!filter.includeUnpublished) conditions.push(isPublished(filter.now));
  if (filter.category) conditions.push(eq(changeLogEntries.category, filter.category));
  return entriesWithAuthor(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`${changeLogEntries.publishedAt} desc nulls first`,
      desc(changeLogEntries.createdAt),
      desc(changeLogEntries.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function findEntry(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = entriesWithAuthor(db).where(eq(changeLogEntries.id, id));
  const [row] = options.forUpdate ? await lockSelected(query, changeLogEntries) : await query;
  return row;
}

export async function lastSeenOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(changeLogSeen).where(eq(changeLogSeen.userId, userId));
  return row?.lastSeenAt ?? null;
}

export async function countPublishedSince(db: DbOrTx, since: Date | null, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(changeLogEntries)
    .where(and(isPublished(now), since ? gt(changeLogEntries.publishedAt, since) : undefined));
  return row?.n ?? 0;
}

export async function markSeen(db: DbOrTx, userId: string, at: Date) {
  await db
    .insert(changeLogSeen)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({ target: changeLogSeen.userId, set: { lastSeenAt: at } });
}
