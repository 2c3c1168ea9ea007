import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeekEvent } from '@praxis/shared';
import type { calendarWeekEventsRouter } from '@praxis/api/calendar/week-events.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const weekEventsApi = moduleClient<typeof calendarWeekEventsRouter>().calendar['week-events'];

/** Under the connection's key prefix: connecting or disconnecting (which invalidates ['calendar']) reloads them. */
const weekEventsKey = (week: string) => ['calendar', 'week-events', week] as const;

/**
 * GET /api/calendar/week-events: the week's timed, accepted events of the user's connected calendar, each with a
 * suggested engagement and whether it was logged. `enabled` is false until the connection is known to be healthy
 * (the route answers 409 otherwise).
 */
export function useWeekEvents(week: string, enabled: boolean) {
  return useQuery({
    queryKey: weekEventsKey(week),
    queryFn: ({ signal }) => ok(weekEventsApi.$get({ query: { week } }, { init: { signal } })),
    enabled,
  });
}

/** POST …/{id}/log: the event's hours on one engagement row of the week; the event comes back marked used. */
export function useLogWeekEvent(week: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, engagementId }: { id: string; engagementId: string }) =>
      ok(weekEventsApi[':id'].log.$post({ param: { id }, json: { week, engagement_id: engagementId } })),
    onSuccess: (logged) =>
      queryClient.setQueryData<WeekEvent[]>(weekEventsKey(week), (events) =>
        events?.map((event) => (event.id === logged.id ? logged : event)),
      ),
    // A 409 (logged meanwhile, elsewhere) leaves the list stale: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekEventsKey(week) }),
  });
}
