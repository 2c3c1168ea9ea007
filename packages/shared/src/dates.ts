import { TZDate } from '@date-fns/tz';
import { addDays as addDaysTo, format, getISOWeeksInYear, isValid, startOfISOWeek } from 'date-fns';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a year, month (1–12) and day, for every four-digit year (Date.UTC reads 0–99 as 19xx). */
function dayNumberOfParts(year: number, month: number, day: number): number {
  if (year >= 100) return Date.UTC(year, month - 1, day) / DAY_MS;
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  return value.getTime() / DAY_MS;
}

/**
 * Days since 1970-01-01: a plain number for hot loops (the scheduler, the Gantt's layout, the forecasts), computed
 * without date-fns because a 2,000-task plan calls it hundreds of thousands of times. Throws like `toDate` on a
 * string that is not `yyyy-MM-dd`; a day past its month's end rolls over (`dayOf` refuses it).
 */
export function toDayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date (yyyy-MM-dd): ${date}`);
  return dayNumberOfParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The day number of a real calendar date; throws like `toDate` on `2026-02-30` or anything not `yyyy-MM-dd`. */
function dayOf(date: IsoDate): number {
  const day = toDayNumber(date);
  if (fromDayNumber(day) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/** 1 = Monday … 7 = Sunday of a day number (1970-01-01 was a Thursday). */
const weekdayOfDay = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

export function fromDayNumber(day: number): IsoDate {
  const iso = new Date(day * DAY_MS).toISOString();
  // Past year 9999 the ISO form is `+010000-01-01`: written like date-fns's `yyyy`, it is no ISO date either.
  return iso.startsWith('+') ? iso.slice(1, iso.indexOf('T')).replace(/^0+(?=\d{5})/, '') : iso.slice(0, 10);
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
  value instanceof TZDate ? format(value, 'yyyy-MM-dd') : fromDayNumber(Math.floor(value.getTime() / DAY_MS));

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isFinite(days)) throw new RangeError(`Not a number of days: ${days}`);
  return fromDayNumber(dayOf(date) + Math.trunc(days));
}

/**
 * Exclusive count: the days from `from` to `to`, as a difference (Monday to Friday is 4; negative when `to` is
 * earlier). Use it for "how long ago", "in how many days", offsets.
 */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayOf(to) - dayOf(from);

/**
 * Inclusive count: the calendar days a range covers, both ends counted (Monday to Friday is 5; 0 when it ends
 * before it starts). Use it for the length of an assignment, a leave, a task.
 */
export const daysInclusive = (range: DateRange): number => Math.max(0, daysBetween(range.start, range.end) + 1);

export function isoWeekOf(date: IsoDate): IsoWeek {
  const day = dayOf(date);
  const monday = day - (weekdayOfDay(day) - 1);
  // The ISO year is the year of the week's Thursday; week 1 holds that year's first Thursday.
  const year = Number(fromDayNumber(monday + 3).slice(0, 4));
  const week = Math.floor((monday + 3 - dayNumberOfParts(year, 1, 1)) / 7) + 1;
  return {
    year,
    week,
    label: `${year}-W${String(week).padStart(2, '0')}`,
    start: fromDayNumber(monday),
    end: fromDayNumber(monday + 6),
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
  const [first, last] = [dayOf(range.start), dayOf(range.end)];
  const dates: IsoDate[] = [];
  for (let day = first; day <= last; day++) dates.push(fromDayNumber(day));
  return dates;
}

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: IsoDate): number => weekdayOfDay(dayOf(date));

/** Monday to Friday (holidays and time off are given to `workingDays`, not decided here). */
export const isWorkingDay = (date: IsoDate): boolean => isoWeekday(date) <= 5;

/** The days a person is away: public holidays (dates) and time off (inclusive ranges). */
export interface DaysOff {
  holidays?: Iterable<IsoDate>;
  timeOff?: readonly DateRange[];
}

/** A predicate for "this date is a holiday or inside a time off". */
function isOffWith(off: DaysOff): (date: IsoDate) => boolean {
  const holidays = new Set(off.holidays ?? []);
  const timeOff = off.timeOff ?? [];
  return (date) => holidays.has(date) || timeOff.some((range) => rangeContains(range, date));
}

/** The working days of a range (Monday to Friday, both ends included) less holidays and time off. */
export function workingDays(range: DateRange, off: DaysOff = {}): IsoDate[] {
  const isOff = isOffWith(off);
  return eachDate(range).filter((date) => isWorkingDay(date) && !isOff(date));
}

export const countWorkingDays = (range: DateRange, off: DaysOff = {}): number => workingDays(range, off).length;

/** Both ranges share at least one date. */
export const rangesOverlap = (a: DateRange, b: DateRange): boolean => a.start <= b.end && b.start <= a.end;

/** The dates both ranges share, or null. */
export function intersectRanges(a: DateRange, b: DateRange): DateRange | null {
  const range = { start: a.start > b.start ? a.start : b.start, end: a.end < b.end ? a.end : b.end };
  return range.start <= range.end ? range : null;
}

export const rangeContains = (range: DateRange, date: IsoDate): boolean => range.start <= date && date <= range.end;

/** True for a zone the runtime knows (`Europe/Berlin`, `UTC`); use it to validate `consultants.time_zone`. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  if (dayFormats.has(zone)) return true;
  try {
    dayFormats.set(zone, dayFormatIn(zone));
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per known zone, made once: building an Intl.DateTimeFormat costs tens of microseconds and "today"
 * is asked for in loops. Only zones the runtime accepts are kept, so the map cannot grow past the zone database.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatIn = (zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** A person's zone when it is one the runtime knows, else UTC (a profile with no or a stale zone still has a day). */
const zoneOr = (timeZone: string | null | undefined): string => (timeZone && isTimeZone(timeZone) ? timeZone : UTC);

/** The calendar date an instant falls on for someone in `timeZone` (UTC when the zone is missing or unknown). */
export function dateIn(instant: Date | number, timeZone: string | null | undefined): IsoDate {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const zone = zoneOr(timeZone);
  if (zone === UTC) return fromDayNumber(Math.floor(time / DAY_MS));
  const parts = (dayFormats.get(zone) ?? dayFormatIn(zone)).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Today for someone in `timeZone`: the one way code asks for "today" (`now` is the clock, passed in by tests). */
export const todayIn = (timeZone: string | null | undefined, now: Date | number = new Date()): IsoDate =>
  dateIn(now, timeZone);

/** The ISO week an instant falls in for someone in `timeZone` (a Sunday-night entry in Sydney is not Monday's). */
export const weekIn = (instant: Date | number, timeZone: string | null | undefined): IsoWeek =>
  isoWeekOf(dateIn(instant, timeZone));

/** This week for someone in `timeZone`. */
export const thisWeekIn = (timeZone: string | null | undefined, now: Date | number = new Date()): IsoWeek =>
  weekIn(now, timeZone);

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

/** The instant a calendar date begins in UTC: all-day events and date-only deadlines are stored this way. */
export const utcMidnight = (date: IsoDate): Date => startOfDayIn(date, UTC);

/**
 * An instant moved by elapsed time: a day here is 24 hours, not a calendar day (use `addDays` for dates, and
 * `startOfDayIn` for a person's midnight). For expiry times, retention windows, "an hour before now".
 */
export function addTime(
  instant: Date | number,
  by: { days?: number; hours?: number; minutes?: number; seconds?: number; milliseconds?: number },
): Date {
  const hours = (by.days ?? 0) * 24 + (by.hours ?? 0);
  const seconds = (hours * 60 + (by.minutes ?? 0)) * 60 + (by.seconds ?? 0);
  return new Date(new Date(instant).getTime() + seconds * 1000 + (by.milliseconds ?? 0));
}

/** Elapsed milliseconds from one instant to another (negative when `to` is earlier). */
export const millisecondsBetween = (from: Date | number | string, to: Date | number | string): number =>
  new Date(to).getTime() - new Date(from).getTime();

/** Elapsed time between two instants in (fractional) 24-hour days: "how long a candidate waited". */
export const elapsedDays = (from: Date | number | string, to: Date | number | string): number =>
  millisecondsBetween(from, to) / DAY_MS;

/** A calendar date as people read it in a message: `3 Mar 2026` (en-GB, never shifted by the host's zone). */
export const formatDay = (date: IsoDate): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Capacity: the one rule (docs/architecture.md, "Dates, today and the clock"). A person is available
 * `WEEKLY_CAPACITY_HOURS` a week, spread evenly over the five working days; holidays and time off take their day's
 * share away. An assignment's hours are a total spread evenly over its calendar weeks. A week is over capacity when
 * its load passes the capacity by more than the rounding of stored hours (two decimals) can explain.
 */
export const WEEKLY_CAPACITY_HOURS = 40;
const WORKING_DAYS_PER_WEEK = 5;
const CAPACITY_TOLERANCE_HOURS = 0.05;

/**
 * Hours a person can work in the week holding `date`: `hoursPerWeek` prorated over the week's working days that
 * are inside `within` (a start or end of employment; the whole week when absent), less holidays and time off.
 */
export function capacityInWeek(
  date: IsoDate,
  options: DaysOff & { hoursPerWeek?: number; within?: DateRange } = {},
): number {
  const week = isoWeekOf(date);
  const range = options.within ? intersectRanges(week, options.within) : week;
  if (!range) return 0;
  const hoursPerWeek = options.hoursPerWeek ?? WEEKLY_CAPACITY_HOURS;
  return (hoursPerWeek / WORKING_DAYS_PER_WEEK) * countWorkingDays(range, options);
}

/** The weekly share of an assignment's total hours: spread evenly over its weeks (at least one week). */
export const weeklyHoursOf = (totalHours: number, range: DateRange): number =>
  totalHours / Math.max(1, daysInclusive(range) / 7);

/** The total an assignment of `hoursPerWeek` over `range` books (the inverse of `weeklyHoursOf`). */
export const totalHoursOf = (hoursPerWeek: number, range: DateRange): number =>
  hoursPerWeek * Math.max(1, daysInclusive(range) / 7);

/** True when a week's load is over the capacity (the default week's unless given). */
export const isOverCapacity = (hours: number, capacity: number = WEEKLY_CAPACITY_HOURS): boolean =>
  hours > capacity + CAPACITY_TOLERANCE_HOURS;
