import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, TimeOffRequest } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

const myTimeOffKey = ['calendar', 'my-time-off'] as const;

/** GET /api/calendar/time-off: the signed-in user's own time off. */
export function useMyTimeOff() {
  return useQuery({
    queryKey: myTimeOffKey,
    queryFn: ({ signal }) => apiFetch<CalendarEvent[]>('/api/calendar/time-off', { signal }),
  });
}

/** POST /api/calendar/time-off: ask for days off (inclusive); an admin approves them on the admin calendar. */
export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeOffRequest) =>
      apiFetch<CalendarEvent>('/api/calendar/time-off', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}

/** DELETE /api/calendar/events/{id}: withdraw a request that is still pending. */
export function useWithdrawTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'version'>) =>
      apiFetch<undefined>(`/api/calendar/events/${encodeURIComponent(event.id)}`, {
        method: 'DELETE',
        headers: { 'If-Match': `"${event.version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}
