import { addDays, dateIn, isTimeZone, millisecondsBetween } from '@praxis/shared/dates';
import type { WeekEvent } from '@praxis/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { account } from '../../db/schema/auth.js';
import { calendarConnections, calendarEventUses } from '../../db/schema/calendar-connections.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { getMyWeek, saveCells } from '../timesheets/week.service.js';
import { suggestEngagement, type MatchableEngagement } from './event-match.js';
import type { CalendarProvider } from './provider-config.js';
import { providerMeetings, type ProviderMeeting } from './provider-events.js';
import { refresherFor } from './provider-token.service.js';

const NOT_CONNECTED = 'Connect your calendar from My Profile first.';
/** Hours go on the grid in quarter hours. */
const quarterHours = (ms: number) => Math.round(ms / 900_000) / 4;

/** The stored access token while it has a minute left, else a fresh one (the connection must be healthy). */
async function accessTokenOf(db: Db, provider: CalendarProvider, userId: string): Promise<string> {
  const [connection] = await db
    .select({ userId: calendarConnections.userId })
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), isNull(calendarConnections.failedAt)));
  if (!connection) throw AppError.conflict(NOT_CONNECTED);
  const [stored] = await db
    .select({ token: account.accessToken })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, provider.id),
        gt(account.accessTokenExpiresAt, sql`now() + interval '1 minute'`),
      ),
    );
  return stored?.token ?? (await refresherFor(db, provider).refresh(userId)).access_token;
}

/** The engagements of the user's week rows, with their client contacts' e-mail domains. */
async function engagementsOf(db: Db, ids: string[]): Promise<MatchableEngagement[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: string; name: string; client_name: string | null; domains: string[] | null }>(
    db,
    sql`select e.id, e.name, c.name as client_name,
               array_remove(array_agg(distinct lower(split_part(cc.email, '@', 2))), '') as domains
        from engagements e
        left join clients c on c.id = e.client_id
        left join client_contacts cc on cc.client_id = e.client_id and cc.email like '%@%'
        where e.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by e.id, e.name, c.name
        order by e.name`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, clientName: row.client_name, domains: row.domains ?? [] }));
}

interface WeekEventsContext {
  events: (WeekEvent & { meeting: ProviderMeeting })[];
  weekStart: string;
}

/**
 * The week's provider events that can become hours (timed, not declined, starting within the week in the user's
 * time zone), each with a suggested engagement among the user's rows and whether it was logged already.
 */
async function loadWeekEvents(
  db: Db,
  provider: CalendarProvider,
  principal: Principal,
  weekStart: string,
): Promise<WeekEventsContext> {
  const userId = principal.userId;
  const token = await accessTokenOf(db, provider, userId);
  const [consultant] = principal.consultant
    ? await rowsOf<{ time_zone: string | null }>(
        db,
        sql`select time_zone from consultants where id = ${principal.consultant.id}`,
      )
    : [];
  const zone = isTimeZone(consultant?.time_zone) ? consultant.time_zone : 'UTC';
  // A day either side: the provider is asked in UTC, the week is the user's own.
  const meetings = await providerMeetings(provider, token, addDays(weekStart, -1), addDays(weekStart, 7));
  const lastDay = addDays(weekStart, 6);
  const offered = meetings
    .map((meeting) => ({ meeting, date: dateIn(new Date(meeting.starts_at), zone) }))
    .filter(({ meeting, date }) => !meeting.all_day && !meeting.declined && date >= weekStart && date <= lastDay)
    .sort((a, b) => a.meeting.starts_at.localeCompare(b.meeting.starts_at));
  const week = await getMyWeek(db, principal, weekStart);
  const engagementIds = [...new Set(week.lines.flatMap((line) => (line.engagement_id ? [line.engagement_id] : [])))];
  const engagements = await engagementsOf(db, engagementIds);
  const ids = offered.map(({ meeting }) => meeting.id);
  const uses = ids.length
    ? await db
        .select()
        .from(calendarEventUses)
        .where(and(eq(calendarEventUses.userId, userId), inArray(calendarEventUses.eventId, ids)))
    : [];
  const usedById = new Map(uses.map((use) => [use.eventId, use]));
  const series = [...new Set(offered.flatMap(({ meeting }) => (meeting.series_id ? [meeting.series_id] : [])))];
  const earlier = series.length
    ? await rowsOf<{ series_id: string; engagement_id: string }>(
        db,
        sql`select distinct on (series_id) series_id, engagement_id from calendar_event_uses
            where user_id = ${userId} and series_id in (${sql.join(
              series.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by series_id, used_at desc`,
      )
    : [];
  const choices = new Map(earlier.map((row) => [row.series_id, row.engagement_id]));
  const events = offered.map(({ meeting, date }) => {
    const used = usedById.get(meeting.id);
    return {
      meeting,
      id: meeting.id,
      title: meeting.title,
      starts_at: meeting.starts_at,
      ends_at: meeting.ends_at,
      date,
      hours: Math.min(24, quarterHours(millisecondsBetween(meeting.starts_at, meeting.ends_at))),
      suggestion: suggestEngagement(
        { title: meeting.title, attendees: meeting.attendees, seriesId: meeting.series_id },
        engagements,
        choices,
      ),
      used: used ? { engagement_id: used.engagementId, hours: used.hours } : null,
    };
  });
  return { events, weekStart };
}

