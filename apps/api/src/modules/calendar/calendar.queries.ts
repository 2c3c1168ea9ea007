import { and, asc, eq, getTableColumns, gt, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { calendarEvents } from '../../db/schema/calendar.js';
import { consultants } from '../../db/schema/consultants.js';
import { lockById } from '../../lib/lock-row.js';

const withConsultant = {
  ...getTableColumns(calendarEvents),
  consultantName: sql<string | null>`nullif(trim(${consultants.firstName} || ' ' || ${consultants.lastName}), '')`,
};
export type EventRow = typeof calendarEvents.$inferSelect & { consultantName: string | null };

const baseQuery = (db: DbOrTx) =>
  db.select(withConsultant).from(calendarEvents).leftJoin(consultants, eq(consultants.id, calendarEvents.consultantId));

/** Events overlapping [from, to); `extra` narrows further (a consultant, a location, a kind). */
export async function eventsBetween(db: DbOrTx, from: Date, to: Date, extra?: SQL) {
  return baseQuery(db)
    .where(and(lt(calendarEvents.startsAt, to), gt(calendarEvents.endsAt, from), extra))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title))
    .limit(5000);
}

/** Time-off requests waiting for a decision overlapping [from, to), in date order, one page of them. */
export async function pendingTimeOff(db: DbOrTx, from: Date, to: Date, limit: number, offset: number) {
  return baseQuery(db)
    .where(
      and(
        isTimeOff,
        eq(calendarEvents.status, 'requested'),
        lt(calendarEvents.startsAt, to),
        gt(calendarEvents.endsAt, from),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title), asc(calendarEvents.id))
    .limit(limit)
    .offset(offset);
}

export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await baseQuery(db).where(eq(calendarEvents.id, id));
  return row;
}

export const lockEvent = (db: DbOrTx, id: string) => lockById(db, calendarEvents, id);

export async function timeOffOf(db: DbOrTx, consultantId: string) {
  return baseQuery(db)
    .where(and(eq(calendarEvents.kind, 'time_off'), eq(calendarEvents.consultantId, consultantId)))
    .orderBy(sql`${calendarEvents.startsAt} desc`)
    .limit(200);
}

/** What a consultant's personal calendar holds besides their own time off: firm events and their holidays. */
export const firmAndHolidaysFor = (location: string | null): SQL =>
  or(
    eq(calendarEvents.kind, 'firm_event'),
    and(
      eq(calendarEvents.kind, 'holiday'),
      location ? or(sql`${calendarEvents.location} is null`, eq(calendarEvents.location, location)) : undefined,
    ),
  ) as SQL;

/** Engagement start and end dates inside the range, as milestones. */
export async function milestonesBetween(db: DbOrTx, from: string, to: string, engagementIds?: string[]) {
  if (engagementIds && engagementIds.length === 0) return [];
  const only = engagementIds
    ? sql`and e.id in (${sql.join(
        engagementIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return rowsOf<{ id: string; engagement_id: string; title: string; date: string }>(
    db,
    sql`select e.id || ':start' as id, e.id as engagement_id, 'Kickoff: ' || e.name as title, e.start_date::text as date
          from engagements e
         where e.start_date between ${from}::date and ${to}::date and e.status <> 'cancelled' ${only}
        union all
        select e.id || ':end', e.id, 'Ends: ' || e.name, e.end_date::text
          from engagements e
         where e.end_date between ${from}::date and ${to}::date and e.status <> 'cancelled' ${only}
        order by date, title
        limit 2000`,
  );
}

export const isTimeOff = and(eq(calendarEvents.kind, 'time_off'), isNotNull(calendarEvents.consultantId));
