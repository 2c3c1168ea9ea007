import { createHash } from 'node:crypto';
import { addDays, todayIn, utcMidnight } from '@praxis/shared/dates';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { DbOrTx } from '../../db/client.js';
import { feedRowsJson, type FeedRecord, type FeedRows, type FeedWindow } from './feed-rows.queries.js';

/**
 * A feed covers whole UTC days, from 90 days back to a year ahead: its content depends only on the data and the
 * day, which is what lets a rendered feed be kept for the rest of the day (feed-cache.ts).
 */
export function feedWindow(now: Date | number = new Date()): FeedWindow & { day: string } {
  const day = todayIn('UTC', now);
  const fromDay = addDays(day, -90);
  const toDay = addDays(day, 365);
  return { day, fromDay, toDay, from: utcMidnight(fromDay), to: utcMidnight(addDays(toDay, 1)) };
}

/** A rendered feed and its validator: the same rows give the same ETag, whenever they were rendered. */
export interface RenderedFeed {
  body: string;
  etag: string;
}

/** The feed's rows (one statement) and its ETag, without rendering: enough to answer a matching If-None-Match. */
export async function loadFeed(db: DbOrTx, feed: FeedRecord, window: FeedWindow) {
  const json = await feedRowsJson(db, feed, window);
  const digest = createHash('sha256').update(`${feed.scope}\n${json}`).digest('base64url').slice(0, 27);
  // Weak: DTSTAMP says when the text was written, so two renderings of the same rows differ in that line only.
  return { json, etag: `W/"${digest}"` };
}

/**
 * A feed as iCalendar text (RFC 5545, written by ical-generator) from its rows (feed-rows.queries.ts). In an
 * engagement's feed an assignment reads "<person> on <engagement>" and time-off notes are left out: they are
 * private to the person's own feed.
 */
export function renderFeed(feed: Pick<FeedRecord, 'scope'>, rows: FeedRows, appUrl: string): string {
  const dateOnly = (iso: string) => utcMidnight(iso);
  const calendar = ical({ prodId: { company: 'Praxis', product: 'Praxis calendar', language: 'EN' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.name(feed.scope === 'user' ? 'Praxis — my calendar' : `Praxis — ${rows.engagement_name ?? 'engagement'}`);
  const link = (path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

  for (const a of rows.work) {
    calendar.createEvent({
      id: `assignment-${a.id}@praxis`,
      start: dateOnly(a.start_date),
      end: dateOnly(addDays(a.end_date, 1)),
      allDay: true,
      summary:
        feed.scope === 'user' ? `Assignment: ${a.engagement_name}` : `${a.consultant_name} on ${a.engagement_name}`,
      url: link(`/engagements`),
    });
  }
  for (const m of rows.milestones) {
    calendar.createEvent({ id: `milestone-${m.id}@praxis`, start: dateOnly(m.date), allDay: true, summary: m.title });
  }
  for (const e of rows.events) {
    const pending = e.kind === 'time_off' && e.status !== 'approved' ? ` (${e.status})` : '';
    calendar.createEvent({
      id: `event-${e.id}@praxis`,
      start: new Date(e.starts_ms),
      end: new Date(e.ends_ms),
      allDay: e.all_day,
      summary: `${e.title}${pending}`,
      description: (e.kind === 'time_off' && feed.scope !== 'user' ? null : e.description) ?? undefined,
      location: e.location ?? undefined,
    });
  }
  return calendar.toString();
}
