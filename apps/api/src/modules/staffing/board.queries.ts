import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { ASSIGNMENT_WEEKLY_HOURS } from '../engagements/team.queries.js';
import { likePattern } from '../../lib/like.js';

export interface BoardFilter {
  from: string;
  weeks: number;
  today: string;
  q?: string | undefined;
  job_title_id?: string | undefined;
  location?: string | undefined;
  skill_id?: string | undefined;
  min_rating?: number | undefined;
  availability?: 'bench' | 'free' | 'full' | 'over' | 'rolling_off' | undefined;
  offset: number;
  limit: number;
}

export interface BoardRowRaw extends Record<string, unknown> {
  id: string;
  name: string;
  job_title: string | null;
  location: string | null;
  hours: number[];
  tentative: number[];
  rolling_off: boolean;
  total: number;
}

const CAPACITY = 40;

/** Conditions on the people themselves (before any aggregation). */
function peopleWhere(filter: BoardFilter): SQL {
  const conditions: SQL[] = [sql`c.is_active`];
  if (filter.q) {
    conditions.push(sql`(c.first_name || ' ' || c.last_name) ilike ${likePattern(filter.q)}`);
  }
  if (filter.job_title_id) conditions.push(sql`c.job_title_id = ${filter.job_title_id}::uuid`);
  if (filter.location) conditions.push(sql`c.location ilike ${likePattern(filter.location)}`);
  if (filter.skill_id) {
    conditions.push(sql`exists (select 1 from consultant_expertise x where x.consultant_id = c.id
      and (x.product_id = ${filter.skill_id}::uuid or (x.category_id = ${filter.skill_id}::uuid and x.product_id is null))
      and x.rating >= ${filter.min_rating ?? 1})`);
  }
  return sql.join(conditions, sql` and `);
}

/** Load classes over the visible weeks, on the aggregated row. */
function availabilityHaving(filter: BoardFilter): SQL {
  switch (filter.availability) {
    case 'bench':
      return sql`avg(coalesce(cf.hours, 0)) < ${CAPACITY * 0.5}`;
    case 'free':
      return sql`min(coalesce(cf.hours, 0)) < ${CAPACITY}`;
    case 'full':
      return sql`min(coalesce(cf.hours, 0)) >= ${CAPACITY * 0.9} and max(coalesce(cf.hours, 0)) <= ${CAPACITY + 0.05}`;
    case 'over':
      return sql`max(coalesce(cf.hours, 0)) > ${CAPACITY + 0.05}`;
    case 'rolling_off':
      return sql`bool_or(ro.consultant_id is not null)`;
    default:
      return sql`true`;
  }
}

/**
 * The staffing board in one statement: every matching consultant × the visible weeks, confirmed hours (assignments
 * spread over their weeks), tentative hours (open proposals over their request's dates), roll-off flag, the total
 * for paging. Aggregated in SQL, so 2,000 people × 12 weeks is one pass with hash joins, no per-row queries.
 */
export async function boardRows(db: DbOrTx, filter: BoardFilter): Promise<BoardRowRaw[]> {
  const to = sql`(${filter.from}::date + ${(filter.weeks - 1) * 7}::int)`;
  return rowsOf<BoardRowRaw>(
    db,
    sql`with weeks as (
          select (${filter.from}::date + g * 7) as week from generate_series(0, ${filter.weeks - 1}::int) as g),
        people as (
          select c.id, trim(c.first_name || ' ' || c.last_name) as name, jt.title as job_title, c.location
          from consultants c left join consultant_job_titles jt on jt.id = c.job_title_id
          where ${peopleWhere(filter)}),
        confirmed as (
          select ec.consultant_id, w.week, sum(${ASSIGNMENT_WEEKLY_HOURS})::float8 as hours
          from engagement_consultants ec
          join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
          join weeks w on ec.start_date <= w.week + 6 and ec.end_date >= w.week
          where ec.hours_allocated is not null and ec.start_date <= ${to} + 6 and ec.end_date >= ${filter.from}::date
          group by ec.consultant_id, w.week),
        tentative as (
          select p.consultant_id, w.week, sum(p.hours_per_week)::float8 as hours
          from staffing_proposals p join resource_requests r on r.id = p.request_id
          join weeks w on r.start_date <= w.week + 6 and r.end_date >= w.week
          where p.status = 'proposed' and r.closed_at is null
          group by p.consultant_id, w.week),
        rolling as (
          select distinct ec.consultant_id from engagement_consultants ec
          join engagements e on e.id = ec.engagement_id and e.status in ('active', 'on_hold')
          where ec.end_date between ${filter.today}::date and ${filter.today}::date + 28),
        grid as (
          select p.id, p.name, p.job_title, p.location,
            array_agg(round(coalesce(cf.hours, 0)::numeric, 1)::float8 order by w.week) as hours,
            array_agg(round(coalesce(t.hours, 0)::numeric, 1)::float8 order by w.week) as tentative,
            bool_or(ro.consultant_id is not null) as rolling_off
          from people p cross join weeks w
          left join confirmed cf on cf.consultant_id = p.id and cf.week = w.week
          left join tentative t on t.consultant_id = p.id and t.week = w.week
          left join rolling ro on ro.consultant_id = p.id
          group by p.id, p.name, p.job_title, p.location
          having ${availabilityHaving(filter)})
        select *, (count(*) over ())::int as total from grid
        order by lower(name), id
        offset ${filter.offset} limit ${filter.limit}`,
  );
}

export interface BoardBookingRaw extends Record<string, unknown> {
  id: string;
  consultant_id: string;
  engagement_id: string;
  engagement_type: 'project' | 'trust360' | 'retainer';
  engagement_name: string;
  start_date: string;
  end_date: string;
  hours_per_week: number;
  hours_allocated: number;
  version: number;
}

/** The confirmed bookings of a page of the board's people that overlap `from`–`to`, in one statement. */
export async function boardBookings(
  db: DbOrTx,
  input: { consultantIds: readonly string[]; from: string; to: string },
): Promise<BoardBookingRaw[]> {
  if (input.consultantIds.length === 0) return [];
  const ids = sql.join(
    input.consultantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<BoardBookingRaw>(
    db,
    sql`select ec.id, ec.consultant_id, e.id as engagement_id, e.type as engagement_type, e.name as engagement_name,
          to_char(ec.start_date, 'YYYY-MM-DD') as start_date, to_char(ec.end_date, 'YYYY-MM-DD') as end_date,
          round((${ASSIGNMENT_WEEKLY_HOURS})::numeric, 1)::float8 as hours_per_week,
          ec.hours_allocated::float8 as hours_allocated, ec.version
        from engagement_consultants ec
        join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
        where ec.consultant_id in (${ids}) and ec.hours_allocated is not null
          and ec.start_date <= ${input.to}::date and ec.end_date >= ${input.from}::date
        order by ec.consultant_id, ec.start_date, e.name, ec.id`,
  );
}
