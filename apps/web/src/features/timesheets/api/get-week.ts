import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { timesheetsApi } from './client';
import { timesheetKeys } from './keys';

/** GET /api/timesheets/weeks/{week}: my week with suggestions from my assignments and its anomalies. */
export const getWeek = (weekStart: string, signal?: AbortSignal) =>
  ok(timesheetsApi.timesheets.weeks[':week'].$get({ param: { week: weekStart } }, { init: { signal } }));

export const weekQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: timesheetKeys.week(weekStart), queryFn: ({ signal }) => getWeek(weekStart, signal) });

export const useWeek = (weekStart: string) => useQuery(weekQueryOptions(weekStart));
