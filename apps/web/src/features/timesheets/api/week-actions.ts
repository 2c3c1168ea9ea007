import type { TimesheetLineInput } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { timesheetsApi } from './client';
import { timesheetKeys } from './keys';

type Action =
  | { kind: 'copy-last-week' | 'fill-from-plan' }
  | { kind: 'submit'; version: number }
  | { kind: 'save-line'; line: TimesheetLineInput }
  | { kind: 'delete-line'; lineId: string };

/** The week's whole-week actions; each answers the updated week. */
export function runWeekAction(weekStart: string, action: Action) {
  const week = timesheetsApi.timesheets.weeks[':week'];
  const param = { week: weekStart };
  switch (action.kind) {
    case 'submit':
      return ok(week.submit.$post({ param, header: ifMatch(action.version) }));
    case 'save-line':
      return ok(week.lines.$put({ param, json: action.line }));
    case 'delete-line':
      return ok(week.lines[':lineId'].$delete({ param: { ...param, lineId: action.lineId } }));
    case 'copy-last-week':
      return ok(week['copy-last-week'].$post({ param }));
    case 'fill-from-plan':
      return ok(week['fill-from-plan'].$post({ param }));
  }
}

export function useWeekAction(weekStart: string) {
  return useRefreshingMutation(
    (action: Action) => runWeekAction(weekStart, action),
    () => [timesheetKeys.current()],
    { when: 'settled', storeAnswerAt: () => timesheetKeys.week(weekStart) },
  );
}
