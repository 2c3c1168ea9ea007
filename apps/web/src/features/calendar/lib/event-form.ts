import { addDays, addTime } from '@praxis/shared/dates';
import { subDays } from 'date-fns';
import type { CalendarEvent } from '@praxis/shared';

export interface EventFormValues {
  kind: 'firm_event' | 'holiday';
  title: string;
  all_day: boolean;
  /** `datetime-local` text in the browser's zone (all-day: only the date part counts). */
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** All-day ranges from FullCalendar are local midnights; the API keeps all-day events on UTC days. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function valuesFor(
  range: { start: Date; end: Date; allDay: boolean } | null,
  event: CalendarEvent | null,
): EventFormValues {
  if (event) {
    const start = new Date(event.starts_at);
    const end = new Date(event.ends_at);
    // All-day events are stored on UTC days: show those days, not the local clock time of UTC midnight.
    // The form shows an all-day event's last day; the API's end is the midnight after it.
    const shown = (d: Date) => (event.all_day ? `${d.toISOString().slice(0, 10)}T00:00` : toLocalInput(d));
    return {
      kind: event.kind === 'holiday' ? 'holiday' : 'firm_event',
      title: event.title,
      all_day: event.all_day,
      starts_at: shown(start),
      ends_at: event.all_day ? `${addDays(end.toISOString().slice(0, 10), -1)}T00:00` : shown(end),
      location: event.location ?? '',
      description: event.description ?? '',
    };
  }
  const start = range?.start ?? new Date();
  const selectedEnd = range?.end ?? addTime(start, { hours: 1 });
  // A selection of whole days ends at the (local) midnight after the last one: show the last day, a local
  // calendar day earlier (a day with a clock change is not 24 hours).
  const lastDay = range?.allDay ? subDays(selectedEnd, 1) : selectedEnd;
  const end = lastDay < start ? start : lastDay;
  return {
    kind: 'firm_event',
    title: '',
    all_day: range?.allDay ?? false,
    starts_at: toLocalInput(start),
    ends_at: toLocalInput(end),
    location: '',
    description: '',
  };
}

const instant = (text: string, allDay: boolean, isEnd = false) => {
  if (!text) return text;
  if (allDay) {
    const day = localDay(new Date(text));
    // The form's last day is inclusive; the API's end is the midnight after it.
    return `${isEnd ? addDays(day, 1) : day}T00:00:00.000Z`;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

export function toEventInput(values: EventFormValues) {
  return {
    kind: values.kind,
    title: values.title,
    all_day: values.all_day,
    starts_at: instant(values.starts_at, values.all_day),
    ends_at: instant(values.ends_at, values.all_day, true),
    location: values.kind === 'holiday' ? values.location.trim() || null : null,
    description: values.description.trim() || null,
  };
}
