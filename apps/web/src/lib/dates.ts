import { TZDate } from '@date-fns/tz';
import { addDays, weekStart } from '@praxis/shared/dates';
import { format } from 'date-fns';

/**
 * Dates on the web, one rule (docs/architecture.md "Dates and time zones", decision 010):
 *
 * - A **calendar date** (a due date, a start date, a day of a timesheet) is an ISO `yyyy-MM-dd` string, as the API
 *   sends it. It is a day, not an instant: it is never turned into midnight UTC or local midnight and shifted by the
 *   browser's zone. Arithmetic on it (weeks, working days) is done in UTC, where no day is 23 or 25 hours long.
 * - An **instant** (`created_at`, a comment's time: an ISO string with a time and offset) is shown in the browser's
 *   local time.
 * - Formats are docs/product.md §13's: `13 Sep 2026`, ranges `3–14 Nov 2026`, recent activity `5m ago`; weeks are ISO weeks,
 *   starting on Monday; working days are Monday to Friday.
 */
export type IsoDate = string;

type DateInput = IsoDate | Date | number;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const iso = (date: Date): IsoDate => format(date, 'yyyy-MM-dd');

/** A real `yyyy-MM-dd` day (not 2026-02-30). */
export const isIsoDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && ISO_DATE.test(value) && iso(calendarDay(value)) === value;

/** A calendar date as a UTC date-fns date (for arithmetic only; it never leaves this module). */
function calendarDay(value: IsoDate): TZDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 'UTC');
}

/** A value to show: calendar dates as their day (in UTC, so unshifted), instants in local time. */
function toDisplayDate(value: DateInput): Date {
  if (typeof value === 'string' && ISO_DATE.test(value)) return calendarDay(value);
  return new Date(value);
}

/** The local calendar day of an instant (today's date: `toIsoDate(new Date())`). */
export function toIsoDate(instant: Date | number = Date.now()): IsoDate {
  return format(instant, 'yyyy-MM-dd');
}

/** Today in the browser's calendar. */
export const today = (now: Date | number = Date.now()): IsoDate => toIsoDate(now);

/** Today for a person in their own time zone (`consultants.time_zone`), wherever the browser is. */
export { todayIn } from '@praxis/shared/dates';

/** `13 Sep 2026`; "" when there is no date. */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return format(toDisplayDate(value), 'd MMM yyyy');
}

/** `13 Sep 2026, 14:05` (local time). */
export function formatDateTime(value: DateInput): string {
  return format(toDisplayDate(value), 'd MMM yyyy, HH:mm');
}

/** `3–14 Nov 2026`, `28 Oct – 3 Nov 2026`, `28 Dec 2026 – 3 Jan 2027`; one day is just that day. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = toDisplayDate(start);
  const to = toDisplayDate(end);
  const sameYear = from.getFullYear() === to.getFullYear();
  const sameMonth = sameYear && from.getMonth() === to.getMonth();
  if (sameMonth && from.getDate() === to.getDate()) return formatDate(start);
  if (sameMonth) return `${format(from, 'd')}–${format(to, 'd MMM yyyy')}`;
  if (sameYear) return `${format(from, 'd MMM')} – ${format(to, 'd MMM yyyy')}`;
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** A period that may be open at either end: a range, `From 3 Nov 2026`, `Until 14 Nov 2026`, or "". */
export function formatPeriod(start: DateInput | null | undefined, end: DateInput | null | undefined): string {
  if (start && end) return formatDateRange(start, end);
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Recent activity (a comment, a change): relative for a week (`3h ago`, `2d ago`), then the date. */
export function formatActivityTime(value: DateInput, now: Date | number = Date.now()): string {
  const elapsed = new Date(now).getTime() - toDisplayDate(value).getTime();
  return elapsed < 7 * DAY ? formatRelativeTime(value, now) : formatDate(value);
}

/** `just now`, `5m ago`, `3h ago`, `2d ago` (the original's History popup). A future time is `just now`. */
export function formatRelativeTime(value: DateInput, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, new Date(now).getTime() - toDisplayDate(value).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

// Calendar arithmetic is the shared date core's (one rule for the API and the web); these are its names here.
export { addDays };

export const addWeeks = (date: IsoDate, weeks: number): IsoDate => addDays(date, weeks * 7);

/** The Monday of the ISO week holding `date`. */
export const startOfWeek = (date: IsoDate): IsoDate => weekStart(date);
