import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandCenterChart, CommandCenterQuery } from '@praxis/shared';
import { toSearch } from '@/lib/list-query';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { commandCenterApi, jobTitlesApi } from './client';

/** GET /api/command-center: the firm's KPIs for the period and filters in the URL. */
export const useCommandCenter = (query: CommandCenterQuery) =>
  useQuery({
    queryKey: ['command-center', query] as const,
    queryFn: ({ signal }) => ok(commandCenterApi['command-center'].$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

/** The CSV of one chart's data (a plain link: the browser downloads it with the session cookie). */
export const exportHref = (query: CommandCenterQuery, chart: CommandCenterChart) =>
  `/api/command-center/export${toSearch({ ...query, chart })}`;

/** GET /api/job-titles: the job title filter's choices. */
export const useJobTitleOptions = () =>
  useQuery({
    queryKey: ['command-center', 'job-titles'] as const,
    queryFn: ({ signal }) => okJson(jobTitlesApi['job-titles'].$get({ query: {} }, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

const settingsKey = ['command-center', 'settings'] as const;

/** GET /api/command-center/settings (admin): the cost per worked hour behind the margin. */
export const useKpiSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => ok(commandCenterApi['command-center'].settings.$get({}, { init: { signal } })),
  });

export function useSaveKpiSettings() {
  return useRefreshingMutation(
    ({ cost_per_hour, version }: { cost_per_hour: number; version: number }) =>
      ok(commandCenterApi['command-center'].settings.$put({ json: { cost_per_hour }, header: ifMatch(version) })),
    () => [['command-center']],
    { when: 'settled' },
  );
}
