import type { PositionListQuery } from '@praxis/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultantJobTitles, platformCategories, platformProducts } from '../../db/schema/catalogues.js';
import { consultants } from '../../db/schema/consultants.js';
import { candidates, positions, positionSkills } from '../../db/schema/recruiting.js';
import { likePattern } from '../../lib/like.js';
import { totalOver } from '../../lib/pagination.js';
import { lockById } from '../../lib/lock-row.js';

const columns = {
  position: positions,
  jobTitle: consultantJobTitles.title,
  hiringManagerName: sql<string | null>`nullif(trim(${consultants.firstName} || ' ' || ${consultants.lastName}), '')`,
  candidateCount: sql<number>`(select count(*)::int from ${candidates} c where c.position_id = ${positions.id})`,
  hiredCount: sql<number>`(select count(*)::int from ${candidates} c
    where c.position_id = ${positions.id} and c.stage = 'hired')`,
  // The list reads its page and its total in one statement (a single record carries 1).
  total: totalOver(),
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(positions)
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, positions.jobTitleId))
    .leftJoin(consultants, eq(consultants.id, positions.hiringManagerId));

export type PositionRow = Omit<Awaited<ReturnType<typeof findPosition>> & object, 'total'>;

/** Without the candidates permission only open positions exist (drafts and closed ones are simply absent). */
function whereOf(filter: PositionListQuery, onlyOpen: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (onlyOpen) conditions.push(eq(positions.status, 'open'));
  if (filter.q) {
    const match = or(ilike(positions.title, likePattern(filter.q)), ilike(positions.location, likePattern(filter.q)));
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(positions.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findPosition(db: DbOrTx, id: string, onlyOpen = false) {
  const [row] = await base(db).where(and(eq(positions.id, id), onlyOpen ? eq(positions.status, 'open') : undefined));
  return row;
}

export const lockPosition = (db: DbOrTx, id: string) => lockById(db, positions, id);

export async function selectPositions(
  db: DbOrTx,
  filter: PositionListQuery,
  onlyOpen: boolean,
  limit: number,
  offset: number,
) {
  return base(db)
    .where(whereOf(filter, onlyOpen))
    .orderBy(
      sql`array_position(array['open','on_hold','draft','filled','closed'], ${positions.status})`,
      asc(positions.targetStart),
      asc(positions.title),
      asc(positions.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countPositions(db: DbOrTx, filter: PositionListQuery, onlyOpen: boolean) {
  const [row] = await db.select({ value: count() }).from(positions).where(whereOf(filter, onlyOpen));
  return row?.value ?? 0;
}

export async function skillsOf(db: DbOrTx, positionIds: string[]) {
  if (positionIds.length === 0) return [];
  return db
    .select({
      positionId: positionSkills.positionId,
      categoryId: positionSkills.categoryId,
      category: platformCategories.name,
      productId: positionSkills.productId,
      product: platformProducts.name,
      minRating: positionSkills.minRating,
    })
    .from(positionSkills)
    .innerJoin(platformCategories, eq(platformCategories.id, positionSkills.categoryId))
    .leftJoin(platformProducts, eq(platformProducts.id, positionSkills.productId))
    .where(inArray(positionSkills.positionId, positionIds))
    .orderBy(asc(platformCategories.name), asc(platformProducts.name));
}

export async function productBelongs(db: DbOrTx, categoryId: string, productId: string | null) {
  if (!productId) {
    const [row] = await db
      .select({ id: platformCategories.id })
      .from(platformCategories)
      .where(eq(platformCategories.id, categoryId));
    return !!row;
  }
  const [row] = await db
    .select({ id: platformProducts.id })
    .from(platformProducts)
    .where(and(eq(platformProducts.id, productId), eq(platformProducts.categoryId, categoryId)));
  return !!row;
}

export async function exists(db: DbOrTx, table: typeof consultants | typeof consultantJobTitles, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!row;
}
