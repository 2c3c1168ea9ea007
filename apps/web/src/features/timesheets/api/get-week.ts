import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimesheetWeek } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './keys';

/** GET /api/timesheets/weeks/{week}: my week with suggestions from my assignments and its anomalies. */
export const getWeek = (weekStart: string, signal?: AbortSignal) =>
  apiFetch<TimesheetWeek>(`/api/timesheets/weeks/${weekStart}`, { signal });

export const weekQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: timesheetKeys.week(weekStart), queryFn: ({ signal }) => getWeek(weekStart, signal) });

export const useWeek = (weekStart: string) => useQuery(weekQueryOptions(weekStart));
