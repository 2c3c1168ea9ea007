import type { TimesheetAdminQuery, TimesheetCategory, TimesheetPeriodQuery, TimesheetViewStatus } from '@praxis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { approverScope, seesAll } from './access.js';
import { managedEngagements } from './timesheets.queries.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** People whose missing weeks this approver is shown: everyone active for admins, their teams for a PM. */
function peopleScope(principal: Principal, weekStart: SQL): SQL {
  if (seesAll(principal)) return sql`true`;
  const me = principal.consultant?.id;
  if (!me) return sql`false`;
  return sql`exists (select 1 from engagement_consultants ec join engagements e on e.id = ec.engagement_id
             where ec.consultant_id = c.id and ec.engagement_id in ${managedEngagements(me)}
               and coalesce(ec.start_date, e.start_date, '-infinity'::date) <= ${weekStart} + 6
               and coalesce(ec.end_date, e.end_date, 'infinity'::date) >= ${weekStart})`;
}

/** Every person-week of the period the approver may see: existing weeks, plus "missing" ones nobody started. */
function personWeeks(principal: Principal, query: TimesheetPeriodQuery): SQL {
  const engagementOfWeek = query.engagement_id
    ? sql`and exists (select 1 from timesheet_lines l where l.week_id = w.id and l.engagement_id = ${query.engagement_id})`
    : sql``;
  const engagementOfMissing = query.engagement_id
    ? sql`and exists (select 1 from engagement_consultants ec join engagements e on e.id = ec.engagement_id
           where ec.consultant_id = c.id and ec.engagement_id = ${query.engagement_id}
             and coalesce(ec.start_date, e.start_date, '-infinity'::date) <= wk.week_start + 6
             and coalesce(ec.end_date, e.end_date, 'infinity'::date) >= wk.week_start)`
    : sql``;
  const person = query.consultant_id ? sql`and c.id = ${query.consultant_id}` : sql``;
  return sql`(
    select w.id as week_id, w.version, w.consultant_id, w.week_start, w.status, w.anomalies, w.anomaly_codes,
           w.rejection_reason, w.submitted_at
    from timesheet_weeks w join consultants c on c.id = w.consultant_id
    where w.week_start between ${query.from}::date and ${query.to}::date and ${approverScope(principal)}
      ${engagementOfWeek} ${person}
    union all
    select null, null, c.id, wk.week_start, 'missing', '[]'::jsonb, '{}'::text[], null, null
    from consultants c
    cross join (select d::date as week_start
                from generate_series(${query.from}::date, ${query.to}::date, interval '7 days') d) wk
    where c.is_active and ${peopleScope(principal, sql`wk.week_start`)} ${engagementOfMissing} ${person}
      and not exists (select 1 from timesheet_weeks x where x.consultant_id = c.id and x.week_start = wk.week_start)
  )`;
}

export interface AdminRow extends Record<string, unknown> {
  week_id: string | null;
  version: number | null;
  consultant_id: string;
  consultant_name: string;
  week_start: string;
  status: TimesheetViewStatus;
  anomalies: unknown;
  rejection_reason: string | null;
  submitted_at: Date | string | null;
  total: number;
}

