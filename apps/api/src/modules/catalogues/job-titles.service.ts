import type { JobTitle } from '@praxis/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consultantJobTitles } from '../../db/schema/catalogues.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { bumpAudited } from '../../lib/versioned-update.js';
import { lockById } from '../../lib/lock-row.js';

/** Job titles with member counts (docs/product.md §3: id, title, member_count). */
export async function listJobTitles(db: Db): Promise<JobTitle[]> {
  const rows = await db
    .select({ id: consultantJobTitles.id, title: consultantJobTitles.title, member_count: count(consultants.id) })
    .from(consultantJobTitles)
    .leftJoin(consultants, eq(consultants.jobTitleId, consultantJobTitles.id))
    .groupBy(consultantJobTitles.id)
    .orderBy(asc(consultantJobTitles.displayOrder), asc(consultantJobTitles.title));
  return rows.map((row) => ({ ...row, member_count: Number(row.member_count) }));
}

async function assertTitleFree(db: Db, title: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: consultantJobTitles.id })
    .from(consultantJobTitles)
    .where(sql`lower(${consultantJobTitles.title}) = lower(${title})`);
  if (clash && clash.id !== exceptId) throw AppError.conflict(`A job title "${title}" already exists.`);
}

/** The CEO rule itself is in the shared input schema, so the form and the API refuse it with the same words. */
export async function createJobTitle(db: Db, actor: Actor, title: string): Promise<JobTitle> {
  await assertTitleFree(db, title);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(consultantJobTitles).values({ title }).returning();
    if (!row) throw new Error('insert returned no row');
    await audit(tx, actor, { entity: 'consultant_job_titles', entityId: row.id, action: 'create', after: { title } });
    return { id: row.id, title: row.title, member_count: 0 };
  });
}

export async function renameJobTitle(db: Db, actor: Actor, id: string, title: string): Promise<JobTitle> {
  await assertTitleFree(db, title, id);
  return db.transaction(async (tx) => {
    const current = await lockById(tx, consultantJobTitles, id);
    if (!current) throw AppError.notFound('Job title');
    await bumpAudited(tx, actor, consultantJobTitles, {
      entity: 'consultant_job_titles',
      id,
      values: { title },
      before: { title: current.title },
      after: { title },
    });
    const [members] = await tx.select({ value: count() }).from(consultants).where(eq(consultants.jobTitleId, id));
    return { id, title, member_count: Number(members?.value ?? 0) };
  });
}

/** A title someone holds cannot be deleted (their profile would silently lose it). */
export async function deleteJobTitle(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockById(tx, consultantJobTitles, id);
    if (!current) throw AppError.notFound('Job title');
    const [members] = await tx.select({ value: count() }).from(consultants).where(eq(consultants.jobTitleId, id));
    const n = Number(members?.value ?? 0);
    if (n > 0) {
      throw AppError.conflict(
        `${current.title} is held by ${n} consultant${n === 1 ? '' : 's'} and cannot be deleted.`,
      );
    }
    await tx.delete(consultantJobTitles).where(eq(consultantJobTitles.id, id));
    await audit(tx, actor, {
      entity: 'consultant_job_titles',
      entityId: id,
      action: 'delete',
      before: { title: current.title },
    });
  });
}
