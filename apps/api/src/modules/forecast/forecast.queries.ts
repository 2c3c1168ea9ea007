import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { ASSIGNMENT_WEEKLY_HOURS } from '../engagements/team.queries.js';

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface EngagementFactsRow extends Record<string, unknown> {
  id: string;
  name: string;
  type: string;
  start_date: string | null;
  end_date: string | null;
  budget_hours: number | null;
  budget_amount: number | null;
  billing_type: 'time_and_materials' | 'fixed_fee' | 'retainer' | null;
  currency: string;
}

export const engagementFacts = (db: DbOrTx, ids: readonly string[]) =>
  rowsOf<EngagementFactsRow>(
    db,
    sql`select id, name, type, start_date::text as start_date, end_date::text as end_date,
          budget_hours::float8 as budget_hours, budget_amount::float8 as budget_amount, billing_type, currency
        from engagements where id = any(${uuids(ids)})`,
  );

/** The engagements whose forecast the firm watches: running, with dates. */
export const liveEngagementIds = async (db: DbOrTx) =>
  (
    await rowsOf<{ id: string }>(
      db,
      sql`select id from engagements
          where status in ('active', 'on_hold') and start_date is not null and end_date is not null`,
    )
  ).map((row) => row.id);

export interface ActualRow extends Record<string, unknown> {
  engagement_id: string;
  consultant_id: string;
  date: string;
  hours: number;
}

/** Approved timesheet hours per engagement, person and day. */
export const approvedHours = (db: DbOrTx, ids: readonly string[]) =>
  rowsOf<ActualRow>(
    db,
    sql`select l.engagement_id, w.consultant_id, te.entry_date::text as date, sum(te.hours)::float8 as hours
        from timesheet_entries te
        join timesheet_lines l on l.id = te.line_id
        join timesheet_weeks w on w.id = l.week_id
        where l.engagement_id = any(${uuids(ids)}) and w.status = 'approved' and te.hours > 0
        group by l.engagement_id, w.consultant_id, te.entry_date`,
  );

export interface BookingRow extends Record<string, unknown> {
  engagement_id: string;
  consultant_id: string;
  start: string;
  end: string;
  hours_per_week: number;
}

/** Assignments with dates and hours: their total spread evenly over their weeks, as the staffing board reads it. */
export const assignments = (db: DbOrTx, ids: readonly string[]) =>
  rowsOf<BookingRow>(
    db,
    sql`select ec.engagement_id, ec.consultant_id, ec.start_date::text as start, ec.end_date::text as "end",
          (${ASSIGNMENT_WEEKLY_HOURS})::float8 as hours_per_week
        from engagement_consultants ec
        where ec.engagement_id = any(${uuids(ids)})
          and ec.start_date is not null and ec.end_date is not null and ec.hours_allocated is not null`,
  );

/** Open proposals (tentative): the proposal's weekly hours over its request's dates. */
export const openProposals = (db: DbOrTx, ids: readonly string[]) =>
  rowsOf<BookingRow>(
    db,
    sql`select r.engagement_id, p.consultant_id, r.start_date::text as start, r.end_date::text as "end",
          p.hours_per_week::float8 as hours_per_week
        from staffing_proposals p join resource_requests r on r.id = p.request_id
        where r.engagement_id = any(${uuids(ids)}) and p.status = 'proposed' and r.closed_at is null`,
  );

export interface PersonRow extends Record<string, unknown> {
  id: string;
  time_zone: string | null;
  hourly_rate: number | null;
}

export const people = (db: DbOrTx, ids: readonly string[]) =>
  rowsOf<PersonRow>(
    db,
    sql`select id, time_zone, hourly_rate::float8 as hourly_rate from consultants where id = any(${uuids(ids)})`,
  );
