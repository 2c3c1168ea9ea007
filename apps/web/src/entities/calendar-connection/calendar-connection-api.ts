import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { calendarConnectionRouter } from '@praxis/api/calendar/connection.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const connectionApi = moduleClient<typeof calendarConnectionRouter>().calendar.connection;

export const calendarConnectionKey = ['calendar', 'connection'] as const;

/** GET /api/calendar/connection: whether the signed-in user can connect, is connected, and the last failure. */
export function useCalendarConnection() {
  return useQuery({
    queryKey: calendarConnectionKey,
    queryFn: ({ signal }) => ok(connectionApi.$get(undefined, { init: { signal } })),
  });
}

/** POST connects (a first refresh at once), DELETE disconnects; either answers the new state. */
export function useSetCalendarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connected: boolean) => ok(connected ? connectionApi.$post() : connectionApi.$delete()),
    onSuccess: (state) => queryClient.setQueryData(calendarConnectionKey, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  });
}
