import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventUpdate,
  CalendarRange,
  TimeOffRequest,
} from '@praxis/shared';
import { addDays, addTime, dateIn, utcMidnight } from '@praxis/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { audit, auditedCreate, type Actor } from '../../lib/audit.js';
import { lockForWrite, updateVersioned } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';
import * as queries from './calendar.queries.js';
import { bumpVersion } from '../../lib/versioned-update.js';

export const toEvent = (row: queries.EventRow): CalendarEvent => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  all_day: row.allDay,
  location: row.location,
  consultant_id: row.consultantId,
  consultant_name: row.consultantName,
  status: row.status,
  version: row.version,
});

/** The admin calendar: every event and engagement milestone between two dates (inclusive). */
export async function rangeOf(db: Db, from: string, to: string): Promise<CalendarRange> {
  const start = utcMidnight(from);
  const end = utcMidnight(addDays(to, 1));
  const [events, milestones] = await Promise.all([
    queries.eventsBetween(db, start, end),
    queries.milestonesBetween(db, from, to),
  ]);
  return { events: events.map(toEvent), milestones };
}

/** Time-off requests waiting for a decision between two dates (inclusive), in date order, page by page. */
export const pendingTimeOffPage = (db: Db, from: string, to: string) => async (limit: number, offset: number) => {
  const start = utcMidnight(from);
  const end = utcMidnight(addDays(to, 1));
  return (await queries.pendingTimeOff(db, start, end, limit, offset)).map(toEvent);
};

/** A time-off event with its first and last day (its end is the exclusive midnight after the last day). */
export const withDays = (event: CalendarEvent) => ({
  ...event,
  first_day: event.starts_at.slice(0, 10),
  last_day: addDays(event.ends_at.slice(0, 10), -1),
});

export async function getEvent(db: DbOrTx, id: string) {
  const row = await queries.findEvent(db, id);
  if (!row) throw AppError.notFound('Event');
  return toEvent(row);
}

/** All-day events start and end on midnight UTC (exclusive end), whatever the browser sent. */
function timingOf(startsAtText: string, endsAtText: string, allDay: boolean) {
  const startsAt = new Date(startsAtText);
  const endsAt = new Date(endsAtText);
  if (!allDay) return { startsAt, endsAt };
  const firstDay = dateIn(startsAt, 'UTC');
  // The last day is the one the end's last moment falls on (an end at midnight closes the day before); an all-day
  // event lasts at least its first day.
  const lastDay = dateIn(addTime(endsAt, { milliseconds: -1 }), 'UTC');
  return { startsAt: utcMidnight(firstDay), endsAt: utcMidnight(addDays(lastDay > firstDay ? lastDay : firstDay, 1)) };
}

/** Inserts an event the actor creates, audits it and returns it as read back. */
function insertEvent(tx: DbOrTx, actor: Actor, values: Omit<typeof calendarEvents.$inferInsert, 'createdBy'>) {
  const inserted = tx
    .insert(calendarEvents)
    .values({ ...values, createdBy: actor.userId })
    .returning({ id: calendarEvents.id });
  return auditedCreate(tx, actor, 'calendar_events', inserted, (row) => getEvent(tx, row.id));
}

export async function createEvent(db: Db, actor: Actor, input: CalendarEventInput) {
  const allDay = input.all_day ?? false;
  const { startsAt, endsAt } = timingOf(input.starts_at, input.ends_at, allDay);
  return db.transaction(async (tx) => {
    return insertEvent(tx, actor, {
      kind: input.kind,
      title: input.title,
      description: input.description ?? null,
      startsAt,
      endsAt,
      allDay,
      location: input.kind === 'holiday' ? (input.location ?? null) : null,
    });
  });
}

