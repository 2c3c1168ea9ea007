import { fromDayNumber, toDayNumber } from '../dates.js';

/**
 * Working-day arithmetic on calendar dates (`yyyy-MM-dd`, never shifted by a time zone). Monday to Friday are
 * working days unless listed as a holiday. Plans count durations in working days, inclusive of both ends: a task
 * from Monday to Friday lasts 5 days; a milestone lasts 0 days.
 */
export type Holidays = ReadonlySet<string>;
const NO_HOLIDAYS: Holidays = new Set();

export { fromDayNumber, toDayNumber } from '../dates.js';

/** 0 = Monday … 6 = Sunday (ISO). */
export const isoWeekday = (date: string): number => (((toDayNumber(date) + 3) % 7) + 7) % 7;

export const addCalendarDays = (date: string, days: number): string => fromDayNumber(toDayNumber(date) + days);

export function isWorkingDay(date: string, holidays: Holidays = NO_HOLIDAYS): boolean {
  return isoWeekday(date) < 5 && !holidays.has(date);
}

/** The date itself when it is a working day, else the next working day. */
export function nextWorkingDay(date: string, holidays: Holidays = NO_HOLIDAYS): string {
  let current = date;
  while (!isWorkingDay(current, holidays)) current = addCalendarDays(current, 1);
  return current;
}

/** The date itself when it is a working day, else the previous working day. */
export function previousWorkingDay(date: string, holidays: Holidays = NO_HOLIDAYS): string {
  let current = date;
  while (!isWorkingDay(current, holidays)) current = addCalendarDays(current, -1);
  return current;
}

/**
 * Moves `days` working days from `date` (negative moves back). With 0 it returns `date` unchanged; a start on a
 * weekend is first rolled to a working day in the direction of travel.
 */
export function addWorkingDays(date: string, days: number, holidays: Holidays = NO_HOLIDAYS): string {
  if (days === 0) return date;
  const step = days > 0 ? 1 : -1;
  let current = date;
  let left = Math.abs(days);
  while (left > 0) {
    current = addCalendarDays(current, step);
    if (isWorkingDay(current, holidays)) left -= 1;
  }
  return current;
}

/** Working days from start to end, both included (0 when end is before start). */
export function workingDaysBetween(start: string, end: string, holidays: Holidays = NO_HOLIDAYS): number {
  const from = toDayNumber(start);
  const to = toDayNumber(end);
  if (to < from) return 0;
  const span = to - from + 1;
  const fullWeeks = Math.floor(span / 7);
  let count = fullWeeks * 5;
  for (let day = from + fullWeeks * 7; day <= to; day += 1) {
    if ((((day + 3) % 7) + 7) % 7 < 5) count += 1;
  }
  for (const holiday of holidays) {
    const day = toDayNumber(holiday);
    if (day >= from && day <= to && (((day + 3) % 7) + 7) % 7 < 5) count -= 1;
  }
  return count;
}

/** The end date of a task that starts on `start` (rolled to a working day) and lasts `duration` working days. */
export function endAfter(start: string, duration: number, holidays: Holidays = NO_HOLIDAYS): string {
  const first = nextWorkingDay(start, holidays);
  return duration <= 1 ? first : addWorkingDays(first, duration - 1, holidays);
}
