import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

/** Engagements the caller may see status updates of: admin all, everyone else those they are on (in SQL). */
export const visibleEngagement = (alias: string, consultantId: string | null): SQL =>
  consultantId === null
    ? sql`true`
    : sql`exists (select 1 from engagement_consultants vis where vis.engagement_id = ${sql.raw(alias)}.id
        and vis.consultant_id = ${consultantId})`;

export interface HealthRow extends Record<string, unknown> {
  id: string;
  name: string;
  type: string;
  status: string;
  client_name: string;
  project_temperature: 'green' | 'yellow' | 'red';
  budget_hours: string | number | null;
  hours_used: number;
  progress_percent: number | null;
  milestones: { name: string; due: string; done: boolean }[] | string;
  open_gaps: number;
  allocated_hours: number;
  logged_hours: number;
  last_sent_at: string | Date | null;
}

/** Days of timesheets compared with allocation (the variance factor). */
export const VARIANCE_WINDOW_DAYS = 28;

/**
 * The facts of the computed temperature for active engagements (one engagement when `engagementId` is given):
 * hours burnt, plan progress (leaf tasks weighted by length), milestones, open staffing requests, logged vs
 * allocated hours over the last four weeks, and the last sent update.
 */
export async function healthFacts(
  db: DbOrTx,
  options: { today: string; consultantId: string | null; engagementId?: string; activeOnly?: boolean },
): Promise<HealthRow[]> {
  const { today, consultantId, engagementId } = options;
  const from = sql`(${today}::date - ${VARIANCE_WINDOW_DAYS - 1}::int)`;
  return rowsOf<HealthRow>(
    db,
    sql`select e.id, e.name, e.type, e.status, c.name as client_name, e.project_temperature, e.budget_hours,
      coalesce((select sum(ec.hours_used) from engagement_consultants ec where ec.engagement_id = e.id), 0)::float8
        as hours_used,
      (select (sum(t.progress * (t.end_date - t.start_date + 1))::float8
          / nullif(sum(t.end_date - t.start_date + 1), 0))
        from project_plans p join plan_tasks t on t.plan_id = p.id
        where p.engagement_id = e.id and not exists (select 1 from plan_tasks k where k.parent_id = t.id))
        as progress_percent,
      coalesce((select json_agg(json_build_object('name', t.name, 'due', t.end_date, 'done', t.progress = 100)
          order by t.end_date)
        from project_plans p join plan_tasks t on t.plan_id = p.id
        where p.engagement_id = e.id and t.is_milestone), '[]'::json) as milestones,
      (select count(*)::int from resource_requests r where r.engagement_id = e.id and r.closed_at is null
        and r.status in ('Submitted', 'In Review', 'Partially Staffed')) as open_gaps,
      coalesce((select sum(ec.hours_allocated::float8
          * greatest(0, least(ec.end_date, ${today}::date) - greatest(ec.start_date, ${from}) + 1)
          / (ec.end_date - ec.start_date + 1))
        from engagement_consultants ec
        where ec.engagement_id = e.id and ec.hours_allocated is not null
          and ec.start_date is not null and ec.end_date is not null), 0)::float8 as allocated_hours,
      coalesce((select sum(te.hours) from timesheet_lines tl join timesheet_entries te on te.line_id = tl.id
        where tl.engagement_id = e.id and te.entry_date between ${from} and ${today}::date), 0)::float8
        as logged_hours,
      (select max(s.sent_at) from status_updates s where s.engagement_id = e.id and s.state = 'sent') as last_sent_at
    from engagements e join clients c on c.id = e.client_id
    where ${visibleEngagement('e', consultantId)}
      ${engagementId ? sql`and e.id = ${engagementId}` : sql``}
      ${options.activeOnly === false ? sql`` : sql`and e.status = 'active'`}
    order by lower(e.name), e.id`,
  );
}
