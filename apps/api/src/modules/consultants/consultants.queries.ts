import type { ConsultantCard, ConsultantListQuery, ConsultantSort } from '@praxis/shared';
import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { lockSelected } from '../../lib/lock-row.js';
import { preparedPer } from '../../lib/prepared.js';
import { consultantIdsMatching } from './text-search.js';
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
  const [row] = options.forUpdate ? await lockSelected(query, consultants) : await query;
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
 * Search and filters, all in SQL. The text search is a set of matching ids (text-search.ts: name and email through
 * their trigram indexes, skills and credentials through their catalogues); the other filters on sub-collections are
 * EXISTS, so a consultant appears once however many skills match, served by the (category|product|language) indexes.
 *
 * The values are placeholders (filled by `filterValues`): the statement's text depends only on which filters are
 * set, so each shape is prepared once and PostgreSQL plans it once per connection (planning was half of the page's
 * database time).
 */
const value = (name: keyof ReturnType<typeof filterValues>) => sql.placeholder(name);

function whereOf(filter: ConsultantFilter): SQL | undefined {
  const conditions: SQL[] = [sql`${consultants.isActive} = ${value('active')}`];
  if (filter.q) {
    const pattern = value('pattern');
    conditions.push(sql`${consultants.id} in ${consultantIdsMatching(pattern)}`);
  }
  if (filter.availability) conditions.push(sql`${consultants.availabilityStatus} = ${value('availability')}`);
  if (filter.job_title_id) conditions.push(sql`${consultants.jobTitleId} = ${value('job_title_id')}`);
  if (filter.location) conditions.push(sql`${consultants.location} ilike ${value('location')}`);
  if (filter.category_id || filter.product_id || filter.min_rating) {
    const skill: SQL[] = [sql`e.consultant_id = ${consultants.id}`];
    if (filter.category_id) skill.push(sql`e.category_id = ${value('category_id')}`);
    if (filter.product_id) skill.push(sql`e.product_id = ${value('product_id')}`);
    if (filter.min_rating) skill.push(sql`e.rating >= ${value('min_rating')}`);
    conditions.push(sql`exists (select 1 from ${consultantExpertise} e where ${sql.join(skill, sql` and `)})`);
  }
  if (filter.language_id) {
    conditions.push(
      sql`exists (select 1 from ${consultantLanguages} cl where cl.consultant_id = ${consultants.id} and cl.language_id = ${value('language_id')})`,
    );
  }
  return and(...conditions);
}

/** The placeholders' values for a filter (unset filters are not in the statement, so their values are unused). */
export function filterValues(filter: ConsultantFilter) {
  return {
    active: filter.archived !== 'true',
    pattern: filter.q ? likePattern(filter.q) : null,
    availability: filter.availability ?? null,
    job_title_id: filter.job_title_id ?? null,
    location: filter.location ? likePattern(filter.location) : null,
    category_id: filter.category_id ?? null,
    product_id: filter.product_id ?? null,
    min_rating: filter.min_rating ?? null,
    language_id: filter.language_id ?? null,
  };
}

/** Which filters are set, as a short key: one prepared statement per shape and sort (PostgreSQL names ≤ 63 bytes). */
const SHAPE_KEYS = [
  'q',
  'availability',
  'job_title_id',
  'location',
  'category_id',
  'product_id',
  'min_rating',
  'language_id',
] as const;
const shapeOf = (filter: ConsultantFilter) =>
  SHAPE_KEYS.reduce((mask, key, bit) => (filter[key] ? mask | (1 << bit) : mask), 0);

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
 * A page's sub-collections, aggregated per consultant for the page's ids only (the `page` CTE below) and joined to
 * its rows: three set-based scans in the page's statement, so a page is one round trip whatever its size.
 */
const PAGE_IDS = sql`(select id from page)`;
const pageSkills = sql`(select e.consultant_id as skills_of, to_json((array_agg(
      json_build_object('category', pc.name, 'product', pp.name, 'rating', e.rating)
      order by e.rating desc, pc.display_order, pp.display_order))[1:${sql.raw(String(TOP_SKILLS_ON_CARD))}]) as top_skills
    from ${consultantExpertise} e
    join ${platformCategories} pc on pc.id = e.category_id
    left join ${platformProducts} pp on pp.id = e.product_id
    where e.consultant_id in ${PAGE_IDS} group by e.consultant_id) page_skills`;