export async function weekEvents(
  db: Db,
  provider: CalendarProvider | null,
  principal: Principal,
  weekStart: string,
): Promise<WeekEvent[]> {
  if (!provider) throw AppError.conflict(NOT_CONNECTED);
  const { events } = await loadWeekEvents(db, provider, principal, weekStart);
  return events.map(({ meeting: _meeting, ...event }) => event);
}

/**
 * Turns one event into hours: its duration is added to the engagement row's cell of its day, its title joins the
 * cell's note, and the event is marked used (once: a second click answers 409). The event is read again from
 * the provider, so the hours and title are the provider's, not the caller's.
 */
export async function logWeekEvent(
  db: Db,
  actor: Actor,
  provider: CalendarProvider | null,
  principal: Principal,
  input: { eventId: string; weekStart: string; engagementId: string },
): Promise<WeekEvent> {
  if (!provider) throw AppError.conflict(NOT_CONNECTED);
  const { events } = await loadWeekEvents(db, provider, principal, input.weekStart);
  const event = events.find((candidate) => candidate.id === input.eventId);
  if (!event) throw AppError.notFound('Calendar event');
  if (event.used) throw AppError.conflict('This event is already logged.');
  const week = await getMyWeek(db, principal, input.weekStart);
  const line = week.lines.find((candidate) => candidate.engagement_id === input.engagementId);
  if (!line) {
    const message = 'Choose one of your engagement rows of this week.';
    throw AppError.validation(message, { engagement_id: message });
  }
  const cell = line.entries.find((entry) => entry.date === event.date);
  const hours = (cell?.hours ?? 0) + event.hours;
  if (hours > 24) throw AppError.validation('A day has at most 24 hours.');
  const note = [cell?.note, event.title].filter(Boolean).join('; ').slice(0, 2000);
  const [claimed] = await db
    .insert(calendarEventUses)
    .values({
      userId: principal.userId,
      eventId: event.id,
      seriesId: event.meeting.series_id,
      engagementId: input.engagementId,
      entryDate: event.date,
      hours: event.hours,
    })
    .onConflictDoNothing()
    .returning({ eventId: calendarEventUses.eventId });
  if (!claimed) throw AppError.conflict('This event is already logged.');
  try {
    await saveCells(db, actor, principal, input.weekStart, {
      cells: [{ engagement_id: line.engagement_id, category: line.category, date: event.date, hours, note }],
    });
  } catch (error) {
    await db
      .delete(calendarEventUses)
      .where(and(eq(calendarEventUses.userId, principal.userId), eq(calendarEventUses.eventId, event.id)));
    throw error;
  }
  const { meeting: _meeting, ...logged } = event;
  return { ...logged, used: { engagement_id: input.engagementId, hours: event.hours } };
}
