import { weekStart, type IsoDate } from '@praxis/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { timesheetWeeks } from '../../db/schema/timesheets.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { lockWhere } from '../../lib/lock-row.js';
import { applyHoursUsed } from './decisions.service.js';

/** One day of hours from a firm's history, already approved elsewhere (an import). */
export interface ApprovedDay {
  consultantId: string;
  engagementId: string;
  date: IsoDate;
  hours: number;
  note: string | null;
  billable: boolean;
}

/**
 * Records a past day's hours into the person's approved week (created approved when missing), in the caller's
 * transaction. The week's hours leave the assignments' hours_used before the change and come back after it, so
 * hours_used stays the sum of approved time. A week that is not approved (a draft, a submitted one) is refused.
 */
export async function recordApprovedDay(tx: DbOrTx, actor: Actor, day: ApprovedDay): Promise<void> {
  const week = weekStart(day.date);
  await tx
    .insert(timesheetWeeks)
    .values({
      consultantId: day.consultantId,
      weekStart: week,
      status: 'approved',
      submittedAt: sql`now()`,
      decidedAt: sql`now()`,
      decidedByUserId: actor.userId,
    })
    .onConflictDoNothing();
  const stored = await lockWhere(
    tx,
    timesheetWeeks,
    and(eq(timesheetWeeks.consultantId, day.consultantId), eq(timesheetWeeks.weekStart, week)),
  );
  if (stored?.status !== 'approved') throw AppError.conflict(`The week of ${week} is no longer an approved timesheet.`);
  const approved = { id: stored.id, consultant_id: day.consultantId, week_start: week };
  await applyHoursUsed(tx, actor, approved, -1);
  await tx.execute(
    sql`with line as (
          insert into timesheet_lines (week_id, engagement_id, category, billable)
          values (${stored.id}, ${day.engagementId}, 'engagement', ${day.billable})
          on conflict (week_id, engagement_id, category) do update set billable = excluded.billable
          returning id)
        insert into timesheet_entries (line_id, entry_date, hours, note)
        select id, ${day.date}, ${day.hours}, ${day.note} from line
        on conflict (line_id, entry_date) do update
          set hours = excluded.hours, note = excluded.note, updated_at = now()`,
  );
  await applyHoursUsed(tx, actor, approved, 1);
}