export async function listAdminRows(
  db: DbOrTx,
  principal: Principal,
  query: TimesheetAdminQuery,
  limit: number,
  offset: number,
) {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`r.status = ${query.status}`);
  if (query.anomaly === 'any') filters.push(sql`cardinality(r.anomaly_codes) > 0`);
  else if (query.anomaly) filters.push(sql`${query.anomaly} = any(r.anomaly_codes)`);
  if (query.q) filters.push(sql`(c.first_name || ' ' || c.last_name) ilike ${likePattern(query.q)}`);
  const rows = await rowsOf<AdminRow>(
    db,
    sql`select r.week_id, r.version, r.consultant_id, trim(c.first_name || ' ' || c.last_name) as consultant_name,
          to_char(r.week_start, 'YYYY-MM-DD') as week_start, r.status, r.anomalies, r.rejection_reason,
          r.submitted_at, count(*) over ()::int as total
        from ${personWeeks(principal, query)} r join consultants c on c.id = r.consultant_id
        where ${sql.join(filters, sql` and `)}
        order by r.week_start desc, c.last_name, c.first_name, c.id
        limit ${limit} offset ${offset}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function countByStatus(db: DbOrTx, principal: Principal, query: TimesheetPeriodQuery) {
  return rowsOf<{ status: TimesheetViewStatus; n: number }>(
    db,
    sql`select r.status, count(*)::int as n from ${personWeeks(principal, query)} r group by r.status`,
  );
}

export interface AdminLineRow extends Record<string, unknown> {
  week_id: string;
  engagement_id: string | null;
  engagement_name: string | null;
  category: TimesheetCategory;
  billable: boolean;
  hours: number;
}

export async function linesOfWeeks(db: DbOrTx, weekIds: string[]) {
  if (weekIds.length === 0) return [];
  return rowsOf<AdminLineRow>(
    db,
    sql`select l.week_id, l.engagement_id, e.name as engagement_name, l.category, l.billable,
          coalesce(sum(en.hours), 0)::float8 as hours
        from timesheet_lines l
        left join engagements e on e.id = l.engagement_id
        left join timesheet_entries en on en.line_id = l.id
        where l.week_id in (${sql.join(
          weekIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by l.id, e.name
        order by (l.category <> 'engagement'), e.name, l.category`,
  );
}

/** Hours of the visible weeks by engagement (or category) and by person. */
export async function totals(db: DbOrTx, principal: Principal, query: TimesheetAdminQuery) {
  const status = query.status && query.status !== 'missing' ? sql`and w.status = ${query.status}` : sql``;
  const engagement = query.engagement_id ? sql`and l.engagement_id = ${query.engagement_id}` : sql``;
  const person = query.consultant_id ? sql`and w.consultant_id = ${query.consultant_id}` : sql``;
  const base = sql`from timesheet_weeks w
    join timesheet_lines l on l.week_id = w.id
    join timesheet_entries en on en.line_id = l.id
    left join engagements e on e.id = l.engagement_id
    left join clients c on c.id = e.client_id
    where w.week_start between ${query.from}::date and ${query.to}::date and ${approverScope(principal)}
      ${status} ${engagement} ${person}`;
  const [byEngagement, byPerson] = await Promise.all([
    rowsOf<{
      engagement_id: string | null;
      engagement_name: string | null;
      category: TimesheetCategory;
      client_name: string | null;
      hours: number;
      billable_hours: number;
    }>(
      db,
      sql`select l.engagement_id, e.name as engagement_name, l.category, c.name as client_name,
            sum(en.hours)::float8 as hours, coalesce(sum(en.hours) filter (where l.billable), 0)::float8 as billable_hours
          ${base}
          group by l.engagement_id, l.category, e.name, c.name order by hours desc`,
    ),
    rowsOf<{ consultant_id: string; consultant_name: string; hours: number; billable_hours: number }>(
      db,
      sql`select w.consultant_id, trim(p.first_name || ' ' || p.last_name) as consultant_name,
            sum(en.hours)::float8 as hours, coalesce(sum(en.hours) filter (where l.billable), 0)::float8 as billable_hours
          from timesheet_weeks w
          join consultants p on p.id = w.consultant_id
          join timesheet_lines l on l.week_id = w.id
          join timesheet_entries en on en.line_id = l.id
          where w.week_start between ${query.from}::date and ${query.to}::date and ${approverScope(principal)}
            ${status} ${engagement} ${person}
          group by w.consultant_id, p.first_name, p.last_name order by hours desc`,
    ),
  ]);
  return { byEngagement, byPerson };
}

export interface ExportRow extends Record<string, unknown> {
  person: string;
  engagement: string;
  client: string | null;
  date: string;
  hours: number;
  billable: boolean;
  note: string | null;
}

/** Approved entries of the period; a Project Manager exports only their engagements' lines. */
export async function approvedEntries(db: DbOrTx, principal: Principal, query: TimesheetPeriodQuery) {
  const me = principal.consultant?.id;
  const scope = seesAll(principal) ? sql`true` : me ? sql`l.engagement_id in ${managedEngagements(me)}` : sql`false`;
  const engagement = query.engagement_id ? sql`and l.engagement_id = ${query.engagement_id}` : sql``;
  const person = query.consultant_id ? sql`and w.consultant_id = ${query.consultant_id}` : sql``;
  return rowsOf<ExportRow>(
    db,
    sql`select trim(p.first_name || ' ' || p.last_name) as person, coalesce(e.name, l.category) as engagement,
          c.name as client, to_char(en.entry_date, 'YYYY-MM-DD') as date, en.hours::float8 as hours, l.billable,
          en.note
        from timesheet_weeks w
        join consultants p on p.id = w.consultant_id
        join timesheet_lines l on l.week_id = w.id
        join timesheet_entries en on en.line_id = l.id
        left join engagements e on e.id = l.engagement_id
        left join clients c on c.id = e.client_id
        where w.status = 'approved' and w.week_start between ${query.from}::date and ${query.to}::date
          and en.hours > 0 and ${scope} ${engagement} ${person}
        order by p.last_name, p.first_name, en.entry_date, engagement`,
  );
}