const pageCertifications = sql`(select cc.consultant_id as certifications_of,
      json_agg(json_build_object('name', ce.name, 'expires_on', cc.expires_on) order by ce.display_order, ce.name)
        as certifications
    from ${consultantCertifications} cc join ${certifications} ce on ce.id = cc.certification_id
    where cc.consultant_id in ${PAGE_IDS} group by cc.consultant_id) page_certifications`;
const pageLanguages = sql`(select cl.consultant_id as languages_of,
      json_agg(json_build_object('name', la.name, 'proficiency', cl.proficiency) order by la.display_order, la.name)
        as languages
    from ${consultantLanguages} cl join ${languages} la on la.id = cl.language_id
    where cl.consultant_id in ${PAGE_IDS} group by cl.consultant_id) page_languages`;
/** For a directory search: the best-rated skill whose category or product matched. */
const matchedSkillOf = (consultantId: SQL) => sql<string | null>`(select coalesce(pp.name, pc.name)
    from ${consultantExpertise} e
    join ${platformCategories} pc on pc.id = e.category_id
    left join ${platformProducts} pp on pp.id = e.product_id
    where e.consultant_id = ${consultantId} and (pc.name ilike ${value('pattern')} or pp.name ilike ${value('pattern')})
    order by e.rating desc, pp.name nulls last limit 1)`;

