import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { feedsApi } from './client';
import { calendarKeys } from './keys';

export function useFeeds() {
  return useQuery({
    queryKey: calendarKeys.feeds(),
    queryFn: ({ signal }) => ok(feedsApi.calendar.feeds.$get(undefined, { init: { signal } })),
  });
}

export function useCreateFeed() {
  return useRefreshingMutation(
    (input: CalendarFeedInput) => ok(feedsApi.calendar.feeds.$post({ json: input })),
    () => [calendarKeys.feeds()],
    { when: 'settled' },
  );
}

export function useRevokeFeed() {
  return useRefreshingMutation(
    (id: string) => ok(feedsApi.calendar.feeds[':id'].$delete({ param: { id } })),
    () => [calendarKeys.feeds()],
    { when: 'settled' },
  );
}
