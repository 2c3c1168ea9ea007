import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { visibleEngagement } from '../status-updates/health.queries.js';

/** An ISO date window [from, to] (both inclusive). */
export interface Window {
  from: string;
  to: string;
}

const name = (alias: string) => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);
const iso = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Status and temperature changes of engagements in the window, from the audit trail (oldest first). */
export const engagementChanges = (db: DbOrTx, window: Window) =>
  rowsOf<{
    engagement_id: string;
    field: 'status' | 'project_temperature';
    from: string | null;
    to: string | null;
    at: string;
  }>(
    db,
    sql`select a.entity_id as engagement_id, f.field, a.before ->> f.field as "from", a.after ->> f.field as "to",
        ${instant('a.at')} as at
      from audit_log a cross join (values ('status'), ('project_temperature')) as f(field)
      where a.entity = 'engagements' and a.action = 'update'
        and a.at >= ${window.from}::date and a.at < ${window.to}::date + 1
        and a.after ? f.field and (a.before ->> f.field) is distinct from (a.after ->> f.field)
      order by a.at, a.id`,
  );

/** Updates sent in the window on engagements the caller may see (null = all). */
export const updatesSent = (db: DbOrTx, window: Window, consultantId: string | null) =>
  rowsOf<{
    id: string;
    engagement_id: string;
    engagement_name: string;
    overall_status: 'green' | 'yellow' | 'red';
    sent_at: string;
    author: string | null;
  }>(
    db,
    sql`select s.id, e.id as engagement_id, e.name as engagement_name, s.overall_status, ${instant('s.sent_at')} as sent_at,
        u.name as author
      from status_updates s join engagements e on e.id = s.engagement_id left join "user" u on u.id = s.author_user_id
      where s.state = 'sent' and s.sent_at >= ${window.from}::date and s.sent_at < ${window.to}::date + 1
        and ${visibleEngagement('e', consultantId)}
      order by s.sent_at desc, s.id`,
  );

/** Open resource requests submitted by the day, oldest first, with their age in days. */
export const requestsWaiting = (db: DbOrTx, asOf: string) =>
  rowsOf<{
    id: string;
    engagement_id: string;
    engagement_name: string;
    job_title: string | null;
    status: string;
    hours_per_week: number;
    start_date: string;
    age_days: number;
  }>(
    db,
    sql`select r.id, e.id as engagement_id, e.name as engagement_name, jt.title as job_title, r.status,
        r.hours_per_week::float8 as hours_per_week, ${iso('r.start_date')} as start_date,
        greatest(0, ${asOf}::date - coalesce(r.submitted_at, r.created_at)::date)::int as age_days
      from resource_requests r join engagements e on e.id = r.engagement_id
      left join consultant_job_titles jt on jt.id = r.job_title_id
      where r.closed_at is null and r.status in ('Submitted', 'In Review', 'Partially Staffed')
        and coalesce(r.submitted_at, r.created_at)::date <= ${asOf}::date
      order by age_days desc, r.id
      limit 200`,
  );

interface Movement extends Record<string, unknown> {
  consultant_id: string;
  name: string;
  job_title: string | null;
  engagement_id: string;
  engagement_name: string;
  date: string;
  follow_on: boolean;
}

/**
 * Assignments ending (roll-offs, with whether other work follows within two weeks) and starting in the window,
 * on engagements that are not closed.
 */
export const movements = (db: DbOrTx, window: Window, edge: 'end' | 'start') => {
  const column = sql.raw(edge === 'end' ? 'ec.end_date' : 'ec.start_date');
  return rowsOf<Movement>(
    db,
    sql`select c.id as consultant_id, ${name('c')} as name, jt.title as job_title, e.id as engagement_id,
        e.name as engagement_name, to_char(${column}, 'YYYY-MM-DD') as date,
        exists (select 1 from engagement_consultants n join engagements ne on ne.id = n.engagement_id
          where n.consultant_id = ec.consultant_id and n.id <> ec.id and ne.status in ('pipeline', 'active', 'on_hold')
            and coalesce(n.end_date, 'infinity'::date) > ec.end_date
            and coalesce(n.start_date, '-infinity'::date) <= ec.end_date + 14) as follow_on
      from engagement_consultants ec join engagements e on e.id = ec.engagement_id
      join consultants c on c.id = ec.consultant_id
      left join consultant_job_titles jt on jt.id = c.job_title_id
      where e.status in ('pipeline', 'active', 'on_hold') and c.is_active
        and ${column} between ${window.from}::date and ${window.to}::date
      order by ${column}, lower(${name('c')}), e.name
      limit 500`,
  );
};

/** Active people employed through the week who have not submitted its timesheet (draft, rejected or none). */
export const missingTimesheets = (db: DbOrTx, week: string) =>
  rowsOf<{ consultant_id: string; name: string; job_title: string | null }>(
    db,
    sql`select c.id as consultant_id, ${name('c')} as name, jt.title as job_title
      from consultants c left join consultant_job_titles jt on jt.id = c.job_title_id
      where c.is_active and (c.left_on is null or c.left_on > ${week}::date + 6)
        and (c.start_date is null or c.start_date <= ${week}::date + 4)
        and not exists (select 1 from timesheet_weeks w where w.consultant_id = c.id and w.week_start = ${week}::date
          and w.status in ('submitted', 'approved'))
      order by lower(${name('c')}), c.id
      limit 500`,
  );

/** Unresolved risks and issues past their due date, in the latest sent update of each visible engagement. */
export const overdueRisks = (db: DbOrTx, asOf: string, consultantId: string | null) =>
  rowsOf<{
    update_id: string;
    position: number;
    engagement_id: string;
    engagement_name: string;
    kind: 'risk' | 'issue';
    title: string;
    owner: string | null;
    due_date: string;
    days_overdue: number;
  }>(
    db,
    sql`with latest as (
        select distinct on (s.engagement_id) s.id, s.engagement_id, s.risks
        from status_updates s join engagements e on e.id = s.engagement_id
        where s.state = 'sent' and s.sent_at < ${asOf}::date + 1 and e.status = 'active'
          and ${visibleEngagement('e', consultantId)}
        order by s.engagement_id, s.sent_at desc)
      select l.id as update_id, (r.ordinality - 1)::int as position, e.id as engagement_id,
        e.name as engagement_name, r.value ->> 'kind' as kind, r.value ->> 'title' as title,
        ${name('o')} as owner, r.value ->> 'due_date' as due_date,
        (${asOf}::date - (r.value ->> 'due_date')::date)::int as days_overdue
      from latest l join engagements e on e.id = l.engagement_id
      cross join lateral jsonb_array_elements(l.risks) with ordinality as r(value, ordinality)
      left join consultants o on o.id::text = r.value ->> 'owner_id'
      where coalesce((r.value ->> 'resolved')::boolean, false) = false
        and r.value ->> 'due_date' is not null and (r.value ->> 'due_date')::date < ${asOf}::date
      order by days_overdue desc, e.name, position`,
  );
