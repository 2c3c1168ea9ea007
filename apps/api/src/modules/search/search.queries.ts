import { hasPermission, type SearchResults } from '@praxis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { likePattern } from '../../lib/like.js';
import { consultantIdsMatching } from '../consultants/text-search.js';

/** Results per group: a palette shows a handful; the full lists are one click away. */
export const SEARCH_LIMIT = 6;

/*
 * Each group is read only if the viewer may open that area (the permission is decided here; a group they may not
 * open is an empty list in the statement, not a query), and archived consultants (left the firm) are never found.
 * Names match anywhere; consultants match on their skills too (as a set of ids, consultants/text-search.ts), and the
 * best-rated skill that matched is returned. Besides the four areas, records a user looks for by name: plans,
 * candidates (never an erased one) and golden folders.
 *
 * The groups are one statement (each a JSON array in its own column): one round trip instead of four — the
 * profile of this route spent most of its CPU writing queries to PostgreSQL's socket.
 */
const consultantsOf = (pattern: string) => sql`
  select p.*,
    (select coalesce(pp.name, pc.name) from consultant_expertise e
       join platform_categories pc on pc.id = e.category_id
       left join platform_products pp on pp.id = e.product_id
      where e.consultant_id = p.id and (pc.name ilike ${pattern} or pp.name ilike ${pattern})
      order by e.rating desc, pp.name nulls last limit 1) as matched_skill
  from (
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, jt.title as job_title,
      row_number() over (order by lower(c.last_name), lower(c.first_name)) as rank
    from consultants c
    left join consultant_job_titles jt on jt.id = c.job_title_id
    where c.is_active and c.left_on is null
      and c.id in ${consultantIdsMatching(sql`${pattern}`, { credentials: false })}
    order by rank limit ${SEARCH_LIMIT}) p`;

const clientsOf = (pattern: string) => sql`
  select id, name, row_number() over (order by lower(name)) as rank
  from clients where name ilike ${pattern} order by rank limit ${SEARCH_LIMIT}`;

const engagementsOf = (pattern: string) => sql`
  select e.id, e.name, e.type, cl.name as client_name, row_number() over (order by lower(e.name)) as rank
  from engagements e left join clients cl on cl.id = e.client_id
  where e.name ilike ${pattern} or cl.name ilike ${pattern}
  order by rank limit ${SEARCH_LIMIT}`;

const workItemsOf = (pattern: string) => sql`
  select id, name, kind, row_number() over (order by updated_at desc) as rank
  from improvement_requests where name ilike ${pattern} order by rank limit ${SEARCH_LIMIT}`;

const plansOf = (pattern: string) => sql`
  select p.id, p.name, e.name as engagement_name, row_number() over (order by lower(p.name)) as rank
  from project_plans p join engagements e on e.id = p.engagement_id
  where p.name ilike ${pattern} or e.name ilike ${pattern}
  order by rank limit ${SEARCH_LIMIT}`;

// An erased candidate's name is gone (personal data): it is never found.
const candidatesOf = (pattern: string) => sql`
  select c.id, trim(c.first_name || ' ' || c.last_name) as name, po.title as position_title,
    row_number() over (order by lower(c.last_name), lower(c.first_name)) as rank
  from candidates c join positions po on po.id = c.position_id
  where c.erased_at is null and (c.first_name || ' ' || c.last_name) ilike ${pattern}
  order by rank limit ${SEARCH_LIMIT}`;

const goldenFoldersOf = (pattern: string) => sql`
  select id, name, row_number() over (order by lower(name)) as rank
  from golden_folders where name ilike ${pattern} order by rank limit ${SEARCH_LIMIT}`;

/** A group's rows as a JSON array of `fields`, in the group's order; an empty array where the viewer may not look. */
const group = (allowed: boolean, rows: SQL, fields: string[]) =>
  allowed
    ? sql`(select coalesce(json_agg(json_build_object(${sql.raw(
        fields.map((field) => `'${field}', g.${field}`).join(', '),
      )}) order by g.rank), '[]'::json) from (${rows}) g)`
    : sql`'[]'::json`;

export async function searchEverywhere(db: DbOrTx, viewer: Principal, q: string): Promise<SearchResults> {
  const pattern = likePattern(q);
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(viewer.roles, permission);
  const [row] = await rowsOf<{ [K in keyof SearchResults]: SearchResults[K] | string }>(
    db,
    sql`select
      ${group(may('consultants.view'), consultantsOf(pattern), ['id', 'name', 'job_title', 'matched_skill'])} as consultants,
      ${group(may('clients.view'), clientsOf(pattern), ['id', 'name'])} as clients,
      ${group(may('engagements.view'), engagementsOf(pattern), ['id', 'name', 'type', 'client_name'])} as engagements,
      ${group(may('work_items.view'), workItemsOf(pattern), ['id', 'name', 'kind'])} as work_items,
      ${group(may('engagements.view'), plansOf(pattern), ['id', 'name', 'engagement_name'])} as plans,
      ${group(may('recruiting.candidates'), candidatesOf(pattern), ['id', 'name', 'position_title'])} as candidates,
      ${group(may('golden_folders'), goldenFoldersOf(pattern), ['id', 'name'])} as golden_folders`,
  );
  // PGlite answers json as objects, node-postgres too; a driver that leaves it text is parsed here.
  const parsed = <T>(value: T | string | undefined): T =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;
  return {
    consultants: parsed(row?.consultants),
    clients: parsed(row?.clients),
    engagements: parsed(row?.engagements),
    work_items: parsed(row?.work_items),
    plans: parsed(row?.plans),
    candidates: parsed(row?.candidates),
    golden_folders: parsed(row?.golden_folders),
  };
}
