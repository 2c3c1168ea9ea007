import type { TimesheetCell } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { timesheetsApi } from './client';

/** PUT /api/timesheets/weeks/{week}/cells: autosave of one or more cells; a locked week answers 409. */
export const saveCells = (weekStart: string, cells: TimesheetCell[]) =>
  ok(timesheetsApi.timesheets.weeks[':week'].cells.$put({ param: { week: weekStart }, json: { cells } }));
