import {
  addDays,
  currentWeekStart,
  type EngagementTimesheets,
  type MyTimesheetStatus,
  type TimesheetStatus,
} from '@praxis/shared';
import { WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { seesAll } from './access.js';
import { consultantOf, managedEngagementIds } from './timesheets.queries.js';

/** Admins and the engagement's Project Managers; anyone else gets a 404 (the engagement's hours are theirs). */
async function assertManages(db: Db, principal: Principal, engagementId: string) {
  const [engagement] = await rowsOf<{ id: string }>(db, sql`select id from engagements where id = ${engagementId}`);
  if (!engagement) throw AppError.notFound('Engagement');
  if (seesAll(principal)) return;
  const managed = await managedEngagementIds(db, principal.consultant?.id);
  if (!managed.has(engagementId)) throw AppError.notFound('Engagement timesheets');
}

/** Hours by week and person on one engagement over the last `weeks` weeks (drafts excluded). */
export async function engagementHours(
  db: Db,
  principal: Principal,
  engagementId: string,
  weeks = 8,
): Promise<EngagementTimesheets> {
  await assertManages(db, principal, engagementId);
  const to = currentWeekStart('UTC');
  const from = addDays(to, -7 * (weeks - 1));
  const [rows, people, settings] = await Promise.all([
    rowsOf<{ consultant_id: string; week_start: string; status: TimesheetStatus; hours: number }>(
      db,
      sql`select w.consultant_id, to_char(w.week_start, 'YYYY-MM-DD') as week_start, w.status,
            sum(en.hours)::float8 as hours
          from timesheet_weeks w
          join timesheet_lines l on l.week_id = w.id and l.engagement_id = ${engagementId}
          join timesheet_entries en on en.line_id = l.id
          where w.status <> 'draft' and w.week_start between ${from}::date and ${to}::date
          group by w.consultant_id, w.week_start, w.status`,
    ),
    rowsOf<{ consultant_id: string; consultant_name: string; hours_allocated: number | null; hours_used: number }>(
      db,
      sql`select ec.consultant_id, trim(c.first_name || ' ' || c.last_name) as consultant_name,
            sum(ec.hours_allocated)::float8 as hours_allocated, sum(ec.hours_used)::float8 as hours_used
          from engagement_consultants ec join consultants c on c.id = ec.consultant_id
          where ec.engagement_id = ${engagementId}
          group by ec.consultant_id, c.first_name, c.last_name, c.last_name
          order by c.last_name, c.first_name`,
    ),
    rowsOf<{ notes_required: boolean }>(
      db,
      sql`select notes_required from engagement_timesheet_settings where engagement_id = ${engagementId}`,
    ),
  ]);
  const weekList = Array.from({ length: weeks }, (_, i) => addDays(from, 7 * i));
  const known = new Set(people.map((p) => p.consultant_id));
  const extra = [...new Set(rows.map((r) => r.consultant_id))].filter((id) => !known.has(id));
  const names = extra.length
    ? await rowsOf<{ id: string; name: string }>(
        db,
        sql`select id, trim(first_name || ' ' || last_name) as name from consultants
            where id in (${sql.join(
              extra.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      )
    : [];
  const everyone = [
    ...people,
    ...names.map((n) => ({ consultant_id: n.id, consultant_name: n.name, hours_allocated: null, hours_used: 0 })),
  ];
  return {
    engagement_id: engagementId,
    notes_required: settings[0]?.notes_required ?? false,
    weeks: weekList,
    people: everyone.map((person) => ({
      consultant_id: person.consultant_id,
      consultant_name: person.consultant_name,
      hours_allocated: person.hours_allocated === null ? null : Number(person.hours_allocated),
      hours_used: Number(person.hours_used),
      weeks: rows
        .filter((row) => row.consultant_id === person.consultant_id)
        .map((row) => ({ week_start: row.week_start, hours: row.hours, status: row.status })),
    })),
    total_hours: rows.reduce((sum, row) => sum + row.hours, 0),
    approved_hours: rows.filter((row) => row.status === 'approved').reduce((sum, row) => sum + row.hours, 0),
  };
}

export async function setNotesRequired(
  db: Db,
  actor: Actor,
  principal: Principal,
  engagementId: string,
  notesRequired: boolean,
) {
  await assertManages(db, principal, engagementId);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into engagement_timesheet_settings (engagement_id, notes_required) values (${engagementId}, ${notesRequired})
          on conflict (engagement_id) do update set notes_required = excluded.notes_required, updated_at = now()`,
    );
    await audit(tx, actor, {
      entity: 'engagement_timesheet_settings',
      entityId: engagementId,
      action: 'update',
      after: { notes_required: notesRequired },
    });
  });
  return { notes_required: notesRequired };
}

/** Home: the signed-in user's current week, in their time zone. */
export async function myCurrentWeek(db: Db, principal: Principal): Promise<MyTimesheetStatus> {
  const consultantId = principal.consultant?.id;
  const person = consultantId ? await consultantOf(db, consultantId) : undefined;
  const weekStart = currentWeekStart(person?.time_zone);
  const [row] = consultantId
    ? await rowsOf<{ status: TimesheetStatus; hours: number; rejection_reason: string | null }>(
        db,
        sql`select w.status, w.rejection_reason,
              coalesce((select sum(en.hours) from timesheet_lines l join timesheet_entries en on en.line_id = l.id
                        where l.week_id = w.id), 0)::float8 as hours
            from timesheet_weeks w where w.consultant_id = ${consultantId} and w.week_start = ${weekStart}::date`,
      )
    : [];
  return {
    week_start: weekStart,
    status: row?.status ?? 'missing',
    total_hours: row?.hours ?? 0,
    capacity_hours: WEEKLY_CAPACITY_HOURS,
    rejection_reason: row?.rejection_reason ?? null,
  };
}
