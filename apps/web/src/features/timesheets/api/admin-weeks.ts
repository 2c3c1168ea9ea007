import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TimesheetAdminQuery,
  TimesheetAdminRow,
  TimesheetBulkDecision,
  TimesheetBulkResult,
  TimesheetTotals,
} from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { timesheetKeys } from './keys';

export const ADMIN_PAGE_SIZE = 50;
export type AdminWeeksParams = Partial<TimesheetAdminQuery> & { from: string; to: string; page: number };

/** GET /api/timesheets/admin/weeks: person-weeks of a period, missing ones included, scoped to the approver. */
export const listAdminWeeks = (query: AdminWeeksParams, signal?: AbortSignal) =>
  apiFetch<Page<TimesheetAdminRow>>(`/api/timesheets/admin/weeks${toSearch({ ...query, pageSize: ADMIN_PAGE_SIZE })}`, {
    signal,
  });

export const useAdminWeeks = (query: AdminWeeksParams) =>
  useQuery(
    queryOptions({
      queryKey: timesheetKeys.adminList(query),
      queryFn: ({ signal }) => listAdminWeeks(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/timesheets/admin/totals */
export const useAdminTotals = (query: Omit<AdminWeeksParams, 'page'>) =>
  useQuery({
    queryKey: timesheetKeys.adminTotals(query),
    queryFn: ({ signal }) => apiFetch<TimesheetTotals>(`/api/timesheets/admin/totals${toSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/timesheets/admin/decisions: approve or reject weeks, each entirely or not at all. */
export function useDecideWeeks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimesheetBulkDecision) =>
      apiFetch<TimesheetBulkResult>('/api/timesheets/admin/decisions', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

/** POST /api/timesheets/admin/remind */
export function useRemind() {
  return useMutation({
    mutationFn: (input: { week_start: string; consultant_ids: string[] }) =>
      apiFetch<{ reminded: number }>('/api/timesheets/admin/remind', { method: 'POST', json: input }),
  });
}
