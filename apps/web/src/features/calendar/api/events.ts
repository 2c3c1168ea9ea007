import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput, CalendarEventUpdate } from '@praxis/shared';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { addDays, today } from '@/lib/dates';
import { calendarApi } from './client';
import { calendarKeys } from './keys';

/** GET /api/calendar/events?from&to (inclusive dates). */
export function fetchRange(from: string, to: string, signal?: AbortSignal) {
  return ok(calendarApi.calendar.events.$get({ query: { from, to } }, { init: { signal } }));
}

/** The days the pending list covers: from a month back to a year ahead (inclusive). */
export const pendingTimeOffRange = () => ({ from: addDays(today(), -30), to: addDays(today(), 365) });

/** GET /api/calendar/time-off/pending: time-off requests waiting for a decision, in date order. */
export function usePendingTimeOff() {
  return useQuery({
    queryKey: calendarKeys.pending(),
    queryFn: ({ signal }) =>
      okJson(calendarApi.calendar['time-off'].pending.$get({ query: pendingTimeOffRange() }, { init: { signal } })),
  });
}

export function useCreateEvent() {
  return useRefreshingMutation(
    (input: CalendarEventInput) => ok(calendarApi.calendar.events.$post({ json: input })),
    () => [calendarKeys.all],
    { when: 'settled' },
  );
}

/** PATCH /api/calendar/events/{id} with If-Match: edit, move or resize. */
export function updateEvent(event: Pick<CalendarEvent, 'id' | 'version'>, input: CalendarEventUpdate) {
  return ok(
    calendarApi.calendar.events[':id'].$patch({ param: { id: event.id }, json: input, header: ifMatch(event.version) }),
  );
}

export function useUpdateEvent() {
  return useRefreshingMutation(
    ({ event, input }: { event: Pick<CalendarEvent, 'id' | 'version'>; input: CalendarEventUpdate }) =>
      updateEvent(event, input),
    () => [calendarKeys.all],
    { when: 'settled' },
  );
}

export function useDeleteEvent() {
  return useRefreshingMutation(
    (event: Pick<CalendarEvent, 'id' | 'version'>) =>
      ok(calendarApi.calendar.events[':id'].$delete({ param: { id: event.id }, header: ifMatch(event.version) })),
    () => [calendarKeys.all],
    { when: 'settled' },
  );
}

export function useDecideTimeOff() {
  return useRefreshingMutation(
    ({ event, status }: { event: Pick<CalendarEvent, 'id' | 'version'>; status: 'approved' | 'rejected' }) =>
      ok(
        calendarApi.calendar['time-off'][':id'].decision.$post({
          param: { id: event.id },
          json: { status },
          header: ifMatch(event.version),
        }),
      ),
    () => [calendarKeys.all],
    { when: 'settled' },
  );
}
