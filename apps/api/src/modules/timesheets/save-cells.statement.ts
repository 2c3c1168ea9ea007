import type { TimesheetCell, TimesheetStatus } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import type { Actor } from '../../lib/audit.js';
import { versionBumpSql } from '../../lib/versioned-update.js';

/**
 * Autosave in one statement — the hot path of the grid (docs/benchmarks.md: p99 < 50 ms at 20 connections). Each round trip
 * costs a socket write and a wake-up of PostgreSQL on a small machine, and the transactional path takes eight
 * (BEGIN, week, lock, row, cell, version, audit, COMMIT). Here the week is found or created and its version bumped
 * (only while it is a draft or rejected: the row lock of ON CONFLICT DO UPDATE serialises concurrent saves), the rows
 * are found or created, the cells written or cleared and the audit row added, all in one atomic statement.
 *
 * Every writing part hangs off the week's row: when the week is locked or a row names an engagement that does not
 * exist, nothing is written and `undefined` comes back — the caller then takes the transactional path, which answers
 * with the precise 409 or 422. Cells naming the same row and day twice also go there (the last one wins).
 */
export async function saveCellsInOneStatement(
  db: Db,
  actor: Actor,
  consultantId: string,
  weekStart: string,
  cells: TimesheetCell[],
): Promise<{ id: string; status: TimesheetStatus; version: number } | undefined> {
  const seen = new Set(cells.map((cell) => `${cell.engagement_id ?? ''}|${cell.category}|${cell.date}`));
  if (seen.size !== cells.length) return undefined;
  const input = JSON.stringify(
    cells.map((cell) => ({
      engagement_id: cell.engagement_id,
      category: cell.category,
      date: cell.date,
      hours: cell.hours,
      note: cell.note === undefined ? null : cell.note || null,
      has_note: cell.note !== undefined,
    })),
  );
  const [row] = await rowsOf<{ id: string; status: TimesheetStatus; version: number }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb)
            as x(engagement_id uuid, category text, date date, hours numeric, note text, has_note boolean)
        ),
        keys as (select distinct engagement_id, category from input),
        unknown_engagement as (
          select 1 from keys k
          where k.engagement_id is not null and not exists (select 1 from engagements e where e.id = k.engagement_id)
        ),
        w as (
          insert into timesheet_weeks as tw (consultant_id, week_start, version)
          select ${consultantId}, ${weekStart}::date, 2 where not exists (select 1 from unknown_engagement)
          on conflict (consultant_id, week_start) do update set ${versionBumpSql('tw')}
            where tw.status in ('draft', 'rejected')
          returning tw.id, tw.status, tw.version
        ),
        l as (
          insert into timesheet_lines as tl (week_id, engagement_id, category, billable)
          select w.id, k.engagement_id, k.category,
                 case when k.engagement_id is null then false else e.billing_type is distinct from 'fixed_fee' end
          from w cross join keys k left join engagements e on e.id = k.engagement_id
          on conflict on constraint timesheet_lines_week_engagement_category_key do update set billable = tl.billable
          returning tl.id, tl.engagement_id, tl.category
        ),
        cells as (
          select l.id as line_id, i.date, i.hours, i.note, i.has_note from input i
          join l on l.category = i.category and l.engagement_id is not distinct from i.engagement_id
        ),
        noted as (
          insert into timesheet_entries (line_id, entry_date, hours, note)
          select line_id, date, hours, note from cells where hours is not null and has_note
          on conflict (line_id, entry_date) do update set hours = excluded.hours, note = excluded.note, updated_at = now()
        ),
        unnoted as (
          insert into timesheet_entries (line_id, entry_date, hours)
          select line_id, date, hours from cells where hours is not null and not has_note
          on conflict (line_id, entry_date) do update set hours = excluded.hours, updated_at = now()
        ),
        cleared as (
          delete from timesheet_entries te using cells c
          where c.hours is null and te.line_id = c.line_id and te.entry_date = c.date
        ),
        audited as (
          insert into audit_log (actor_user_id, entity, entity_id, action, after, request_id)
          select ${actor.userId}, 'timesheet_weeks', w.id::text, 'update', ${JSON.stringify({ cells })}::jsonb,
                 ${actor.requestId}
          from w
        )
        select id, status, version from w`,
  );
  return row;
}
