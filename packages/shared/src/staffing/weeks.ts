/** ISO weeks (Monday first) as plain YYYY-MM-DD strings, computed in UTC so no local zone leaks in. */
const DAY_MS = 86_400_000;

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the week holding `iso`. */
export function mondayOf(iso: string): string {
  const day = toDay(iso);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return fromDay(day - weekday * DAY_MS);
}

export const addDays = (iso: string, days: number) => fromDay(toDay(iso) + days * DAY_MS);

/** Mondays of every week that overlaps [start, end]. */
export function weeksBetween(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(start); week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toDay(to) - toDay(from)) / DAY_MS);
