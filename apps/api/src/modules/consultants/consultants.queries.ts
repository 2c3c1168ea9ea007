import type { ConsultantCard, ConsultantListQuery, ConsultantSort } from '@praxis/shared';
import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { preparedPer } from '../../lib/prepared.js';
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

/** The single-record read (GET /consultants/{id}), prepared: the hottest read of the API. */
const consultantById = preparedPer((db) =>
  db
    .select(withJobTitle)
    .from(consultants)
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .where(eq(consultants.id, sql.placeholder('id')))
    .prepare('consultant_by_id'),
);

export async function readConsultant(db: Db, id: string): Promise<ConsultantRow | undefined> {
  const [row] = await consultantById(db).execute({ id });
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

type CardSkill = ConsultantCard['top_skills'][number];
type CardCertification = ConsultantCard['certifications'][number];
type CardLanguage = ConsultantCard['languages'][number];

/** How many skills a card shows (the best rated first). */
export const TOP_SKILLS_ON_CARD = 5;

/*
 * A card's sub-collections as JSON, computed per row inside the page's statement (correlated subqueries over the
 * consultant_id indexes), so a page is one round trip whatever its size.
 */
const topSkillsJson = sql<CardSkill[]>`(select coalesce(json_agg(s.skill order by s.n), '[]'::json) from (
    select json_build_object('category', pc.name, 'product', pp.name, 'rating', e.rating) as skill,
           row_number() over (order by e.rating desc, pc.display_order, pp.display_order) as n
    from ${consultantExpertise} e
    join ${platformCategories} pc on pc.id = e.category_id
    left join ${platformProducts} pp on pp.id = e.product_id
    where e.consultant_id = ${consultants.id}
    order by n limit ${sql.raw(String(TOP_SKILLS_ON_CARD))}) s)`;
const certificationsJson = sql<CardCertification[]>`(select coalesce(
    json_agg(json_build_object('name', ce.name, 'expires_on', cc.expires_on) order by ce.display_order, ce.name),
    '[]'::json)
    from ${consultantCertifications} cc join ${certifications} ce on ce.id = cc.certification_id
    where cc.consultant_id = ${consultants.id})`;
const languagesJson = sql<CardLanguage[]>`(select coalesce(
    json_agg(json_build_object('name', la.name, 'proficiency', cl.proficiency) order by la.display_order, la.name),
    '[]'::json)
    from ${consultantLanguages} cl join ${languages} la on la.id = cl.language_id
    where cl.consultant_id = ${consultants.id})`;
/** For a directory search: the best-rated skill whose category or product matched. */
const matchedSkillOf = (q: string) => sql<string | null>`(select coalesce(pp.name, pc.name)
    from ${consultantExpertise} e
    join ${platformCategories} pc on pc.id = e.category_id
    left join ${platformProducts} pp on pp.id = e.product_id
    where e.consultant_id = ${consultants.id} and (pc.name ilike ${likePattern(q)} or pp.name ilike ${likePattern(q)})
    order by e.rating desc, pp.name nulls last limit 1)`;

/**
 * One page of the directory in its order, as cards (top skills, certifications, languages, the matched skill of a
 * search) with the total of the filtered directory — one statement. The JSON list and the CSV export share it.
 */
export function selectCards(db: DbOrTx, filter: ConsultantFilter, sort: ConsultantSort, limit: number, offset: number) {
  // The page (ids, order, total) first; the sub-collections are then computed for its rows only — in the same
  // statement a window over the whole filter would otherwise compute them for every matching consultant.
  const order = [...ORDER_OF[sort], asc(consultants.id)];
  const page = db
    .select({
      id: sql<string>`${consultants.id}`.as('page_id'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
      n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
    })
    .from(consultants)
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      ...withJobTitle,
      total: page.total,
      topSkills: topSkillsJson,
      certifications: certificationsJson,
      languages: languagesJson,
      matchedSkill: filter.q ? matchedSkillOf(filter.q) : sql<string | null>`null::text`,
    })
    .from(page)
    .innerJoin(consultants, eq(consultants.id, page.id))
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .orderBy(page.n);
}
export type ConsultantCardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** The number of consultants a filter matches (for a page past the end, where the page's own count is absent). */
export async function countConsultants(db: DbOrTx, filter: ConsultantFilter): Promise<number> {
  const [total] = await db.select({ value: count() }).from(consultants).where(whereOf(filter));
  return total?.value ?? 0;
}

export async function insertExpertise(db: DbOrTx, values: typeof consultantExpertise.$inferInsert) {
  const [row] = await db.insert(consultantExpertise).values(values).returning();
  return row;
}
