import type { MeetingDecision, MeetingNote } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The notes of one week's meeting. */
export const notesOf = (db: DbOrTx, week: string) =>
  rowsOf<MeetingNote>(
    db,
    sql`select n.item_key, n.body, n.version, ${instant('n.updated_at')} as updated_at, u.name as updated_by
      from meeting_notes n left join "user" u on u.id = n.updated_by_user_id
      where n.week_start = ${week}::date
      order by n.item_key`,
  );

/** One note, for the answer after a write. */
export const noteOf = async (db: DbOrTx, week: string, itemKey: string): Promise<MeetingNote | undefined> =>
  (await notesOf(db, week)).find((note) => note.item_key === itemKey);

/** The decisions of one week's meeting with the current status of what they created. */
export const decisionsOf = (db: DbOrTx, week: string, id?: string) =>
  rowsOf<MeetingDecision>(
    db,
    sql`select d.id, to_char(d.week_start, 'YYYY-MM-DD') as week, d.item_key, d.item_label, d.kind, d.title,
        coalesce(d.work_item_id, d.resource_request_id) as target_id,
        coalesce(w.status, r.status) as target_status, ${instant('d.created_at')} as created_at,
        u.name as created_by
      from meeting_decisions d
      left join improvement_requests w on w.id = d.work_item_id
      left join resource_requests r on r.id = d.resource_request_id
      left join "user" u on u.id = d.created_by_user_id
      where d.week_start = ${week}::date ${id ? sql`and d.id = ${id}` : sql``}
      order by d.created_at, d.id`,
  );
