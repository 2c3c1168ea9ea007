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
}
interface GraphEvent {
  id?: string;
  subject?: string;
  isAllDay?: boolean;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
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
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function normalise(provider: CalendarProvider, body: unknown): ProviderEvent[] {
  const events: ProviderEvent[] = [];
  if (provider.eventsFormat === 'graph') {
    for (const event of ((body as { value?: GraphEvent[] })?.value ?? []).slice(0, 500)) {
      const allDay = !!event.isAllDay;
      const start = iso(event.start?.dateTime, allDay);
      const end = iso(event.end?.dateTime, allDay);
      if (event.id && start && end)
        events.push({
          id: event.id,
          title: event.subject ?? '(no title)',
          starts_at: start,
          ends_at: end,
          all_day: allDay,
        });
    }
    return events;
  }
  for (const event of ((body as { items?: GoogleEvent[] })?.items ?? []).slice(0, 500)) {
    const allDay = !!event.start?.date;
    const start = iso(event.start?.dateTime ?? event.start?.date, allDay);
    const end = iso(event.end?.dateTime ?? event.end?.date, allDay);
    if (event.id && start && end)
      events.push({
        id: event.id,
        title: event.summary ?? '(no title)',
        starts_at: start,
        ends_at: end,
        all_day: allDay,
      });
  }
  return events;
}

/** The signed-in user's provider events in a range, read with the access token their browser holds. */
export async function providerEvents(
  provider: CalendarProvider,
  accessToken: string,
  from: string,
  to: string,
): Promise<ProviderEvent[]> {
  if (!provider.eventsUrl) return [];
  const url = new URL(provider.eventsUrl);
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
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
