import type { TimesheetCell, TimesheetSaveResult } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/timesheets/weeks/{week}/cells: autosave of one or more cells; a locked week answers 409. */
export const saveCells = (weekStart: string, cells: TimesheetCell[]) =>
  apiFetch<TimesheetSaveResult>(`/api/timesheets/weeks/${weekStart}/cells`, { method: 'PUT', json: { cells } });
