/**
 * The timesheet's week vocabulary on the one date core (./dates.ts): dates are calendar days, not instants, so a
 * week is always seven days whatever daylight-saving change falls inside it; the user's zone matters only for
 * "today". ISO weeks start on Monday.
 */
import {
  addDays,
  isIsoDate,
  isoWeekday,
  isoWeekOf as isoWeekIn,
  isWorkingDay,
  thisWeekIn,
  weekStart,
  workingDays as workingDaysIn,
} from '../dates.js';

export { addDays, daysBetween, isIsoDate, isTimeZone, todayIn } from '../dates.js';

/** ISO-8601 week number and week-year (the year of the week's Thursday): 2026-12-31 is in 2026-W53. */
export function isoWeekOf(iso: string): { year: number; week: number } {
  const { year, week } = isoWeekIn(iso);
  return { year, week };
}

/** 1 = Monday … 7 = Sunday. */
export const isoDayOfWeek = isoWeekday;
export const isWeekend = (iso: string) => !isWorkingDay(iso);
export const isMonday = (iso: string) => isIsoDate(iso) && isoWeekday(iso) === 1;

/** The Monday of the week holding `iso`. */
export const weekStartOf = weekStart;
export const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
export const previousWeek = (weekStart: string) => addDays(weekStart, -7);
export const nextWeek = (weekStart: string) => addDays(weekStart, 7);

/** `2026-W48` */
export const isoWeekLabel = (iso: string): string => isoWeekIn(iso).label;

/** The Monday of the user's current week, in their time zone (UTC when it is missing or unknown). */
export const currentWeekStart = (timeZone: string | null | undefined, now: Date = new Date()) =>
  thisWeekIn(timeZone, now).start;

/** Monday–Friday of the week, minus the given holidays. */
export const workingDays = (weekStart: string, holidays: ReadonlySet<string> = new Set()) =>
  workingDaysIn(isoWeekIn(weekStart), { holidays });
