/**
 * Week arithmetic on calendar dates (`YYYY-MM-DD`). Dates are calendar days, not instants, so a week is always
 * seven days whatever daylight-saving change falls inside it; the user's time zone matters only for "today".
 * ISO weeks start on Monday.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number) => fromUtc(toUtc(iso) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 1 = Monday … 7 = Sunday. */
export const isoDayOfWeek = (iso: string) => ((new Date(toUtc(iso)).getUTCDay() + 6) % 7) + 1;
export const isWeekend = (iso: string) => isoDayOfWeek(iso) >= 6;
export const isMonday = (iso: string) => isIsoDate(iso) && isoDayOfWeek(iso) === 1;

/** The Monday of the week holding `iso`. */
export const weekStartOf = (iso: string) => addDays(iso, 1 - isoDayOfWeek(iso));
export const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
export const previousWeek = (weekStart: string) => addDays(weekStart, -7);
export const nextWeek = (weekStart: string) => addDays(weekStart, 7);

/** ISO-8601 week number and week-year (the year of the week's Thursday): 2026-12-31 is in 2026-W53. */
export function isoWeekOf(iso: string): { year: number; week: number } {
  const thursday = addDays(iso, 4 - isoDayOfWeek(iso));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return { year, week };
}

/** `2026-W48` */
export function isoWeekLabel(iso: string): string {
  const { year, week } = isoWeekOf(iso);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The calendar date at `now` in `timeZone` (an IANA name); an unknown zone falls back to UTC. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isTimeZone(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The Monday of the user's current week, in their time zone. */
export const currentWeekStart = (timeZone: string | null | undefined, now: Date = new Date()) =>
  weekStartOf(todayIn(timeZone, now));

/** Monday–Friday of the week, minus the given holidays. */
export const workingDays = (weekStart: string, holidays: ReadonlySet<string> = new Set()) =>
  weekDates(weekStart).filter((day) => !isWeekend(day) && !holidays.has(day));
