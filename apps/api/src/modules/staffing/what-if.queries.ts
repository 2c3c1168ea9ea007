import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { ASSIGNMENT_WEEKLY_HOURS } from '../engagements/team.queries.js';
import type { BookingRow } from '../forecast/forecast.queries.js';

export interface CandidateRow extends Record<string, unknown> {
  id: string;
  name: string;
  time_zone: string | null;
  hourly_rate: number | null;
  start_date: string | null;
  left_on: string | null;
}

/** The active consultant a what-if books (none: not a candidate). */
export const activeConsultant = async (db: DbOrTx, id: string) =>
  (
    await rowsOf<CandidateRow>(
      db,
      sql`select id, first_name || ' ' || last_name as name, time_zone, hourly_rate::float8 as hourly_rate,
            start_date::text as start_date, left_on::text as left_on
          from consultants where id = ${id} and is_active`,
    )
  )[0];

/** A person's assignments on every engagement still booking people (as the firm forecast counts them) in the range. */
export const assignmentsOf = (db: DbOrTx, consultantId: string, range: { start: string; end: string }) =>
  rowsOf<BookingRow>(
    db,
    sql`select ec.engagement_id, ec.consultant_id, ec.start_date::text as start, ec.end_date::text as "end",
          (${ASSIGNMENT_WEEKLY_HOURS})::float8 as hours_per_week
        from engagement_consultants ec
        join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
        where ec.consultant_id = ${consultantId} and ec.hours_allocated is not null
          and ec.start_date <= ${range.end}::date and ec.end_date >= ${range.start}::date`,
  );
