import FullCalendar, {
  type DateSelectInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventSourceFuncInfo,
} from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { addTime } from '@praxis/shared/dates';
import { useQueryClient } from '@tanstack/react-query';
import { addDays as addLocalDays } from 'date-fns';
import type { CalendarEvent } from '@praxis/shared';
import { toast } from '@/lib/toast';
import { fetchRange, updateEvent } from '../api/events';
import { calendarKeys } from '../api/keys';
import { fetchProviderEvents } from '../api/provider';
import { EVENT_ORDER, toCalendarItems } from '../lib/to-calendar-events';

export interface CalendarViewProps {
  providerToken: string | null;
  onSelectRange: (range: { start: Date; end: Date; allDay: boolean }) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  /** Bumped by the page after a change made elsewhere (dialog, approvals) so the calendar reads again. */
  version: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The admin calendar on FullCalendar (MIT: day grid, time grid, interaction; lazy-loaded with this module):
 * month, week and day views; drag to move, drag an edge to resize, select empty time to create.
 */
export default function CalendarView({ providerToken, onSelectRange, onOpenEvent, version }: CalendarViewProps) {
  const queryClient = useQueryClient();
  const isNarrow = typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches;

  const loadEvents = async (info: EventSourceFuncInfo) => {
    const from = day(info.start);
    const to = day(addTime(info.end, { milliseconds: -1 }));
    const [range, provider] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: [...calendarKeys.range(from, to), version],
        queryFn: () => fetchRange(from, to),
        staleTime: 10_000,
      }),
      providerToken ? fetchProviderEvents(providerToken, from, to).catch(() => []) : Promise.resolve([]),
    ]);
    return toCalendarItems(range, provider);
  };

  const onChange = (change: EventChangeInfo) => {
    const original = change.event.extendedProps.event as CalendarEvent | undefined;
    const start = change.event.start;
    if (!original || !start) return change.revert();
    // Without an end, FullCalendar means a day (the next local midnight) or an hour.
    const end = change.event.end ?? (change.event.allDay ? addLocalDays(start, 1) : addTime(start, { hours: 1 }));
    updateEvent(original, {
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      all_day: change.event.allDay,
    }).then(
      () => {
        toast.success(`${original.title} moved`);
        void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      },
      (error: Error) => {
        change.revert();
        toast.error(error.message || 'Could not move the event.');
      },
    );
  };

  return (
    <FullCalendar
      key={`${version}-${providerToken ?? ''}`}
      plugins={[classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView={isNarrow ? 'timeGridDay' : 'dayGridMonth'}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
      firstDay={1}
      // Days of the neighbouring months are drawn faded (too little contrast): leave them out.
      showNonCurrentDates={false}
      fixedWeekCount={false}
      height="auto"
      selectable
      selectMirror
      editable
      eventResizableFromStart
      dayMaxEvents={4}
      eventOrder={EVENT_ORDER}
      events={loadEvents}
      select={(info: DateSelectInfo) => onSelectRange({ start: info.start, end: info.end, allDay: info.allDay })}
      eventClick={(info: EventClickInfo) => {
        const event = info.event.extendedProps.event as CalendarEvent | undefined;
        if (event) onOpenEvent(event);
      }}
      eventDrop={onChange}
      eventResize={onChange}
    />
  );
}
