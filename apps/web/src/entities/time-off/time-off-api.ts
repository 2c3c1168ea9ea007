import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, TimeOffRequest } from '@praxis/shared';
import type { calendarRouter } from '@praxis/api/calendar/calendar.routes';
import { ifMatch, moduleClient, ok } from '@/lib/typed-client';

const calendarApi = moduleClient<typeof calendarRouter>().calendar;

const myTimeOffKey = ['calendar', 'my-time-off'] as const;

/** GET /api/calendar/time-off: the signed-in user's own time off. */
export function useMyTimeOff() {
  return useQuery({
    queryKey: myTimeOffKey,
    queryFn: ({ signal }) => ok(calendarApi['time-off'].$get({}, { init: { signal } })),
  });
}

/** POST /api/calendar/time-off: ask for days off (inclusive); an admin approves them on the admin calendar. */
export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeOffRequest) => ok(calendarApi['time-off'].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}

/** DELETE /api/calendar/events/{id}: withdraw a request that is still pending. */
export function useWithdrawTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'version'>) =>
      ok(calendarApi.events[':id'].$delete({ param: { id: event.id }, header: ifMatch(event.version) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}
