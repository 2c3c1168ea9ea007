import type { ConsultantListQuery, ConsultantSort } from '@praxis/shared';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import {
  certifications,
  consultantJobTitles,
  languages,
  platformCategories,
  platformProducts,
} from '../../db/schema/catalogues.js';
import {
  consultantCertifications,
  consultantExpertise,
  consultantLanguages,
  consultants,
} from '../../db/schema/consultants.js';

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

export type ConsultantFilter = Omit<ConsultantListQuery, 'sort'>;

/*
 * Search and filters, all in SQL. Sub-collections are matched with EXISTS so a consultant appears once however
 * many skills match; each EXISTS is served by the (category|product|language|certification) indexes.
 */
function whereOf(filter: ConsultantFilter): SQL | undefined {
  const conditions: SQL[] = [eq(consultants.isActive, filter.archived !== 'true')];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(
      ilike(consultants.firstName, pattern),
      ilike(consultants.lastName, pattern),
      ilike(consultants.email, pattern),
      sql`(${consultants.firstName} || ' ' || ${consultants.lastName}) ilike ${pattern}`,
      sql`exists (select 1 from ${consultantExpertise} e
        join ${platformCategories} pc on pc.id = e.category_id
        left join ${platformProducts} pp on pp.id = e.product_id
        where e.consultant_id = ${consultants.id} and (pc.name ilike ${pattern} or pp.name ilike ${pattern}))`,
      sql`exists (select 1 from ${consultantCertifications} cc
        join ${certifications} ce on ce.id = cc.certification_id
        where cc.consultant_id = ${consultants.id} and ce.name ilike ${pattern})`,
      sql`exists (select 1 from ${consultantLanguages} cl
        join ${languages} la on la.id = cl.language_id
        where cl.consultant_id = ${consultants.id} and la.name ilike ${pattern})`,
    );
    if (match) conditions.push(match);
  }
  if (filter.availability) conditions.push(eq(consultants.availabilityStatus, filter.availability));
  if (filter.job_title_id) conditions.push(eq(consultants.jobTitleId, filter.job_title_id));
  if (filter.location) conditions.push(ilike(consultants.location, likePattern(filter.location)));
  if (filter.category_id || filter.product_id || filter.min_rating) {
    const skill: SQL[] = [sql`e.consultant_id = ${consultants.id}`];
    if (filter.category_id) skill.push(sql`e.category_id = ${filter.category_id}`);
    if (filter.product_id) skill.push(sql`e.product_id = ${filter.product_id}`);
    if (filter.min_rating) skill.push(sql`e.rating >= ${filter.min_rating}`);
    conditions.push(sql`exists (select 1 from ${consultantExpertise} e where ${sql.join(skill, sql` and `)})`);
  }
  if (filter.language_id) {
    conditions.push(
      sql`exists (select 1 from ${consultantLanguages} cl where cl.consultant_id = ${consultants.id} and cl.language_id = ${filter.language_id})`,
    );
  }
  return and(...conditions);
}

const ORDER_OF: Record<ConsultantSort, SQL[]> = {
  name: [sql`lower(${consultants.lastName})`, sql`lower(${consultants.firstName})`],
  '-name': [sql`lower(${consultants.lastName}) desc`, sql`lower(${consultants.firstName}) desc`],
  job_title: [sql`${consultantJobTitles.title} nulls last`, sql`lower(${consultants.lastName})`],
  location: [sql`${consultants.location} nulls last`, sql`lower(${consultants.lastName})`],
  availability: [
    sql`array_position(array['available','partially_available','busy','on_leave']::text[], ${consultants.availabilityStatus})`,
    sql`lower(${consultants.lastName})`,
  ],
  start_date: [sql`${consultants.startDate} nulls last`, sql`lower(${consultants.lastName})`],
  '-start_date': [sql`${consultants.startDate} desc nulls last`, sql`lower(${consultants.lastName})`],
};

/** One page of the directory in its order (the JSON list and the CSV export share it). */
export function selectConsultants(
  db: DbOrTx,
  filter: ConsultantFilter,
  sort: ConsultantSort,
  limit: number,
  offset: number,
) {
  return db
    .select(withJobTitle)
    .from(consultants)
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .where(whereOf(filter))
    .orderBy(...ORDER_OF[sort], asc(consultants.id))
    .limit(limit)
    .offset(offset);
}
export type ConsultantListRow = Awaited<ReturnType<typeof selectConsultants>>[number];

export async function listConsultants(
  db: DbOrTx,
  filter: ConsultantFilter,
  sort: ConsultantSort,
  limit: number,
  offset: number,
) {
  const [rows, [total]] = await Promise.all([
    selectConsultants(db, filter, sort, limit, offset),
    db.select({ value: count() }).from(consultants).where(whereOf(filter)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The card extras of one page of consultants, three queries for the whole page. */
export async function cardExtrasOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { skills: [], certs: [], langs: [] };
  const [skills, certs, langs] = await Promise.all([
    db
      .select({
        consultantId: consultantExpertise.consultantId,
        category: platformCategories.name,
        product: platformProducts.name,
        rating: consultantExpertise.rating,
      })
      .from(consultantExpertise)
      .innerJoin(platformCategories, eq(platformCategories.id, consultantExpertise.categoryId))
      .leftJoin(platformProducts, eq(platformProducts.id, consultantExpertise.productId))
      .where(inArray(consultantExpertise.consultantId, ids))
      .orderBy(
        desc(consultantExpertise.rating),
        asc(platformCategories.displayOrder),
        asc(platformProducts.displayOrder),
      ),
    db
      .select({
        consultantId: consultantCertifications.consultantId,
        name: certifications.name,
        expiresOn: consultantCertifications.expiresOn,
      })
      .from(consultantCertifications)
      .innerJoin(certifications, eq(certifications.id, consultantCertifications.certificationId))
      .where(inArray(consultantCertifications.consultantId, ids))
      .orderBy(asc(certifications.displayOrder), asc(certifications.name)),
    db
      .select({
        consultantId: consultantLanguages.consultantId,
        name: languages.name,
        proficiency: consultantLanguages.proficiency,
      })
      .from(consultantLanguages)
      .innerJoin(languages, eq(languages.id, consultantLanguages.languageId))
      .where(inArray(consultantLanguages.consultantId, ids))
      .orderBy(asc(languages.displayOrder), asc(languages.name)),
  ]);
  return { skills, certs, langs };
}

export async function insertExpertise(db: DbOrTx, values: typeof consultantExpertise.$inferInsert) {
  const [row] = await db.insert(consultantExpertise).values(values).returning();
  return row;
}

/** For a directory search: per consultant of the page, the best-rated skill whose category or product matched. */
export async function matchedSkillsOf(db: DbOrTx, ids: string[], q: string) {
  if (ids.length === 0) return new Map<string, string>();
  const pattern = likePattern(q);
  const rows = await db
    .selectDistinctOn([consultantExpertise.consultantId], {
      consultantId: consultantExpertise.consultantId,
      skill: sql<string>`coalesce(${platformProducts.name}, ${platformCategories.name})`,
    })
    .from(consultantExpertise)
    .innerJoin(platformCategories, eq(platformCategories.id, consultantExpertise.categoryId))
    .leftJoin(platformProducts, eq(platformProducts.id, consultantExpertise.productId))
    .where(
      and(
        inArray(consultantExpertise.consultantId, ids),
        or(ilike(platformCategories.name, pattern), ilike(platformProducts.name, pattern)),
      ),
    )
    .orderBy(consultantExpertise.consultantId, desc(consultantExpertise.rating));
  return new Map(rows.map((row) => [row.consultantId, row.skill]));
}
