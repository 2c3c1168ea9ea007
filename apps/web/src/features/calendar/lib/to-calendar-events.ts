import type { CalendarEvent, CalendarRange, ProviderEvent } from '@praxis/shared';

export const KIND_COLORS = {
  firm_event: '#2563eb',
  holiday: '#b45309',
  time_off: '#7c3aed',
  milestone: '#047857',
  provider: '#4b5563',
} as const;

export interface CalendarItem {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  editable: boolean;
  color: string;
  extendedProps: { source: 'firm' | 'milestone' | 'provider'; event?: CalendarEvent; rank: number };
}

/**
 * A crowded day shows public holidays last, after firm events, time off, milestones and the viewer's own calendar
 * (each in time order), before folding the rest under "+N more": a firm with six offices has six Thanksgivings.
 */
const RANK = { firm_event: 0, time_off: 0, milestone: 0, provider: 0, holiday: 1 } as const;

/** FullCalendar's `eventOrder`: holidays last, then its default order (start, longer first, all-day, title). */
export const EVENT_ORDER = ['rank', 'start', '-duration', 'allDay', 'title'];

const titleOf = (event: CalendarEvent) => {
  if (event.kind === 'holiday') return event.location ? `${event.title} (${event.location})` : event.title;
  if (event.kind === 'time_off' && event.status !== 'approved') return `${event.title} (${event.status})`;
  return event.title;
};

/** The API's events, milestones and the provider's events as FullCalendar items; only firm ones can be moved. */
export function toCalendarItems(range: CalendarRange, provider: ProviderEvent[]): CalendarItem[] {
  return [
    ...range.events
      .filter((event) => event.status !== 'rejected')
      .map((event) => ({
        id: event.id,
        title: titleOf(event),
        start: event.starts_at,
        end: event.ends_at,
        allDay: event.all_day,
        editable: true,
        color: KIND_COLORS[event.kind],
        extendedProps: { source: 'firm' as const, event, rank: RANK[event.kind] },
      })),
    ...range.milestones.map((milestone) => ({
      id: `milestone-${milestone.id}`,
      title: milestone.title,
      start: milestone.date,
      allDay: true,
      editable: false,
      color: KIND_COLORS.milestone,
      extendedProps: { source: 'milestone' as const, rank: RANK.milestone },
    })),
    ...provider.map((event) => ({
      id: `provider-${event.id}`,
      title: event.title,
      start: event.starts_at,
      end: event.ends_at,
      allDay: event.all_day,
      editable: false,
      color: KIND_COLORS.provider,
      extendedProps: { source: 'provider' as const, rank: RANK.provider },
    })),
  ];
}
