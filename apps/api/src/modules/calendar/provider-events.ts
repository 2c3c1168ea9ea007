import { addDays } from '@praxis/shared/dates';
import type { ProviderEvent } from '@praxis/shared';
import { AppError } from '../../lib/app-error.js';
import type { CalendarProvider } from './provider-config.js';

interface GoogleTime {
  dateTime?: string;
  date?: string;
}
interface GoogleEvent {
  id?: string;
  summary?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  recurringEventId?: string;
  attendees?: { email?: string; self?: boolean; responseStatus?: string }[];
}
interface GraphEvent {
  id?: string;
  subject?: string;
  isAllDay?: boolean;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  seriesMasterId?: string;
  responseStatus?: { response?: string };
  attendees?: { emailAddress?: { address?: string } }[];
}

const iso = (value: string | undefined, allDay: boolean) => {
  if (!value) return null;
  // Graph answers UTC without a zone when asked for UTC; a bare date is an all-day boundary.
  const text =
    allDay && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? `${value}T00:00:00Z`
      : /[zZ]|[+-]\d\d:?\d\d$/.test(value)
        ? value
        : `${value}Z`;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** One event as either provider describes it: its id, title, and start and end (a date-time, or a date). */
interface RawEvent {
  id: string | undefined;
  title: string | undefined;
  start: string | undefined;
  end: string | undefined;
  allDay: boolean;
  attendees: string[];
  declined: boolean;
  seriesId: string | null;
}

const emails = (list: (string | undefined)[] | undefined) =>
  (list ?? []).filter((email): email is string => typeof email === 'string').slice(0, 200);

const graphEvents = (body: unknown): RawEvent[] =>
  ((body as { value?: GraphEvent[] })?.value ?? []).slice(0, 500).map((event) => ({
    id: event.id,
    title: event.subject,
    start: event.start?.dateTime,
    end: event.end?.dateTime,
    allDay: !!event.isAllDay,
    attendees: emails(event.attendees?.map((a) => a.emailAddress?.address)),
    declined: event.responseStatus?.response === 'declined',
    seriesId: event.seriesMasterId ?? null,
  }));

const googleEvents = (body: unknown): RawEvent[] =>
  ((body as { items?: GoogleEvent[] })?.items ?? []).slice(0, 500).map((event) => ({
    id: event.id,
    title: event.summary,
    start: event.start?.dateTime ?? event.start?.date,
    end: event.end?.dateTime ?? event.end?.date,
    allDay: !!event.start?.date,
    attendees: emails(event.attendees?.map((a) => a.email)),
    declined: !!event.attendees?.some((a) => a.self && a.responseStatus === 'declined'),
    seriesId: event.recurringEventId ?? null,
  }));

/** An event with what matching it to an engagement needs: attendees, the user's answer, its series. */
export interface ProviderMeeting extends ProviderEvent {
  attendees: string[];
  declined: boolean;
  series_id: string | null;
}

/** The events in the API's shape, leaving out any without an id or a readable start and end. */
function normalise(provider: CalendarProvider, body: unknown): ProviderMeeting[] {
  const raw = provider.eventsFormat === 'graph' ? graphEvents(body) : googleEvents(body);
  return raw.flatMap(({ id, title, allDay, ...event }) => {
    const start = iso(event.start, allDay);
    const end = iso(event.end, allDay);
    if (!id || !start || !end) return [];
    const base = { id, title: title ?? '(no title)', starts_at: start, ends_at: end, all_day: allDay };
    return [{ ...base, attendees: event.attendees, declined: event.declined, series_id: event.seriesId }];
  });
}

/** The signed-in user's provider events in a range, read with the access token their browser holds. */
export async function providerEvents(
  provider: CalendarProvider,
  accessToken: string,
  from: string,
  to: string,
): Promise<ProviderEvent[]> {
  const meetings = await providerMeetings(provider, accessToken, from, to);
  return meetings.map(({ id, title, starts_at, ends_at, all_day }) => ({ id, title, starts_at, ends_at, all_day }));
}

/** The provider events in a range (inclusive dates, UTC) with their attendees, the user's answer and series. */
export async function providerMeetings(
  provider: CalendarProvider,
  accessToken: string,
  from: string,
  to: string,
): Promise<ProviderMeeting[]> {
  if (!provider.eventsUrl) return [];
  const url = new URL(provider.eventsUrl);
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  if (provider.eventsFormat === 'graph') {
    url.searchParams.set('startDateTime', start);
    url.searchParams.set('endDateTime', end);
    url.searchParams.set('$top', '500');
  } else {
    url.searchParams.set('timeMin', start);
    url.searchParams.set('timeMax', end);
    url.searchParams.set('singleEvents', 'true');
    url.searchParams.set('maxResults', '500');
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', prefer: 'outlook.timezone="UTC"' },
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new AppError('UPSTREAM', 'The calendar provider did not answer.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new AppError('UPSTREAM', `The calendar provider refused the request (${response.status}).`, {
      providerStatus: response.status,
    });
  }
  return normalise(provider, await response.json().catch(() => null));
}
