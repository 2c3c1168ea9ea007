import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { feedsApi } from './client';
import { calendarKeys } from './keys';

export function useFeeds() {
  return useQuery({
    queryKey: calendarKeys.feeds(),
    queryFn: ({ signal }) => ok(feedsApi.calendar.feeds.$get(undefined, { init: { signal } })),
  });
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarFeedInput) => ok(feedsApi.calendar.feeds.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds() }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(feedsApi.calendar.feeds[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds() }),
  });
}
