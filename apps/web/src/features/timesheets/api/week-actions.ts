import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimesheetLineInput, TimesheetWeek } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './keys';

type Action =
  | { kind: 'copy-last-week' | 'fill-from-plan' }
  | { kind: 'submit'; version: number }
  | { kind: 'save-line'; line: TimesheetLineInput }
  | { kind: 'delete-line'; lineId: string };

/** The week's whole-week actions; each answers the updated week. */
export function runWeekAction(weekStart: string, action: Action) {
  const base = `/api/timesheets/weeks/${weekStart}`;
  switch (action.kind) {
    case 'submit':
      return apiFetch<TimesheetWeek>(`${base}/submit`, {
        method: 'POST',
        headers: { 'If-Match': `"${action.version}"` },
      });
    case 'save-line':
      return apiFetch<TimesheetWeek>(`${base}/lines`, { method: 'PUT', json: action.line });
    case 'delete-line':
      return apiFetch<TimesheetWeek>(`${base}/lines/${action.lineId}`, { method: 'DELETE' });
    default:
      return apiFetch<TimesheetWeek>(`${base}/${action.kind}`, { method: 'POST' });
  }
}

export function useWeekAction(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => runWeekAction(weekStart, action),
    onSuccess: (week) => queryClient.setQueryData(timesheetKeys.week(weekStart), week),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.current() }),
  });
}
