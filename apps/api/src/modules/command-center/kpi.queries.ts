import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { ASSIGNMENT_WEEKLY_HOURS } from '../engagements/team.queries.js';

export interface KpiFilter {
  /** Mondays, inclusive. */
  from: string;
  to: string;
  job_title_id?: string | undefined;
  engagement_type?: string | undefined;
}

/** People employed in a week (started by its Friday, not yet left), of the chosen job title. */
const employed = (week: SQL, filter: KpiFilter) =>
  sql`(c.is_active or c.left_on is not null)
    and (c.start_date is null or c.start_date <= ${week} + 4) and (c.left_on is null or c.left_on > ${week})
    ${filter.job_title_id ? sql`and c.job_title_id = ${filter.job_title_id}::uuid` : sql``}`;
const weeks = (filter: KpiFilter) =>
  sql`(select d::date as week from generate_series(${filter.from}::date, ${filter.to}::date, interval '7 days') d)`;
const engagementType = (alias: string, filter: KpiFilter) =>
  filter.engagement_type ? sql`and ${sql.raw(alias)}.type = ${filter.engagement_type}` : sql``;

export interface WeekHoursRow extends Record<string, unknown> {
  week: string;
  /** People employed that week. */
  headcount: number;
  /** Of them, those with a timesheet for the week: only their weeks count towards capacity and hours. */
  with_timesheets: number;
  billable_hours: number;
  worked_hours: number;
  time_off_hours: number;
}

const NO_TITLE = '00000000-0000-0000-0000-000000000000';
const titleFilter = (filter: KpiFilter) =>
  filter.job_title_id ? sql`and t.job_title_key = ${filter.job_title_id}::uuid` : sql``;

/** Per week of the period: people employed, those with a timesheet, and their hours, from the weekly totals. */
export const hoursByWeek = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<WeekHoursRow>(
    db,
    sql`select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(sum(t.headcount), 0)::int as headcount,
        coalesce(sum(t.tracked_headcount), 0)::int as with_timesheets,
        coalesce(sum(t.billable_hours), 0)::float8 as billable_hours,
        coalesce(sum(t.worked_hours), 0)::float8 as worked_hours,
        coalesce(sum(t.time_off_hours), 0)::float8 as time_off_hours
      from ${weeks(filter)} w left join kpi_week_totals t on t.week = w.week ${titleFilter(filter)}
      group by w.week order by w.week`,
  );

export interface JobTitleHoursRow extends Record<string, unknown> {
  job_title_id: string | null;
  job_title: string;
  /** Person-weeks employed with a timesheet in the period (the capacity's person-weeks). */
  person_weeks: number;
  headcount: number;
  billable_hours: number;
  worked_hours: number;
  time_off_hours: number;
}

/** Over the whole period, per job title: person-weeks with timesheets, the most people in a week, the hours logged. */
export const hoursByJobTitle = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<JobTitleHoursRow>(
    db,
    sql`select nullif(t.job_title_key, ${NO_TITLE}::uuid) as job_title_id, coalesce(jt.title, 'No job title') as job_title,
        sum(t.tracked_headcount)::int as person_weeks, max(t.headcount)::int as headcount,
        sum(t.billable_hours)::float8 as billable_hours, sum(t.worked_hours)::float8 as worked_hours,
        sum(t.time_off_hours)::float8 as time_off_hours
      from kpi_week_totals t left join consultant_job_titles jt on jt.id = t.job_title_key
      where t.week between ${filter.from}::date and ${filter.to}::date ${titleFilter(filter)}
      group by t.job_title_key, jt.title
      having sum(t.headcount) > 0 or sum(t.worked_hours) > 0
      order by job_title`,
  );

/** Revenue per week, job title and engagement currency (amounts of different currencies stay apart). */
export const revenueRows = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ week: string; job_title_id: string | null; currency: string; revenue: number }>(
    db,
    sql`select to_char(t.week, 'YYYY-MM-DD') as week, nullif(t.job_title_key, ${NO_TITLE}::uuid) as job_title_id,
        t.currency, t.revenue::float8 as revenue
      from kpi_week_revenue t
      where t.week between ${filter.from}::date and ${filter.to}::date ${titleFilter(filter)}
      order by t.week, t.currency`,
  );

/**
 * The people behind the utilisation of the period (of a job title when filtered): per person, the weeks employed,
 * the weeks of those with a timesheet, and the hours of those weeks, live from the weekly hours.
 */
export const utilisationPeople = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{
    consultant_id: string;
    name: string;
    job_title: string | null;
    weeks_employed: number;
    weeks_with_timesheets: number;
    billable_hours: number;
    worked_hours: number;
    time_off_hours: number;
  }>(
    db,
    sql`select c.id as consultant_id, trim(c.first_name || ' ' || c.last_name) as name, jt.title as job_title,
        count(w.week)::int as weeks_employed, count(k.week_start)::int as weeks_with_timesheets,
        coalesce(sum(k.billable_hours), 0)::float8 as billable_hours,
        coalesce(sum(k.worked_hours), 0)::float8 as worked_hours,
        coalesce(sum(k.time_off_hours), 0)::float8 as time_off_hours
      from consultants c
      join ${weeks(filter)} w on ${employed(sql`w.week`, filter)}
      left join kpi_week_hours k on k.consultant_id = c.id and k.week_start = w.week
      left join consultant_job_titles jt on jt.id = c.job_title_id
      group by c.id, jt.title
      order by lower(c.first_name || ' ' || c.last_name), c.id`,
  );

