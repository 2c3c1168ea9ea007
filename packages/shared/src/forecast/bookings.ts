import { positionsOf, type DateRange, type ForecastCalendar, type IsoDate } from './calendar.js';

/** What the forecasts know of a person. */
export interface ForecastPerson {
  id: string;
  /** Their IANA zone ("today" is theirs); null → the firm's. */
  time_zone: string | null;
  /** Bill rate per hour; null when none is recorded. */
  hourly_rate: number | null;
  /** Working days they are away: approved time off and public holidays at their office. */
  days_off: ReadonlySet<IsoDate>;
}

/** Hours per week over a date range: an assignment, or an open proposal over its request's dates. */
export interface Booking {
  consultant_id: string;
  start: IsoDate;
  end: IsoDate;
  hours_per_week: number;
}

/** A working week of five days: a booking's weekly hours fall evenly on each. */
export const WORKING_DAYS_PER_WEEK = 5;

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/**
 * Adds a booking's hours to `daily` (one slot per calendar date): its weekly hours spread over the working days
 * inside both the booking and `within`, from `from` on, less the person's days off. Returns the hours added.
 */
export function spreadBooking(
  calendar: ForecastCalendar,
  daily: Float64Array,
  booking: Booking,
  person: Pick<ForecastPerson, 'days_off'> | undefined,
  within: DateRange & { from: IsoDate },
): number {
  const range = {
    start: later(later(booking.start, within.start), within.from),
    end: earlier(booking.end, within.end),
  };
  const [from, to] = positionsOf(calendar, range);
  const perDay = booking.hours_per_week / WORKING_DAYS_PER_WEEK;
  let added = 0;
  for (let position = from; position < to; position++) {
    if (!calendar.working[position] || person?.days_off.has(calendar.dates[position] as IsoDate)) continue;
    daily[position] = (daily[position] ?? 0) + perDay;
    added += perDay;
  }
  return added;
}

/** Per week (7 dates each) sums of a daily series. */
export function weeklySums(daily: Float64Array, weeks: number): number[] {
  const sums = new Array<number>(weeks).fill(0);
  daily.forEach((value, position) => {
    const week = Math.floor(position / 7);
    sums[week] = (sums[week] ?? 0) + value;
  });
  return sums;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;
export const round2 = (value: number): number => Math.round(value * 100) / 100;
