import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import type { calendarFeeds } from '../../db/schema/calendar.js';

export type FeedRecord = typeof calendarFeeds.$inferSelect;

/** What a feed shows, read in one statement: its assignments, engagement milestones and calendar events. */
export interface FeedRows {
  /** The engagement's name (an engagement feed with at least one dated assignment), else null. */
  engagement_name: string | null;
  work: {
    id: string;
    engagement_id: string;
    engagement_name: string;
    consultant_name: string;
    start_date: string;
    end_date: string;
  }[];
  milestones: { id: string; title: string; date: string }[];
  events: {
    id: string;
    kind: string;
    status: string | null;
    title: string;
    description: string | null;
    location: string | null;
    /** Milliseconds since the epoch. */
    starts_ms: number;
    ends_ms: number;
    all_day: boolean;
  }[];
}

/** The window a feed covers: events overlapping [from, to), milestones on days fromDay..toDay. */
export interface FeedWindow {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

/**
 * Every row of a feed in one round trip, as JSON text built by PostgreSQL (the text also names the feed's
 * content for its ETag). A user's feed: their dated assignments, the milestones of those engagements, their own
 * time off, firm events and the holidays of their office (all offices' when they have none). An engagement's
 * feed: its team's assignments, its milestones and, when it has a dated team, the team's approved time off.
 * Ties are broken by id so that the same rows always make the same text.
 */
export async function feedRowsJson(db: DbOrTx, feed: FeedRecord, window: FeedWindow): Promise<string> {
  const isUser = feed.scope === 'user';
  const engagementId = isUser ? null : feed.engagementId;
  const [row] = await rowsOf<{ rows: string }>(
    db,
    sql`with me as (
          select c.id, c.location from consultants c where ${isUser} and c.user_id = ${feed.userId}::uuid limit 1
        ),
        work as (
          select a.id, e.id as engagement_id, e.name as engagement_name,
                 c.first_name || ' ' || c.last_name as consultant_name,
                 coalesce(a.start_date, e.start_date)::text as start_date,
                 coalesce(a.end_date, e.end_date)::text as end_date
            from engagement_consultants a
            join engagements e on e.id = a.engagement_id
            join consultants c on c.id = a.consultant_id
           where coalesce(a.start_date, e.start_date) is not null and coalesce(a.end_date, e.end_date) is not null
             and e.status <> 'cancelled'
             and (a.consultant_id = (select id from me) or a.engagement_id = ${engagementId}::uuid)
           order by 5, a.id
           limit 1000
        ),
        followed as (
          select distinct engagement_id as id from work where ${isUser}
          union select ${engagementId}::uuid where ${engagementId}::uuid is not null
        ),
        milestones as (
          select e.id || ':start' as id, 'Kickoff: ' || e.name as title, e.start_date::text as date
            from engagements e
           where e.id in (select id from followed) and e.status <> 'cancelled'
             and e.start_date between ${window.fromDay}::date and ${window.toDay}::date
          union all
          select e.id || ':end', 'Ends: ' || e.name, e.end_date::text
            from engagements e
           where e.id in (select id from followed) and e.status <> 'cancelled'
             and e.end_date between ${window.fromDay}::date and ${window.toDay}::date
           order by date, title
           limit 2000
        ),
        events as (
          select ev.id, ev.kind, ev.status, ev.title, ev.description, ev.location, ev.all_day,
                 floor(extract(epoch from ev.starts_at) * 1000)::bigint as starts_ms,
                 floor(extract(epoch from ev.ends_at) * 1000)::bigint as ends_ms
            from calendar_events ev
           where ev.starts_at < ${window.to.toISOString()}::timestamptz
             and ev.ends_at > ${window.from.toISOString()}::timestamptz
             and case when ${isUser} then
                   (ev.kind = 'time_off' and ev.consultant_id = (select id from me))
                   or ev.kind = 'firm_event'
                   or (ev.kind = 'holiday' and (ev.location is null or (select location from me) is null
                                               or ev.location = (select location from me)))
                 else
                   ev.kind = 'time_off' and ev.status = 'approved' and exists (select 1 from work)
                   and ev.consultant_id in (select consultant_id from engagement_consultants
                                             where engagement_id = ${engagementId}::uuid)
                 end
           order by ev.starts_at, ev.title, ev.id
           limit 5000
        )
        select json_build_object(
          'engagement_name', case when ${isUser} then null else (select engagement_name from work order by start_date, id limit 1) end,
          'work', coalesce((select json_agg(w order by w.start_date, w.id) from work w), '[]'),
          'milestones', coalesce((select json_agg(m order by m.date, m.title, m.id) from milestones m), '[]'),
          'events', coalesce((select json_agg(ev order by ev.starts_ms, ev.title, ev.id) from events ev), '[]')
        )::text as rows`,
  );
  return row?.rows ?? '{"engagement_name":null,"work":[],"milestones":[],"events":[]}';
}