/** Everyone employed in the week with the hours their assignments plan for it (the bench is read from this). */
export const allocationInWeek = (db: DbOrTx, week: string, filter: KpiFilter) =>
  rowsOf<{ consultant_id: string; name: string; job_title: string | null; allocated_hours: number }>(
    db,
    sql`select c.id as consultant_id, trim(c.first_name || ' ' || c.last_name) as name, jt.title as job_title,
        coalesce((select sum(${ASSIGNMENT_WEEKLY_HOURS}) from engagement_consultants ec
          join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
          where ec.consultant_id = c.id and ec.hours_allocated is not null
            and ec.start_date <= ${week}::date + 6 and ec.end_date >= ${week}::date), 0)::float8 as allocated_hours
      from consultants c left join consultant_job_titles jt on jt.id = c.job_title_id
      where c.is_active and ${employed(sql`${week}::date`, filter)}
      order by lower(c.first_name || ' ' || c.last_name), c.id`,
  );

export const pipelineCounts = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ type: string; status: string; count: number }>(
    db,
    sql`select e.type, e.status, count(*)::int as count from engagements e where true ${engagementType('e', filter)}
      group by e.type, e.status order by e.type, e.status`,
  );

export const temperatureCounts = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ temperature: 'green' | 'yellow' | 'red'; count: number }>(
    db,
    sql`select e.project_temperature as temperature, count(*)::int as count from engagements e
      where e.status = 'active' ${engagementType('e', filter)} group by e.project_temperature`,
  );

/** Sent updates per week of the period by their overall status. */
export const temperatureTrend = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ week: string; green: number; yellow: number; red: number }>(
    db,
    sql`select to_char(w.week, 'YYYY-MM-DD') as week,
        count(s.id) filter (where s.overall_status = 'green')::int as green,
        count(s.id) filter (where s.overall_status = 'yellow')::int as yellow,
        count(s.id) filter (where s.overall_status = 'red')::int as red
      from ${weeks(filter)} w
      left join (status_updates s join engagements e on e.id = s.engagement_id ${engagementType('e', filter)})
        on s.week_start = w.week and s.state = 'sent'
      group by w.week order by w.week`,
  );

/** Per week: active people expected to submit, and weeks submitted or approved (weekly totals). */
export const complianceByWeek = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ week: string; expected: number; submitted: number }>(
    db,
    sql`select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(sum(t.active_headcount), 0)::int as expected,
        coalesce(sum(t.submitted), 0)::int as submitted
      from ${weeks(filter)} w left join kpi_week_totals t on t.week = w.week ${titleFilter(filter)}
      group by w.week order by w.week`,
  );

/** Days each open request has waited, as of `today`. */
export const openRequestAges = (db: DbOrTx, today: string, filter: KpiFilter) =>
  rowsOf<{ days: number }>(
    db,
    sql`select greatest(0, ${today}::date - coalesce(r.submitted_at, r.created_at)::date)::int as days
      from resource_requests r join engagements e on e.id = r.engagement_id
      where r.closed_at is null and r.status in ('Submitted', 'In Review', 'Partially Staffed') ${engagementType('e', filter)}`,
  );

/** Days from submission to fully staffed, for requests staffed in the period. */
export const staffedDurations = (db: DbOrTx, filter: KpiFilter) =>
  rowsOf<{ days: number }>(
    db,
    sql`select greatest(0, extract(epoch from (r.staffed_at - coalesce(r.submitted_at, r.created_at))) / 86400)::float8 as days
      from resource_requests r join engagements e on e.id = r.engagement_id
      where r.staffed_at >= ${filter.from}::date and r.staffed_at < ${filter.to}::date + 7 ${engagementType('e', filter)}`,
  );

export const lastRefresh = async (db: DbOrTx) =>
  (
    await rowsOf<{ at: string }>(
      db,
      sql`select to_char(refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
        from kpi_refreshes where name = 'kpi_week_hours'`,
    )
  )[0]?.at ?? null;

/** Re-aggregates the weekly hours, then the totals built on them (without blocking readers); records when. */
export async function refreshWeekHours(db: DbOrTx): Promise<void> {
  await db.execute(sql`refresh materialized view concurrently kpi_week_hours`);
  await db.execute(sql`refresh materialized view concurrently kpi_week_totals`);
  await db.execute(sql`refresh materialized view concurrently kpi_week_revenue`);
  await db.execute(
    sql`insert into kpi_refreshes (name, refreshed_at) values ('kpi_week_hours', now())
      on conflict (name) do update set refreshed_at = excluded.refreshed_at`,
  );
}
