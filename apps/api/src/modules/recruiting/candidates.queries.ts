import type { ApplicantListQuery } from '@praxis/shared';
import { and, asc, count, desc, eq, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { consultants } from '../../db/schema/consultants.js';
import { candidates, positions } from '../../db/schema/recruiting.js';
import { likePattern } from '../../lib/like.js';
import { personName } from '../../db/sql.js';
import { totalOver } from '../../lib/pagination.js';
import { lockById } from '../../lib/lock-row.js';
import { fullName } from '../../lib/full-name.js';

const owner = alias(consultants, 'owner');

const columns = {
  candidate: candidates,
  positionTitle: positions.title,
  ownerName: personName(owner),
  referrerName: user.name,
  // The list reads its page and its total in one statement (a single record carries 1).
  total: totalOver(),
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(candidates)
    .innerJoin(positions, eq(positions.id, candidates.positionId))
    .leftJoin(owner, eq(owner.id, candidates.ownerId))
    .leftJoin(user, eq(user.id, candidates.referrerUserId));

export type CandidateRow = Omit<NonNullable<Awaited<ReturnType<typeof findCandidate>>>, 'total'>;

function whereOf(filter: ApplicantListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(fullName(candidates), pattern), ilike(candidates.email, pattern));
    if (match) conditions.push(match);
  }
  if (filter.position_id) conditions.push(eq(candidates.positionId, filter.position_id));
  if (filter.stage) conditions.push(eq(candidates.stage, filter.stage));
  if (filter.source) conditions.push(eq(candidates.source, filter.source));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findCandidate(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(candidates.id, id));
  return row;
}

export const lockCandidate = (db: DbOrTx, id: string) => lockById(db, candidates, id);

export async function selectCandidates(db: DbOrTx, filter: ApplicantListQuery, limit: number, offset: number) {
  return base(db)
    .where(whereOf(filter))
    .orderBy(desc(candidates.stageChangedAt), asc(candidates.lastName), asc(candidates.id))
    .limit(limit)
    .offset(offset);
}

export async function countCandidates(db: DbOrTx, filter: ApplicantListQuery) {
  const [row] = await db.select({ value: count() }).from(candidates).where(whereOf(filter));
  return row?.value ?? 0;
}

const referralColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  positionTitle: positions.title,
  stage: candidates.stage,
  createdAt: candidates.createdAt,
};

/** A referrer's own referrals only: anyone else's is absent (404). */
export async function referralsOf(db: DbOrTx, userId: string, id?: string) {
  return db
    .select(referralColumns)
    .from(candidates)
    .innerJoin(positions, eq(positions.id, candidates.positionId))
    .where(and(eq(candidates.referrerUserId, userId), id ? eq(candidates.id, id) : undefined))
    .orderBy(desc(candidates.createdAt), asc(candidates.id))
    .limit(200);
}

/** Rejected, not yet erased, and last moved before the cutoff. */
export async function rejectedBefore(db: DbOrTx, cutoff: Date) {
  return db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      positionTitle: positions.title,
      rejectedAt: candidates.stageChangedAt,
    })
    .from(candidates)
    .innerJoin(positions, eq(positions.id, candidates.positionId))
    .where(and(eq(candidates.stage, 'rejected'), isNull(candidates.erasedAt), lt(candidates.stageChangedAt, cutoff)))
    .orderBy(asc(candidates.stageChangedAt), asc(candidates.id))
    .limit(500);
}
