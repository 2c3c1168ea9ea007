import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

export function useFeeds() {
  return useQuery({
    queryKey: calendarKeys.feeds(),
    queryFn: ({ signal }) => apiFetch<CalendarFeed[]>('/api/calendar/feeds', { signal }),
  });
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarFeedInput) =>
      apiFetch<CalendarFeed>('/api/calendar/feeds', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds() }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`/api/calendar/feeds/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds() }),
  });
}
