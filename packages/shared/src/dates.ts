import { TZDate } from '@date-fns/tz';
import {
  addDays as addDaysTo,
  differenceInCalendarDays,
  eachDayOfInterval,
  format,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  getISOWeeksInYear,
  isValid,
  startOfISOWeek,
} from 'date-fns';

/**
 * The one date rule (docs/architecture.md, "Dates and time zones"):
 *  - a calendar date (a start date, a timesheet day, a holiday) is an ISO string `yyyy-MM-dd` with no time and no
 *    zone, and all calendar arithmetic here is done in UTC so the host's zone never shifts a day;
 *  - an instant (created_at, a meeting start) is a UTC timestamp;
 *  - "today" and "this week" belong to a person: they are computed in their `consultants.time_zone`.
 * Weeks are ISO weeks: they start on Monday, and week 1 is the week with the year's first Thursday.
 */
export type IsoDate = string;

/** Both ends included. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface IsoWeek {
  /** ISO week-numbering year (2027-01-01 is in week 53 of 2026). */
  year: number;
  week: number;
  /** `2026-W09` */
  label: string;
  /** Monday … Sunday. */
  start: IsoDate;
  end: IsoDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;
const UTC = 'UTC';

/** A calendar date as a date-fns value pinned to UTC midnight; throws on anything but a real `yyyy-MM-dd`. */
export function toDate(date: IsoDate): TZDate {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date (yyyy-MM-dd): ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new TZDate(year, month - 1, day, UTC);
  if (!isValid(value) || value.getDate() !== day || value.getMonth() !== month - 1) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return value;
}

export const isIsoDate = (value: string): boolean => {
  try {
    toDate(value);
    return true;
  } catch {
    return false;
  }
};

/** The calendar date of a date-fns value, read in its own zone (a TZDate) or UTC (a plain Date). */
export const fromDate = (value: Date): IsoDate =>
  format(value instanceof TZDate ? value : new TZDate(value, UTC), 'yyyy-MM-dd');

export const addDays = (date: IsoDate, days: number): IsoDate => fromDate(addDaysTo(toDate(date), days));

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => differenceInCalendarDays(toDate(to), toDate(from));

export function isoWeekOf(date: IsoDate): IsoWeek {
  const value = toDate(date);
  const start = startOfISOWeek(value);
  const year = getISOWeekYear(value);
  const week = getISOWeek(value);
  return {
    year,
    week,
    label: `${year}-W${String(week).padStart(2, '0')}`,
    start: fromDate(start),
    end: fromDate(addDaysTo(start, 6)),
  };
}

/** `2026-W09` → that week; throws on a week the year does not have. */
export function parseIsoWeek(label: string): IsoWeek {
  const match = ISO_WEEK.exec(label);
  if (!match) throw new RangeError(`Not an ISO week (yyyy-Www): ${label}`);
  const [year, week] = [Number(match[1]), Number(match[2])];
  // 4 January is always in week 1.
  const firstMonday = startOfISOWeek(new TZDate(year, 0, 4, UTC));
  if (week < 1 || week > getISOWeeksInYear(firstMonday)) throw new RangeError(`${year} has no week ${week}`);
  return isoWeekOf(fromDate(addDaysTo(firstMonday, (week - 1) * 7)));
}

/** The Monday of the week the date falls in. */
export const weekStart = (date: IsoDate): IsoDate => isoWeekOf(date).start;

/** Monday … Sunday of the date's week. */
export const weekDates = (date: IsoDate): IsoDate[] => eachDate(isoWeekOf(date));

/** Every date of the range, in order (empty when it ends before it starts). */
export function eachDate(range: DateRange): IsoDate[] {
  if (range.end < range.start) return [];
  return eachDayOfInterval({ start: toDate(range.start), end: toDate(range.end) }).map(fromDate);
}

/** Monday to Friday (holidays are a calendar's business, not this rule's). */
export const isWorkingDay = (date: IsoDate): boolean => getISODay(toDate(date)) <= 5;

export const workingDays = (range: DateRange): IsoDate[] => eachDate(range).filter(isWorkingDay);

export const countWorkingDays = (range: DateRange): number => workingDays(range).length;

/** Both ranges share at least one date. */
export const rangesOverlap = (a: DateRange, b: DateRange): boolean => a.start <= b.end && b.start <= a.end;

/** The dates both ranges share, or null. */
export function intersectRanges(a: DateRange, b: DateRange): DateRange | null {
  const range = { start: a.start > b.start ? a.start : b.start, end: a.end < b.end ? a.end : b.end };
  return range.start <= range.end ? range : null;
}

export const rangeContains = (range: DateRange, date: IsoDate): boolean => range.start <= date && date <= range.end;

/** True for a zone the runtime knows (`Europe/Berlin`, `UTC`); use it to validate `consultants.time_zone`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date an instant falls on for someone in `timeZone`. */
export const dateIn = (instant: Date, timeZone: string): IsoDate => format(new TZDate(instant, timeZone), 'yyyy-MM-dd');

/** Today for someone in `timeZone`. */
export const todayIn = (timeZone: string, now: Date = new Date()): IsoDate => dateIn(now, timeZone);

/** The week an instant falls in for someone in `timeZone` (a Sunday-night entry in Sydney is not Monday's). */
export const weekIn = (instant: Date, timeZone: string): IsoWeek => isoWeekOf(dateIn(instant, timeZone));

/** The UTC instant at which `date` begins in `timeZone` (local midnight). */
export function startOfDayIn(date: IsoDate, timeZone: string): Date {
  const value = toDate(date);
  return new Date(new TZDate(value.getFullYear(), value.getMonth(), value.getDate(), timeZone).getTime());
}

/**
 * The instants a person's week covers, half-open `[start, end)`: Monday 00:00 to the next Monday 00:00 in their
 * zone. A week with a daylight-saving change is 167 or 169 hours long, never shifted.
 */
export function weekInstantsIn(date: IsoDate, timeZone: string): { start: Date; end: Date } {
  const week = isoWeekOf(date);
  return { start: startOfDayIn(week.start, timeZone), end: startOfDayIn(addDays(week.start, 7), timeZone) };
}

/** A calendar date as people read it in a message: `3 Mar 2026` (en-GB, never shifted by the host's zone). */
export const formatDay = (date: IsoDate): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
