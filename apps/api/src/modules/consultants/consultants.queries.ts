import { and, asc, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultantJobTitles } from '../../db/schema/catalogues.js';
import { consultantExpertise, consultants } from '../../db/schema/consultants.js';

const withJobTitle = { ...getTableColumns(consultants), jobTitle: consultantJobTitles.title };
export type ConsultantRow = typeof consultants.$inferSelect & { jobTitle: string | null };

export async function findConsultant(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(withJobTitle)
    .from(consultants)
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .where(eq(consultants.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: consultants }) : await query;
  return row;
}

export async function findConsultantByUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(consultants).where(eq(consultants.userId, userId));
  return row;
}

export async function findConsultantByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(consultants).where(eq(consultants.email, email.toLowerCase()));
  return row;
}

export interface ConsultantFilter {
  q?: string | undefined;
  availability?: (typeof consultants.$inferSelect)['availabilityStatus'] | undefined;
  jobTitleId?: string | undefined;
}

function whereOf(filter: ConsultantFilter): SQL | undefined {
  const conditions: SQL[] = [eq(consultants.isActive, true)];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const match = or(
      ilike(consultants.firstName, pattern),
      ilike(consultants.lastName, pattern),
      ilike(consultants.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.availability) conditions.push(eq(consultants.availabilityStatus, filter.availability));
  if (filter.jobTitleId) conditions.push(eq(consultants.jobTitleId, filter.jobTitleId));
  return and(...conditions);
}

export async function listConsultants(db: DbOrTx, filter: ConsultantFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withJobTitle)
      .from(consultants)
      .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
      .where(where)
      .orderBy(asc(consultants.lastName), asc(consultants.firstName), asc(consultants.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(consultants).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertExpertise(db: DbOrTx, values: typeof consultantExpertise.$inferInsert) {
  const [row] = await db.insert(consultantExpertise).values(values).returning();
  return row;
}
