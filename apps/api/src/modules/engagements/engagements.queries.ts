import type { EngagementListQuery } from '@praxis/shared';
import { and, asc, count, eq, getTableColumns, ilike, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { totalOver, withTotal } from '../../lib/pagination.js';
import { rowsOf } from '../../db/sql.js';
import { engagementRoles } from '../../db/schema/catalogues.js';
import { clients } from '../../db/schema/clients.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { lockById } from '../../lib/lock-row.js';

export const PROJECT_MANAGER_ROLE = 'Project Manager';

const projectManagers = sql<{ id: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.first_name || ' ' || c.last_name)
    order by c.last_name, c.first_name), '[]'::json)
  from engagement_consultants ec
  join engagement_roles r on r.id = ec.engagement_role_id and r.title = ${PROJECT_MANAGER_ROLE}
  join consultants c on c.id = ec.consultant_id
  where ec.engagement_id = ${engagements.id})`;

const teamTotals = (expression: string) =>
  sql<number>`(select ${sql.raw(expression)} from engagement_consultants ec where ec.engagement_id = ${engagements.id})`;

const selection = {
  ...getTableColumns(engagements),
  clientName: clients.name,
  clientLogoUrl: clients.logoUrl,
  projectManagers,
  teamSize: teamTotals('count(distinct ec.consultant_id)::int'),
  hoursAllocated: teamTotals('coalesce(sum(ec.hours_allocated), 0)::float8'),
  hoursUsed: teamTotals('coalesce(sum(ec.hours_used), 0)::float8'),
};

export type EngagementRow = typeof engagements.$inferSelect & {
  clientName: string;
  clientLogoUrl: string | null;
  projectManagers: { id: string; name: string }[] | string;
  teamSize: number;
  hoursAllocated: number;
  hoursUsed: number;
};

/** Engagements joined to their client: the single read and the CSV export's pages. */
const fromEngagements = (db: DbOrTx) =>
  db.select(selection).from(engagements).innerJoin(clients, eq(clients.id, engagements.clientId)).$dynamic();

export async function findEngagement(db: DbOrTx, id: string): Promise<EngagementRow | undefined> {
  const [row] = await fromEngagements(db).where(eq(engagements.id, id));
  return row;
}

export const lockEngagement = (db: DbOrTx, id: string) => lockById(db, engagements, id);

/** The list's filter; `overBudget` holds the ids of the engagements the forecast filter keeps. */
export type EngagementFilter = EngagementListQuery & { overBudget?: readonly string[] };

function whereOf(filter: EngagementFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.overBudget) conditions.push(sql`${engagements.id} = any(${`{${filter.overBudget.join(',')}}`}::uuid[])`);
  if (filter.type) conditions.push(eq(engagements.type, filter.type));
  if (filter.status) conditions.push(eq(engagements.status, filter.status));
  if (filter.temperature) conditions.push(eq(engagements.projectTemperature, filter.temperature));
  if (filter.client_id) conditions.push(eq(engagements.clientId, filter.client_id));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(engagements.name, pattern), ilike(clients.name, pattern)));
  }
  if (filter.project_manager_id) {
    conditions.push(sql`exists (select 1 from ${engagementConsultants} ec
      join ${engagementRoles} r on r.id = ec.engagement_role_id and r.title = ${PROJECT_MANAGER_ROLE}
      where ec.engagement_id = ${engagements.id} and ec.consultant_id = ${filter.project_manager_id})`);
  }
  if (filter.from) conditions.push(or(isNull(engagements.endDate), gte(engagements.endDate, filter.from)));
  if (filter.to) conditions.push(or(isNull(engagements.startDate), lte(engagements.startDate, filter.to)));
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

const SORTS = {
  name: sql`lower(${engagements.name})`,
  client: sql`lower(${clients.name})`,
  status: sql`array_position(array['pipeline','active','on_hold','completed','cancelled'], ${engagements.status})`,
  temperature: sql`array_position(array['green','yellow','red'], ${engagements.projectTemperature})`,
  start_date: engagements.startDate,
  end_date: engagements.endDate,
} as const;

/** The filter, order and page of the list on a select of engagements joined to their client. */
function paged<T extends PgSelect>(query: T, filter: EngagementFilter, limit: number, offset: number) {
  const order = filter.order === 'asc' ? asc(SORTS[filter.sort]) : sql`${SORTS[filter.sort]} desc nulls last`;
  return query
    .where(whereOf(filter))
    .orderBy(order, asc(sql`lower(${engagements.name})`), asc(engagements.id))
    .limit(limit)
    .offset(offset);
}

/** One page of the list in its order (the CSV export reads the list through it, a batch at a time). */
export const selectEngagements = (db: DbOrTx, filter: EngagementFilter, limit: number, offset: number) =>
  paged(fromEngagements(db), filter, limit, offset);

/** The JSON list: the page and its total in one statement. */
export function listEngagements(db: DbOrTx, filter: EngagementFilter, limit: number, offset: number) {
  const counted = db
    .select({ ...selection, total: totalOver() })
    .from(engagements)
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .$dynamic();
  return withTotal(paged(counted, filter, limit, offset), offset, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(engagements)
      .innerJoin(clients, eq(clients.id, engagements.clientId))
      .where(whereOf(filter));
    return row?.value ?? 0;
  });
}

export async function countsByType(db: DbOrTx) {
  return rowsOf<{ type: string; status: string; temperature: string; open: boolean; n: number }>(
    db,
    sql`select type, status, project_temperature as temperature,
          status in ('pipeline', 'active', 'on_hold') as open, count(*)::int as n
        from ${engagements} group by type, status, project_temperature`,
  );
}

/** Open engagements that need a look: red or yellow, ending within two weeks, or over their budgeted hours. */
export async function needingAttention(db: DbOrTx, limit: number) {
  return rowsOf<{
    id: string;
    name: string;
    type: string;
    status: string;
    project_temperature: string;
    client_name: string;
    end_date: string | null;
    ends_soon: boolean;
    over_budget: boolean;
  }>(
    db,
    sql`select e.id, e.name, e.type, e.status, e.project_temperature, c.name as client_name,
          to_char(e.end_date, 'YYYY-MM-DD') as end_date,
          (e.end_date is not null and e.end_date between current_date and current_date + 14) as ends_soon,
          (e.budget_hours is not null and used.hours > e.budget_hours) as over_budget
        from ${engagements} e
        join ${clients} c on c.id = e.client_id
        cross join lateral (select coalesce(sum(ec.hours_used), 0) as hours
          from ${engagementConsultants} ec where ec.engagement_id = e.id) used
        where e.status in ('active', 'on_hold')
          and (e.project_temperature in ('red', 'yellow')
            or (e.end_date is not null and e.end_date between current_date and current_date + 14)
            or (e.budget_hours is not null and used.hours > e.budget_hours))
        order by array_position(array['red','yellow','green'], e.project_temperature), e.end_date nulls last, e.name
        limit ${limit}`,
  );
}

export async function listRoles(db: DbOrTx) {
  return db
    .select({ id: engagementRoles.id, title: engagementRoles.title })
    .from(engagementRoles)
    .orderBy(asc(engagementRoles.displayOrder), asc(engagementRoles.title));
}

export async function clientExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return !!row;
}
