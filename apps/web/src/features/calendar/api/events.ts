import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput, CalendarEventUpdate, CalendarRange } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { addDays, today } from '@/lib/dates';
import { calendarKeys } from './keys';

/** GET /api/calendar/events?from&to (inclusive dates). */
export function fetchRange(from: string, to: string, signal?: AbortSignal) {
  return apiFetch<CalendarRange>(`/api/calendar/events?from=${from}&to=${to}`, { signal });
}

/** Time-off requests waiting for a decision, from today to a year ahead. */
export function usePendingTimeOff() {
  return useQuery({
    queryKey: calendarKeys.pending(),
    queryFn: async ({ signal }) => {
      const range = await fetchRange(addDays(today(), -30), addDays(today(), 365), signal);
      return range.events.filter((event) => event.kind === 'time_off' && event.status === 'requested');
    },
  });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarEventInput) =>
      apiFetch<CalendarEvent>('/api/calendar/events', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** PATCH /api/calendar/events/{id} with If-Match: edit, move or resize. */
export function updateEvent(event: Pick<CalendarEvent, 'id' | 'version'>, input: CalendarEventUpdate) {
  return apiFetch<CalendarEvent>(`/api/calendar/events/${encodeURIComponent(event.id)}`, {
    method: 'PATCH',
    json: input,
    headers: { 'If-Match': `"${event.version}"` },
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, input }: { event: Pick<CalendarEvent, 'id' | 'version'>; input: CalendarEventUpdate }) =>
      updateEvent(event, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'version'>) =>
      apiFetch<undefined>(`/api/calendar/events/${encodeURIComponent(event.id)}`, {
        method: 'DELETE',
        headers: { 'If-Match': `"${event.version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDecideTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      event,
      status,
    }: {
      event: Pick<CalendarEvent, 'id' | 'version'>;
      status: 'approved' | 'rejected';
    }) =>
      apiFetch<CalendarEvent>(`/api/calendar/time-off/${encodeURIComponent(event.id)}/decision`, {
        method: 'POST',
        json: { status },
        headers: { 'If-Match': `"${event.version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
