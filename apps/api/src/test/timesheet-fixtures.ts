import { addDays, currentWeekStart } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/sql.js';
import type { TestApp } from './harness.js';

/** Test data helpers for the timesheet suites: each test builds the weeks it needs. */
export const futureWeek = (weeksAhead: number) => addDays(currentWeekStart('UTC'), 7 * weeksAhead);

export async function one<T extends Record<string, unknown>>(t: TestApp, query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<T>(t.deps.database.db, query);
  if (!row) throw new Error('no row');
  return row;
}

/** An engagement the demo PM manages and one they do not, each with a non-account consultant assigned. */
export async function pmEngagements(t: TestApp) {
  const managed = await one<{ engagement_id: string; consultant_id: string }>(
    t,
    sql`select ec.engagement_id, other.consultant_id from engagement_consultants ec
        join engagement_roles r on r.id = ec.engagement_role_id and r.title = 'Project Manager'
        join consultants pm on pm.id = ec.consultant_id and pm.email = 'pm@demo.local'
        join engagement_consultants other on other.engagement_id = ec.engagement_id
        join consultants oc on oc.id = other.consultant_id and oc.user_id is null
        order by ec.engagement_id, other.consultant_id limit 1`,
  );
  const unmanaged = await one<{ engagement_id: string }>(
    t,
    sql`select e.id as engagement_id from engagements e
        where e.id not in (select ec.engagement_id from engagement_consultants ec
                           join consultants c on c.id = ec.consultant_id and c.email = 'pm@demo.local')
        order by e.id limit 1`,
  );
  return { managed, unmanaged };
}

/** A week for any consultant, straight into the tables (as if they had filled it in). */
export async function insertWeek(
  t: TestApp,
  input: {
    consultantId: string;
    weekStart: string;
    status: string;
    lines: { engagementId: string | null; hours: number }[];
  },
) {
  const week = await one<{ id: string; version: number }>(
    t,
    sql`insert into timesheet_weeks (consultant_id, week_start, status, submitted_at)
        values (${input.consultantId}, ${input.weekStart}::date, ${input.status}, now()) returning id, version`,
  );
  for (const line of input.lines) {
    const row = await one<{ id: string }>(
      t,
      sql`insert into timesheet_lines (week_id, engagement_id, category, billable)
          values (${week.id}, ${line.engagementId}, ${line.engagementId ? 'engagement' : 'admin'}, ${!!line.engagementId})
          returning id`,
    );
    await t.deps.database.db.execute(
      sql`insert into timesheet_entries (line_id, entry_date, hours) values (${row.id}, ${input.weekStart}::date, ${line.hours})`,
    );
  }
  return week;
}

export async function hoursUsed(t: TestApp, consultantId: string, engagementId: string) {
  const row = await one<{ hours: number }>(
    t,
    sql`select coalesce(sum(hours_used), 0)::float8 as hours from engagement_consultants
        where consultant_id = ${consultantId} and engagement_id = ${engagementId}`,
  );
  return row.hours;
}
