import { addDays, utcMidnight } from '@praxis/shared/dates';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { calendarEvents } from '../../db/schema/calendar.js';
import { consultants } from '../../db/schema/consultants.js';
import * as queries from './calendar.queries.js';
import type { FeedRecord, FeedRows, FeedWindow } from './feed-rows.queries.js';

/**
 * Tests only: the feed renderer as it was before feeds were read in one statement (four to five queries through
 * the calendar queries), kept to prove the one statement renders the same feed. Its one change is the window,
 * given instead of taken from the clock, so both renderers cover the same instants.
 */

type Assignment = FeedRows['work'][number];

async function assignments(db: Db, where: { consultantId?: string; engagementId?: string }) {
  return rowsOf<Assignment>(
    db,
    sql`select a.id, e.id as engagement_id, e.name as engagement_name,
               c.first_name || ' ' || c.last_name as consultant_name,
               coalesce(a.start_date, e.start_date)::text as start_date, coalesce(a.end_date, e.end_date)::text as end_date
          from engagement_consultants a
          join engagements e on e.id = a.engagement_id
          join consultants c on c.id = a.consultant_id
         where coalesce(a.start_date, e.start_date) is not null and coalesce(a.end_date, e.end_date) is not null
           and e.status <> 'cancelled'
           ${where.consultantId ? sql`and a.consultant_id = ${where.consultantId}::uuid` : sql``}
           ${where.engagementId ? sql`and a.engagement_id = ${where.engagementId}::uuid` : sql``}
         order by 5 limit 1000`,
  );
}

export async function renderFeedLegacy(db: Db, feed: FeedRecord, appUrl: string, window: FeedWindow) {
  const { from, to, fromDay, toDay } = window;
  const calendar = ical({ prodId: { company: 'Praxis', product: 'Praxis calendar', language: 'EN' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  const link = (path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

  let work: Assignment[];
  let events: queries.EventRow[];
  if (feed.scope === 'user') {
    const [me] = await db
      .select({ id: consultants.id, location: consultants.location })
      .from(consultants)
      .where(eq(consultants.userId, feed.userId));
    calendar.name('Praxis — my calendar');
    work = me ? await assignments(db, { consultantId: me.id }) : [];
    const mine = me ? and(eq(calendarEvents.kind, 'time_off'), eq(calendarEvents.consultantId, me.id)) : sql`false`;
    events = await queries.eventsBetween(
      db,
      from,
      to,
      sql`(${mine} or ${queries.firmAndHolidaysFor(me?.location ?? null)})`,
    );
  } else {
    work = await assignments(db, { engagementId: feed.engagementId ?? '' });
    calendar.name(`Praxis — ${work[0]?.engagement_name ?? 'engagement'}`);
    events = work.length
      ? await queries.eventsBetween(
          db,
          from,
          to,
          sql`${calendarEvents.kind} = 'time_off' and ${calendarEvents.status} = 'approved' and ${calendarEvents.consultantId} in
              (select consultant_id from engagement_consultants where engagement_id = ${feed.engagementId}::uuid)`,
        )
      : [];
  }
  const engagementIds =
    feed.scope === 'user' ? [...new Set(work.map((a) => a.engagement_id))] : [feed.engagementId ?? ''];
  const milestones = await queries.milestonesBetween(db, fromDay, toDay, engagementIds);

  for (const a of work) {
    calendar.createEvent({
      id: `assignment-${a.id}@praxis`,
      start: utcMidnight(a.start_date),
      end: utcMidnight(addDays(a.end_date, 1)),
      allDay: true,
      summary:
        feed.scope === 'user' ? `Assignment: ${a.engagement_name}` : `${a.consultant_name} on ${a.engagement_name}`,
      url: link(`/engagements`),
    });
  }
  for (const m of milestones) {
    calendar.createEvent({
      id: `milestone-${m.id}@praxis`,
      start: utcMidnight(m.date),
      allDay: true,
      summary: m.title,
    });
  }
  for (const e of events) {
    const pending = e.kind === 'time_off' && e.status !== 'approved' ? ` (${e.status})` : '';
    calendar.createEvent({
      id: `event-${e.id}@praxis`,
      start: e.startsAt,
      end: e.endsAt,
      allDay: e.allDay,
      summary: `${e.title}${pending}`,
      description: (e.kind === 'time_off' && feed.scope !== 'user' ? null : e.description) ?? undefined,
      location: e.location ?? undefined,
    });
  }
  return calendar.toString();
}
