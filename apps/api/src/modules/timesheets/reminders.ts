import { isoDayOfWeek, isTimeZone, todayIn, weekStartOf } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { systemActor } from '../../lib/audit.js';
import { localFields } from '../../jobs/cron.js';
import type { JobQueue } from '../../jobs/queue.js';
import { notifyMissing } from './notices.js';

export const FRIDAY_REMINDER_JOB = 'timesheets.friday-reminder';
/** Friday, 15:00 in the person's own time zone (UTC when their profile names none). */
const REMINDER_WEEKDAY = 5;
const REMINDER_HOUR = 15;

/**
 * Notifies everyone whose local time has passed Friday 15:00 and whose week is not submitted. The job runs every
 * 15 minutes so each time zone is reached soon after its 15:00; `timesheet_reminders` keeps one reminder per
 * person and week, so a second run (or a second instance) sends nothing twice.
 */
export async function sendFridayReminders(db: Db, now: Date): Promise<number> {
  const people = await rowsOf<{ id: string; user_id: string; time_zone: string | null }>(
    db,
    sql`select id, user_id, time_zone from consultants where is_active and user_id is not null`,
  );
  const due = people.flatMap((person) => {
    const zone = isTimeZone(person.time_zone) ? person.time_zone : 'UTC';
    const today = todayIn(zone, now);
    if (isoDayOfWeek(today) !== REMINDER_WEEKDAY || localFields(now, zone).hour < REMINDER_HOUR) return [];
    return [{ ...person, weekStart: weekStartOf(today) }];
  });
  let sent = 0;
  for (const person of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await rowsOf<{ consultant_id: string }>(
        tx,
        sql`insert into timesheet_reminders (consultant_id, week_start)
            select ${person.id}, ${person.weekStart}::date
            where not exists (select 1 from timesheet_weeks w where w.consultant_id = ${person.id}
                                and w.week_start = ${person.weekStart}::date and w.status in ('submitted', 'approved'))
            on conflict (consultant_id, week_start) do nothing
            returning consultant_id`,
      );
      if (!claimed) return;
      await notifyMissing(tx, systemActor, person.user_id, person.weekStart);
      sent++;
    });
  }
  return sent;
}

export function registerTimesheetJobs(queue: JobQueue): void {
  queue.register(
    FRIDAY_REMINDER_JOB,
    async (_payload, job) => {
      const sent = await sendFridayReminders(job.db, job.now);
      if (sent) job.log.info({ sent }, 'timesheet reminders sent');
    },
    { maxAttempts: 3, backoffMs: () => 60_000 },
  );
  queue.schedule(FRIDAY_REMINDER_JOB, { cron: '*/15 * * * *' });
}
