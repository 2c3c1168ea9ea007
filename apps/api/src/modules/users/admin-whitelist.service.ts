import type { PaginationQuery, WhitelistEntry } from '@praxis/shared';
import { asc, eq, getTableColumns, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminWhitelist } from '../../db/schema/access.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { likePattern } from '../../lib/like.js';
import { countRows, offsetOf, pageFrom, totalOver, withTotal, type Page } from '../../lib/pagination.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { lockById } from '../../lib/lock-row.js';

/** The admin whitelist (docs/product.md §3: email, is_active): whose users see the admin toolbar (docs/product.md §10). */
const toEntry = (row: typeof adminWhitelist.$inferSelect): WhitelistEntry => ({
  id: row.id,
  email: row.email,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

const whereOf = (q: string | undefined) => (q ? ilike(adminWhitelist.email, likePattern(q)) : undefined);

/** One page of entries in the list's order, each row carrying the number the filter matches. */
const pageOfEntries = (db: Db, q: string | undefined, limit: number, offset: number) =>
  db
    .select({ ...getTableColumns(adminWhitelist), total: totalOver() })
    .from(adminWhitelist)
    .where(whereOf(q))
    .orderBy(asc(adminWhitelist.email), asc(adminWhitelist.id))
    .limit(limit)
    .offset(offset);

/** One page in the list's order (the CSV export reads the list through it, a batch at a time). */
export async function selectWhitelist(db: Db, q: string | undefined, limit: number, offset: number) {
  return (await pageOfEntries(db, q, limit, offset)).map(toEntry);
}

export async function listWhitelist(
  db: Db,
  { q, page }: { q: string | undefined; page: PaginationQuery },
): Promise<Page<WhitelistEntry>> {
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await withTotal(pageOfEntries(db, q, limit, offset), offset, () =>
    countRows(db, adminWhitelist, whereOf(q)),
  );
  return pageFrom(rows.map(toEntry), total, page);
}

export async function addToWhitelist(
  db: Db,
  { actor, input }: { actor: Actor; input: { email: string; is_active: boolean } },
) {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(adminWhitelist).where(eq(adminWhitelist.email, email));
    if (existing)
      throw AppError.conflict(`${email} is already on the whitelist.`, { fields: { email: 'Already listed.' } });
    const [row] = await tx.insert(adminWhitelist).values({ email, isActive: input.is_active }).returning();
    if (!row) throw new Error('insert returned no row');
    const entry = toEntry(row);
    await audit(tx, actor, { entity: 'admin_whitelist', entityId: row.id, action: 'create', after: entry });
    await announceSessionChange(tx, { email });
    return entry;
  });
}

export async function setWhitelistActive(
  db: Db,
  { actor, id, isActive }: { actor: Actor; id: string; isActive: boolean },
) {
  return db.transaction(async (tx) => {
    const current = await lockById(tx, adminWhitelist, id);
    if (!current) throw AppError.notFound('Whitelist entry');
    const [row] = await tx.update(adminWhitelist).set({ isActive }).where(eq(adminWhitelist.id, id)).returning();
    if (!row) throw AppError.notFound('Whitelist entry');
    await audit(tx, actor, {
      entity: 'admin_whitelist',
      entityId: id,
      action: 'update',
      before: { is_active: current.isActive },
      after: { is_active: isActive },
    });
    await announceSessionChange(tx, { email: current.email });
    return toEntry(row);
  });
}

export async function removeFromWhitelist(db: Db, { actor, id }: { actor: Actor; id: string }) {
  await db.transaction(async (tx) => {
    const current = await lockById(tx, adminWhitelist, id);
    if (!current) throw AppError.notFound('Whitelist entry');
    await tx.delete(adminWhitelist).where(eq(adminWhitelist.id, id));
    await audit(tx, actor, { entity: 'admin_whitelist', entityId: id, action: 'delete', before: toEntry(current) });
    await announceSessionChange(tx, { email: current.email });
  });
}
