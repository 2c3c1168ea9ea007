import { hasPermission, type SearchResults } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { likePattern } from '../../lib/like.js';
import { consultantIdsMatching } from '../consultants/text-search.js';

/** Results per group: a palette shows a handful; the full lists are one click away. */
export const SEARCH_LIMIT = 6;

type Rows<K extends keyof SearchResults> = SearchResults[K];

/*
 * Each group is read only if the viewer may open that area (the permission is decided here and the query is not
 * run otherwise), and archived consultants (left the firm) are never found. Names match anywhere; consultants
 * match on their skills too (as a set of ids, consultants/text-search.ts), and the best-rated skill that matched is
 * returned.
 */
function consultantsOf(db: DbOrTx, pattern: string) {
  return rowsOf<Rows<'consultants'>[number]>(
    db,
    sql`select c.id, trim(c.first_name || ' ' || c.last_name) as name, jt.title as job_title,
          (select coalesce(pp.name, pc.name) from consultant_expertise e
             join platform_categories pc on pc.id = e.category_id
             left join platform_products pp on pp.id = e.product_id
            where e.consultant_id = c.id and (pc.name ilike ${pattern} or pp.name ilike ${pattern})
            order by e.rating desc, pp.name nulls last limit 1) as matched_skill
        from consultants c
        left join consultant_job_titles jt on jt.id = c.job_title_id
       where c.is_active and c.left_on is null
         and c.id in ${consultantIdsMatching(sql`${pattern}`, { credentials: false })}
       order by lower(c.last_name), lower(c.first_name)
       limit ${SEARCH_LIMIT}`,
  );
}

function clientsOf(db: DbOrTx, pattern: string) {
  return rowsOf<Rows<'clients'>[number]>(
    db,
    sql`select id, name from clients where name ilike ${pattern} order by lower(name) limit ${SEARCH_LIMIT}`,
  );
}

function engagementsOf(db: DbOrTx, pattern: string) {
  return rowsOf<Rows<'engagements'>[number]>(
    db,
    sql`select e.id, e.name, e.type, cl.name as client_name
        from engagements e left join clients cl on cl.id = e.client_id
       where e.name ilike ${pattern} or cl.name ilike ${pattern}
       order by lower(e.name) limit ${SEARCH_LIMIT}`,
  );
}

function workItemsOf(db: DbOrTx, pattern: string) {
  return rowsOf<Rows<'work_items'>[number]>(
    db,
    sql`select id, name, kind from improvement_requests where name ilike ${pattern}
       order by updated_at desc limit ${SEARCH_LIMIT}`,
  );
}

export async function searchEverywhere(db: DbOrTx, viewer: Principal, q: string): Promise<SearchResults> {
  const pattern = likePattern(q);
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(viewer.roles, permission);
  const [consultants, clients, engagements, workItems] = await Promise.all([
    may('consultants.view') ? consultantsOf(db, pattern) : [],
    may('clients.view') ? clientsOf(db, pattern) : [],
    may('engagements.view') ? engagementsOf(db, pattern) : [],
    may('work_items.view') ? workItemsOf(db, pattern) : [],
  ]);
  return { consultants, clients, engagements, work_items: workItems };
}
