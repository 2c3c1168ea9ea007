import type {
  ChangeLogEntry,
  ChangeLogInput,
  ChangeLogListQuery,
  ChangeLogState,
  ChangeLogUpdate,
} from '@praxis/shared';
import { renderMarkdown } from '@praxis/shared/markdown';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { changeLogEntries } from '../../db/schema/change-log.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { assertVersion } from '../../lib/versioning.js';
import * as queries from './change-log.queries.js';
import { bumpVersion } from '../../lib/versioned-update.js';

const stateOf = (publishedAt: Date | null, now: Date): ChangeLogState =>
  !publishedAt ? 'draft' : publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';

const toEntry = (row: queries.ChangeLogRow, now = new Date()): ChangeLogEntry => ({
  id: row.id,
  release_version: row.releaseVersion,
  title: row.title,
  body: row.body,
  body_html: renderMarkdown(row.body),
  category: row.category,
  state: stateOf(row.publishedAt, now),
  published_at: row.publishedAt?.toISOString() ?? null,
  author_id: row.authorId,
  author_name: row.authorName,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const canManage = (principal: Principal) => principal.permissions.has('change_log.manage');

const filterOf = (principal: Principal, query: ChangeLogListQuery) => ({
  category: query.category,
  includeUnpublished: query.include_unpublished && canManage(principal),
  now: new Date(),
});

export async function listEntries(db: Db, principal: Principal, query: ChangeLogListQuery) {
  const rows = await queries.listEntries(db, filterOf(principal, query));
  return rows.map((row) => toEntry(row));
}

/** Every entry the list would show, page by page, for the CSV export (drafts only for those who manage). */
export const entryRows = (db: Db, principal: Principal, query: ChangeLogListQuery) => {
  const filter = filterOf(principal, query);
  return async (limit: number, offset: number) =>
    (await queries.listEntries(db, filter, { limit, offset })).map((row) => toEntry(row, filter.now));
};

/** Drafts and scheduled entries exist only for those who write the change log: for anyone else they are 404. */
export async function getEntry(db: DbOrTx, principal: Principal, id: string): Promise<ChangeLogEntry> {
  const row = await queries.findEntry(db, id);
  if (!row) throw AppError.notFound('Change-log entry');
  const entry = toEntry(row);
  if (entry.state !== 'published' && !canManage(principal)) throw AppError.notFound('Change-log entry');
  return entry;
}

export async function createEntry(db: Db, actor: Actor, principal: Principal, input: ChangeLogInput) {
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, changeLogEntries, {
      releaseVersion: input.release_version,
      title: input.title,
      body: input.body,
      category: input.category,
      publishedAt: input.published_at ? new Date(input.published_at) : null,
      authorId: actor.userId,
    });
    const created = await getEntry(tx, principal, row.id);
    const { body_html: _html, ...after } = created;
    await audit(tx, actor, { entity: 'change_log', entityId: row.id, action: 'create', after });
    return created;
  });
}

const COLUMN = {
  release_version: 'releaseVersion',
  title: 'title',
  body: 'body',
  category: 'category',
  published_at: 'publishedAt',
} as const satisfies Record<keyof ChangeLogUpdate, keyof typeof changeLogEntries.$inferInsert>;

export async function updateEntry(
  db: Db,
  actor: Actor,
  principal: Principal,
  id: string,
  patch: ChangeLogUpdate,
  expectedVersion: number | undefined,
) {
  return db.transaction(async (tx) => {
    const current = await queries.findEntry(tx, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Change-log entry');
    assertVersion(current.version, expectedVersion);
    const values: Partial<typeof changeLogEntries.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(patch) as [keyof ChangeLogUpdate, string | null][]) {
      const column = COLUMN[field];
      before[field] = current[column];
      Object.assign(values, { [column]: field === 'published_at' && value ? new Date(value) : value });
    }
    await bumpVersion(tx, changeLogEntries, id, values);
    await audit(tx, actor, { entity: 'change_log', entityId: id, action: 'update', before, after: patch });
    return getEntry(tx, principal, id);
  });
}

export async function deleteEntry(db: Db, actor: Actor, id: string, expectedVersion: number | undefined) {
  await db.transaction(async (tx) => {
    const current = await queries.findEntry(tx, id, { forUpdate: true });
    if (!current) throw AppError.notFound('Change-log entry');
    assertVersion(current.version, expectedVersion);
    await tx.delete(changeLogEntries).where(eq(changeLogEntries.id, id));
    const { authorName: _name, ...before } = current;
    await audit(tx, actor, { entity: 'change_log', entityId: id, action: 'delete', before });
  });
}

/** The "what's new" badge: entries published since the user last opened the change log. */
export async function unread(db: Db, userId: string) {
  const lastSeen = await queries.lastSeenOf(db, userId);
  return {
    count: await queries.countPublishedSince(db, lastSeen, new Date()),
    last_seen_at: lastSeen?.toISOString() ?? null,
  };
}

export async function markSeen(db: Db, userId: string) {
  await queries.markSeen(db, userId, new Date());
  return unread(db, userId);
}