/** The page's rows first, in order (the sort's index serves it and the scan stops at the page's end; `n` keeps it). */
function pageRows(db: Db, filter: ConsultantFilter, sort: ConsultantSort) {
  const order = [...ORDER_OF[sort], asc(consultants.id)];
  return db.$with('page').as(
    db
      .select({ ...withJobTitle, n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n') })
      .from(consultants)
      .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
      .where(whereOf(filter))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}
const totalOf = (filter: ConsultantFilter) =>
  sql<number>`(select count(*)::int from ${consultants} where ${whereOf(filter)})`;
const topSkillsOfPage = sql<CardSkill[]>`coalesce(page_skills.top_skills, '[]'::json)`;
const certificationsOfPage = sql<CardCertification[]>`coalesce(page_certifications.certifications, '[]'::json)`;
const languagesOfPage = sql<CardLanguage[]>`coalesce(page_languages.languages, '[]'::json)`;

/**
 * One page of the directory in its order, as cards (top skills, certifications, languages, the matched skill of a
 * search) with the total of the filtered directory — one statement, prepared once per filter shape and sort.
 * The CSV export reads it; the JSON list reads {@link selectCardsJson}, the same statement rendering its own JSON.
 */
export function cardsQuery(db: Db, filter: ConsultantFilter, sort: ConsultantSort) {
  // Their sub-collections aggregated for the page's ids only, and the filter's total as one subquery.
  const page = pageRows(db, filter, sort);
  const { n, ...pageColumns } = page._.selectedFields;
  return db
    .with(page)
    .select({
      ...(pageColumns as unknown as typeof withJobTitle),
      total: totalOf(filter),
      topSkills: topSkillsOfPage,
      certifications: certificationsOfPage,
      languages: languagesOfPage,
      matchedSkill: filter.q ? matchedSkillOf(sql`page.id`) : sql<string | null>`null::text`,
    })
    .from(page)
    .leftJoin(pageSkills, sql`page_skills.skills_of = page.id`)
    .leftJoin(pageCertifications, sql`page_certifications.certifications_of = page.id`)
    .leftJoin(pageLanguages, sql`page_languages.languages_of = page.id`)
    .orderBy(n);
}

/*
 * A card as JSON, built by PostgreSQL with the keys, order and value types of the API's ConsultantCard (what the
 * service's cardOf made of a row): the rate is a number (float8 prints the shortest exact form, as JavaScript does)
 * and only for viewers who see every rate (`rates`) or for their own card (`viewer`); dates stay YYYY-MM-DD.
 */
const cardJson = (filter: ConsultantFilter) => sql`json_build_object(
    'id', page.id, 'user_id', page.user_id, 'first_name', page.first_name, 'last_name', page.last_name,
    'photo_url', page.photo_url, 'email', page.email, 'phone', page.phone, 'location', page.location,
    'bio', page.bio, 'availability_status', page.availability_status, 'start_date', page.start_date,
    'hourly_rate', case when ${sql.placeholder('rates')} or page.id = ${sql.placeholder('viewer')}
      then page.hourly_rate::float8 end,
    'linkedin_url', page.linkedin_url, 'time_zone', page.time_zone, 'job_title_id', page.job_title_id,
    'job_title', page.title, 'role', page.role, 'left_on', page.left_on, 'version', page.version,
    ${filter.q ? sql`'matched_skill', ${matchedSkillOf(sql`page.id`)},` : sql``}
    'top_skills', ${topSkillsOfPage}, 'certifications', ${certificationsOfPage}, 'languages', ${languagesOfPage})`;

/** The page's cards as one JSON array (text: the driver hands it over unparsed) and the filter's total, one row. */
function cardsJsonQuery(db: Db, filter: ConsultantFilter, sort: ConsultantSort) {
  const page = pageRows(db, filter, sort);
  return db
    .with(page)
    .select({
      items: sql<string>`coalesce(json_agg(${cardJson(filter)} order by page.n), '[]'::json)::text`,
      total: totalOf(filter),
    })
    .from(page)
    .leftJoin(pageSkills, sql`page_skills.skills_of = page.id`)
    .leftJoin(pageCertifications, sql`page_certifications.certifications_of = page.id`)
    .leftJoin(pageLanguages, sql`page_languages.languages_of = page.id`);
}
const cardsJsonStatement = perShape('consultant_cards_json', (db, filter, sort, name) =>
  cardsJsonQuery(db, filter, sort).prepare(name),
);

/** Who reads the page, for the rate rule of {@link cardJson}. */
export interface RateViewer {
  /** May see every consultant's rate (`finance.view`). */
  rates: boolean;
  /** Their own consultant id: their own rate is always theirs to see. */
  consultantId: string | null;
}

/** One page of the directory as JSON text (an array of cards) and the filter's total, in one round trip. */
export async function selectCardsJson(
  db: Db,
  filter: ConsultantFilter,
  sort: ConsultantSort,
  viewer: RateViewer,
  page: { limit: number; offset: number },
): Promise<{ items: string; total: number }> {
  const [row] = await cardsJsonStatement(db, filter, sort).execute({
    ...filterValues(filter),
    ...page,
    rates: viewer.rates,
    viewer: viewer.consultantId,
  });
  return { items: row?.items ?? '[]', total: row?.total ?? 0 };
}

/** A statement per filter shape and sort, built and prepared on first use (for the root handle, `preparedPer`). */
function perShape<S>(
  prefix: string,
  build: (db: Db, filter: ConsultantFilter, sort: ConsultantSort, name: string) => S,
) {
  const statements = preparedPer(() => new Map<string, S>());
  return (db: Db, filter: ConsultantFilter, sort: ConsultantSort): S => {
    const key = `${sort}_${shapeOf(filter)}`;
    const map = statements(db);
    let statement = map.get(key);
    if (!statement) {
      statement = build(db, filter, sort, `${prefix}_${key}`);
      map.set(key, statement);
    }
    return statement;
  };
}
const cardsStatement = perShape('consultant_cards', (db, filter, sort, name) =>
  cardsQuery(db, filter, sort).prepare(name),
);

export async function selectCards(
  db: Db,
  filter: ConsultantFilter,
  sort: ConsultantSort,
  limit: number,
  offset: number,
) {
  return cardsStatement(db, filter, sort).execute({ ...filterValues(filter), limit, offset });
}
export type ConsultantCardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** The number of consultants a filter matches (for a page past the end, where the page's own count is absent). */
export async function countConsultants(db: DbOrTx, filter: ConsultantFilter): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(consultants)
    .where(whereOf(filter))
    .execute(filterValues(filter));
  return total?.value ?? 0;
}
