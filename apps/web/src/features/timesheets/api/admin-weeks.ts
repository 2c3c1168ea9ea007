import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TimesheetAdminQuery, TimesheetBulkDecision } from '@praxis/shared';
import { ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { pagedQueryOptions } from '@/lib/paged-query';
import { timesheetsAdminApi } from './client';
import { timesheetKeys } from './keys';

export const ADMIN_PAGE_SIZE = 50;
export type AdminWeeksParams = Partial<TimesheetAdminQuery> & { from: string; to: string; page: number };

/** GET /api/timesheets/admin/weeks: person-weeks of a period, missing ones included, scoped to the approver. */
export const listAdminWeeks = (query: AdminWeeksParams, signal?: AbortSignal) =>
  okJson(
    timesheetsAdminApi.timesheets.admin.weeks.$get(
      { query: { ...query, pageSize: ADMIN_PAGE_SIZE } },
      { init: { signal } },
    ),
  );

export const useAdminWeeks = (query: AdminWeeksParams) =>
  useQuery(pagedQueryOptions(timesheetKeys.adminList(query), (signal) => listAdminWeeks(query, signal)));

/** GET /api/timesheets/admin/totals */
export const useAdminTotals = (query: Omit<AdminWeeksParams, 'page'>) =>
  useQuery({
    queryKey: timesheetKeys.adminTotals(query),
    queryFn: ({ signal }) => ok(timesheetsAdminApi.timesheets.admin.totals.$get({ query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

/** POST /api/timesheets/admin/decisions: approve or reject weeks, each entirely or not at all. */
export function useDecideWeeks() {
  return useRefreshingMutation(
    (input: TimesheetBulkDecision) => ok(timesheetsAdminApi.timesheets.admin.decisions.$post({ json: input })),
    () => [timesheetKeys.all],
    { when: 'settled' },
  );
}

/** POST /api/timesheets/admin/remind */
export function useRemind() {
  return useMutation({
    mutationFn: (input: { week_start: string; consultant_ids: string[] }) =>
      ok(timesheetsAdminApi.timesheets.admin.remind.$post({ json: input })),
  });
}
