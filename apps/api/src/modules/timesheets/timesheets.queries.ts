import type { TimesheetCategory, TimesheetStatus } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockClause } from '../../lib/lock-row.js';
import { rowsOf } from '../../db/sql.js';

export interface WeekRow extends Record<string, unknown> {
  id: string;
  consultant_id: string;
  week_start: string;
  status: TimesheetStatus;
  rejection_reason: string | null;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  decided_by_user_id: string | null;
  decided_by_name: string | null;
  anomalies: unknown;
  version: number;
}

const weekColumns = sql`w.id, w.consultant_id, to_char(w.week_start, 'YYYY-MM-DD') as week_start, w.status,
  w.rejection_reason, w.submitted_at, w.decided_at, w.decided_by_user_id, u.name as decided_by_name, w.anomalies,
  w.version`;

export async function findWeek(db: DbOrTx, consultantId: string, weekStart: string, lock = false) {
  const [row] = await rowsOf<WeekRow>(
    db,
    sql`select ${weekColumns} from timesheet_weeks w left join "user" u on u.id = w.decided_by_user_id
        where w.consultant_id = ${consultantId} and w.week_start = ${weekStart}::date
        ${lockClause({ of: 'w', lock })}`,
  );
  return row;
}

export async function findWeekById(db: DbOrTx, id: string, lock = false) {
  const [row] = await rowsOf<WeekRow>(
    db,
    sql`select ${weekColumns} from timesheet_weeks w left join "user" u on u.id = w.decided_by_user_id
        where w.id = ${id} ${lockClause({ of: 'w', lock })}`,
  );
  return row;
}

/** The week row, created as a draft when missing; locked for the rest of the transaction. */
export async function ensureWeek(tx: DbOrTx, consultantId: string, weekStart: string) {
  await tx.execute(
    sql`insert into timesheet_weeks (consultant_id, week_start) values (${consultantId}, ${weekStart}::date)
        on conflict (consultant_id, week_start) do nothing`,
  );
  const row = await findWeek(tx, consultantId, weekStart, true);
  if (!row) throw new Error('week vanished');
  return row;
}

export interface LineRow extends Record<string, unknown> {
  id: string;
  engagement_id: string | null;
  engagement_name: string | null;
  client_name: string | null;
  engagement_end_date: string | null;
  category: TimesheetCategory;
  billable: boolean;
  notes_required: boolean;
  entries: { date: string; hours: number; note: string | null }[] | null;
}

export async function linesOf(db: DbOrTx, weekId: string) {
  return rowsOf<LineRow>(
    db,
    sql`select l.id, l.engagement_id, e.name as engagement_name, c.name as client_name,
          to_char(e.end_date, 'YYYY-MM-DD') as engagement_end_date, l.category, l.billable,
          coalesce(s.notes_required, false) as notes_required,
          (select json_agg(json_build_object('date', to_char(en.entry_date, 'YYYY-MM-DD'), 'hours', en.hours::float8,
                  'note', en.note) order by en.entry_date)
             from timesheet_entries en where en.line_id = l.id) as entries
        from timesheet_lines l
        left join engagements e on e.id = l.engagement_id
        left join clients c on c.id = e.client_id
        left join engagement_timesheet_settings s on s.engagement_id = l.engagement_id
        where l.week_id = ${weekId}
        order by (l.category <> 'engagement'), e.name, l.category, l.created_at`,
  );
}

export interface AssignmentRow extends Record<string, unknown> {
  engagement_id: string;
  engagement_name: string;
  client_name: string;
  billing_type: string | null;
  engagement_end_date: string | null;
  notes_required: boolean;
  start_date: string | null;
  end_date: string | null;
  hours_allocated: number | null;
}

/** The consultant's assignments overlapping the week (with the engagement's dates where the assignment has none). */
export async function assignmentsInWeek(db: DbOrTx, consultantId: string, weekStart: string) {
  return rowsOf<AssignmentRow>(
    db,
    sql`select ec.engagement_id, e.name as engagement_name, c.name as client_name, e.billing_type,
          to_char(e.end_date, 'YYYY-MM-DD') as engagement_end_date,
          coalesce(s.notes_required, false) as notes_required,
          to_char(coalesce(ec.start_date, e.start_date), 'YYYY-MM-DD') as start_date,
          to_char(coalesce(ec.end_date, e.end_date), 'YYYY-MM-DD') as end_date,
          ec.hours_allocated::float8 as hours_allocated
        from engagement_consultants ec
        join engagements e on e.id = ec.engagement_id
        join clients c on c.id = e.client_id
        left join engagement_timesheet_settings s on s.engagement_id = ec.engagement_id
        where ec.consultant_id = ${consultantId}
          and e.status in ('active', 'on_hold', 'completed')
          and coalesce(ec.start_date, e.start_date, '-infinity'::date) <= ${weekStart}::date + 6
          and coalesce(ec.end_date, e.end_date, 'infinity'::date) >= ${weekStart}::date
        order by e.name`,
  );
}

export async function thresholdPct(db: DbOrTx) {
  const [row] = await rowsOf<{ pct: number }>(
    db,
    sql`select allocation_threshold_pct as pct from timesheet_settings where id = 1`,
  );
  return row?.pct ?? 25;
}

export async function engagementForLine(db: DbOrTx, engagementId: string) {
  const [row] = await rowsOf<{ id: string; billing_type: string | null }>(
    db,
    sql`select id, billing_type from engagements where id = ${engagementId}`,
  );
  return row;
}

export async function consultantOf(db: DbOrTx, consultantId: string) {
  const [row] = await rowsOf<{ id: string; name: string; user_id: string | null; time_zone: string | null }>(
    db,
    sql`select id, trim(first_name || ' ' || last_name) as name, user_id, time_zone from consultants
        where id = ${consultantId}`,
  );
  return row;
}

/** Engagements on which the consultant holds the Project Manager engagement role (docs/product.md §6). */
export const managedEngagements = (consultantId: string) =>
  sql`(select ec.engagement_id from engagement_consultants ec
       join engagement_roles r on r.id = ec.engagement_role_id
       where ec.consultant_id = ${consultantId} and r.title = 'Project Manager')`;

export async function managedEngagementIds(db: DbOrTx, consultantId: string | undefined) {
  if (!consultantId) return new Set<string>();
  const rows = await rowsOf<{ engagement_id: string }>(
    db,
    sql`select distinct engagement_id from ${managedEngagements(consultantId)} m`,
  );
  return new Set(rows.map((row) => row.engagement_id));
}
