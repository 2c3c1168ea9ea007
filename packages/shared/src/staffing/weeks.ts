/** ISO weeks (Monday first) as plain YYYY-MM-DD strings, on the one date core (./dates.ts). */
import { addDays, weekStart } from '../dates.js';

export { addDays, daysBetween } from '../dates.js';

/** The Monday of the week holding `iso`. */
export const mondayOf = weekStart;

/** Mondays of every week that overlaps [start, end]. */
export function weeksBetween(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStart(start); week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}