/** Edit, move or resize any event (time off included: an admin may shift approved leave). */
export async function updateEvent(
  db: Db,
  actor: Actor,
  id: string,
  patch: CalendarEventUpdate,
  expectedVersion: number | undefined,
) {
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, { lock: (t) => queries.lockEvent(t, id), label: 'Event', expectedVersion });
    const allDay = patch.all_day ?? current.allDay;
    const timing = timingOf(
      patch.starts_at ?? current.startsAt.toISOString(),
      patch.ends_at ?? current.endsAt.toISOString(),
      allDay,
    );
    if (timing.endsAt <= timing.startsAt) {
      throw AppError.validation('The end must be after the start.', { ends_at: 'The end must be after the start.' });
    }
    const before = toEvent({ ...current, consultantName: null });
    await bumpVersion(tx, calendarEvents, id, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.location !== undefined && current.kind === 'holiday' ? { location: patch.location } : {}),
      allDay,
      startsAt: timing.startsAt,
      endsAt: timing.endsAt,
    });
    const after = await getEvent(tx, id);
    await audit(tx, actor, { entity: 'calendar_events', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteEvent(db: Db, actor: Actor, principal: Principal, id: string, expected?: number) {
  await db.transaction(async (tx) => {
    const current = await queries.lockEvent(tx, id);
    const isAdmin = principal.permissions.has('calendar.admin');
    // Someone else's event is not visible to a non-admin: 404, like a missing one.
    const isOwnRequest =
      current?.kind === 'time_off' &&
      current.status === 'requested' &&
      current.consultantId === principal.consultant?.id;
    if (!current || (!isAdmin && !isOwnRequest)) throw AppError.notFound('Event');
    assertVersion(current.version, expected);
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
    await audit(tx, actor, { entity: 'calendar_events', entityId: id, action: 'delete', before: current });
  });
}

export async function myTimeOff(db: Db, principal: Principal) {
  if (!principal.consultant) return [];
  return (await queries.timeOffOf(db, principal.consultant.id)).map(toEvent);
}

/** Anyone asks for time off for themselves; an admin may enter it for anyone. Dates are inclusive. */
export async function requestTimeOff(db: Db, actor: Actor, principal: Principal, input: TimeOffRequest) {
  const isAdmin = principal.permissions.has('calendar.admin');
  const consultantId = input.consultant_id ?? principal.consultant?.id;
  if (!consultantId) throw AppError.validation('Your account has no consultant profile to take time off for.');
  if (consultantId !== principal.consultant?.id && !isAdmin) {
    throw AppError.forbidden('You can only request time off for yourself.');
  }
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ firstName: consultants.firstName })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    if (!person) throw AppError.validation('That consultant does not exist.', { consultant_id: 'Unknown consultant.' });
    const startsAt = utcMidnight(input.start_date);
    const endsAt = utcMidnight(addDays(input.end_date, 1));
    const [overlap] = await tx
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.consultantId, consultantId),
          sql`${calendarEvents.status} <> 'rejected'`,
          sql`${calendarEvents.startsAt} < ${endsAt} and ${calendarEvents.endsAt} > ${startsAt}`,
        ),
      );
    if (overlap) throw AppError.conflict('You already have time off on some of these days.');
    return insertEvent(tx, actor, {
      kind: 'time_off',
      title: `${person.firstName} — time off`,
      description: input.note ?? null,
      startsAt,
      endsAt,
      allDay: true,
      consultantId,
      status: 'requested',
    });
  });
}

export async function decideTimeOff(
  db: Db,
  actor: Actor,
  id: string,
  status: 'approved' | 'rejected',
  expected?: number,
) {
  return updateVersioned(db, {
    actor,
    table: calendarEvents,
    entity: 'calendar_events',
    id,
    lock: async (tx) => {
      const current = await queries.lockEvent(tx, id);
      return current?.kind === 'time_off' ? current : undefined;
    },
    label: 'Time-off request',
    expectedVersion: expected,
    patch: { status },
    columns: { status: 'status' },
    read: (tx) => getEvent(tx, id),
  });
}
