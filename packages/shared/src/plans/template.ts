import { addWorkingDays, endAfter, nextWorkingDay, type Holidays } from './working-days.js';

/** A template task: where it starts (working days after the plan's start) and how long it lasts. */
export interface TemplateTaskTiming {
  offsetDays: number;
  durationDays: number;
  isMilestone: boolean;
}

/**
 * Dates for a template task in a plan starting on `planStart` (rolled to a working day), skipping weekends and the
 * firm's holidays.
 */
export function datesFromTemplate(planStart: string, timing: TemplateTaskTiming, holidays?: Holidays) {
  const first = nextWorkingDay(planStart, holidays);
  const start = addWorkingDays(first, Math.max(0, timing.offsetDays), holidays);
  const end = timing.isMilestone ? start : endAfter(start, Math.max(1, timing.durationDays), holidays);
  return { start, end };
}
