import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

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
