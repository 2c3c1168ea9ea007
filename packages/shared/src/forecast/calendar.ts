import {
  addDays,
  daysBetween,
  eachDate,
  formatDay,
  isWorkingDay,
  todayIn,
  weekStart,
  type DateRange,
  type IsoDate,
} from '../dates.js';

/**
 * Every use of the shared date core by the forecasts goes through this file, so that a richer working-day rule
 * replaces it in one place. The calendar is built once per forecast: afterwards spreading a booking is only
 * string comparisons and index arithmetic, which keeps a 2,000-person firm forecast cheap.
 */
export interface ForecastCalendar {
  /** Every date of the weeks covered, Monday first, in order. */
  dates: IsoDate[];
  /** Monday to Friday (holidays and time off are the person's, not the calendar's). */
  working: boolean[];
  /** The Mondays, in order: date `p` is in week `Math.floor(p / 7)`. */
  weeks: IsoDate[];
}

/** The whole weeks (Monday to Sunday) that cover the range; empty when it ends before it starts. */
export function forecastCalendar(range: DateRange): ForecastCalendar {
  if (range.end < range.start) return { dates: [], working: [], weeks: [] };
  const dates = eachDate({ start: weekStart(range.start), end: addDays(weekStart(range.end), 6) });
  return {
    dates,
    working: dates.map(isWorkingDay),
    weeks: dates.filter((_, position) => position % 7 === 0),
  };
}

/**
 * The first position whose date is not before `date` (binary search over the sorted dates); with `after`, the first
 * whose date is later than `date`.
 */
export function positionFrom(calendar: ForecastCalendar, date: IsoDate, after = false): number {
  let low = 0;
  let high = calendar.dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = calendar.dates[middle] as IsoDate;
    if (at < date || (after && at === date)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Positions [from, to) of the calendar's dates inside the range. The end is found by comparison, not by adding a
 * day: this runs once per booking of a firm forecast, and date arithmetic was most of its time.
 */
export function positionsOf(calendar: ForecastCalendar, range: DateRange): [number, number] {
  if (range.end < range.start) return [0, 0];
  return [positionFrom(calendar, range.start), positionFrom(calendar, range.end, true)];
}

/** Today where a person lives. */
export const todayWhere = (timeZone: string, now: Date): IsoDate => todayIn(timeZone, now);

/** Whole weeks from the week of `from` to the week of `to` (negative when `to` is earlier). */
export const weeksApart = (from: IsoDate, to: IsoDate): number =>
  Math.round(daysBetween(weekStart(from), weekStart(to)) / 7);

export { addDays, formatDay, weekStart };
export type { DateRange, IsoDate };
