import { round1, spreadBooking, weeklySums, type Booking } from './bookings.js';
import { addDays, forecastCalendar, formatDay, todayWhere, weekStart, type IsoDate } from './calendar.js';
import { forecastEngagement, type EngagementForecast, type EngagementForecastInput } from './engagement.js';
import { capacityOf, type FirmPerson } from './firm.js';

/** The outcome a what-if compares: the estimate at completion, when the budget runs out, how far over it ends. */
export interface WhatIfOutcome {
  estimate_at_completion_hours: number;
  runs_out_on: IsoDate | null;
  over_by_hours: number | null;
  estimate_at_completion_amount: number | null;
  over_by_amount: number | null;
}

export interface EngagementWhatIf {
  budget_hours: number | null;
  before: WhatIfOutcome;
  after: WhatIfOutcome;
  /** Hours the booking adds to the estimate (from each person's today to the end date, less days off). */
  added_hours: number;
  /** Over budget at completion once booked. */
  over_budget: boolean;
  /** Within the budget now, over it once booked. */
  tips_over: boolean;
}

const outcomeOf = (forecast: EngagementForecast): WhatIfOutcome => ({
  estimate_at_completion_hours: forecast.estimate_at_completion_hours,
  runs_out_on: forecast.runs_out_on,
  over_by_hours: forecast.over_by_hours,
  estimate_at_completion_amount: forecast.money?.estimate_at_completion_amount ?? null,
  over_by_amount: forecast.money?.over_by_amount ?? null,
});

/**
 * How booking someone changes an engagement's forecast: the same forecast with the booking counted as scheduled
 * (staffed as asked), before and after. The booking's own open proposal, if any, stays tentative and apart.
 */
export function whatIfEngagement(input: EngagementForecastInput, booking: Booking): EngagementWhatIf {
  const before = forecastEngagement(input);
  const after = forecastEngagement({ ...input, assignments: [...input.assignments, booking] });
  const overBefore = before.over_by_hours ?? 0;
  const overAfter = after.over_by_hours ?? 0;
  return {
    budget_hours: before.budget_hours,
    before: outcomeOf(before),
    after: outcomeOf(after),
    added_hours: round1(after.scheduled_hours - before.scheduled_hours),
    over_budget: overAfter > 0,
    tips_over: overBefore <= 0 && overAfter > 0,
  };
}

export interface UtilisationWeek {
  week: IsoDate;
  capacity: number;
  /** Booked hours (assignments on every engagement) without and with the booking. */
  before: number;
  after: number;
}

export interface UtilisationWhatIf {
  weeks: UtilisationWeek[];
  /** Booked hours over capacity across those weeks, in percent (null without capacity). */
  before_percent: number | null;
  after_percent: number | null;
  /** Weeks above capacity once booked. */
  over_capacity_weeks: IsoDate[];
}

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * Why a booking puts an engagement over budget, in one sentence (null when it ends within it or has no budget):
 * how many hours the booking adds, when the budget runs out and how far over it ends.
 */
export function whatIfReason(result: EngagementWhatIf, booked = 'Staffed as asked'): string | null {
  if (!result.over_budget || result.budget_hours === null) return null;
  const added = `${booked} (+${number.format(result.added_hours)} h)`;
  const over = `${number.format(result.after.over_by_hours ?? 0)} h over`;
  if (!result.tips_over) {
    return `Already ${number.format(result.before.over_by_hours ?? 0)} h over budget; ${added.charAt(0).toLowerCase()}${added.slice(1)}, it ends ${over}.`;
  }
  const runsOut = result.after.runs_out_on;
  const when = runsOut ? ` runs out in the week of ${formatDay(weekStart(runsOut))} and` : '';
  return `${added}, the ${number.format(result.budget_hours)}-hour budget${when} ends ${over}.`;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * A person's utilisation over a booking's weeks (from their today on), before and after it: their assignments
 * spread as the engagement forecast spreads them, against their capacity less time off and holidays.
 */
export function whatIfUtilisation(input: {
  now: Date;
  person: FirmPerson;
  /** The person's assignments on every engagement. */
  assignments: readonly Booking[];
  booking: Booking;
}): UtilisationWhatIf {
  const { person, booking } = input;
  const from = todayWhere(person.time_zone ?? 'UTC', input.now);
  const start = booking.start > from ? booking.start : from;
  if (booking.end < start) return { weeks: [], before_percent: null, after_percent: null, over_capacity_weeks: [] };
  const calendar = forecastCalendar({ start, end: booking.end });
  const within = { start: weekStart(start), end: addDays(weekStart(booking.end), 6), from: start };
  const spread = (bookings: readonly Booking[]) => {
    const daily = new Float64Array(calendar.dates.length);
    for (const one of bookings) spreadBooking(calendar, daily, one, person, within);
    return weeklySums(daily, calendar.weeks.length).map(round1);
  };
  const capacity = capacityOf(calendar, { ...person, employed_from: laterOf(person.employed_from, start) });
  const before = spread(input.assignments);
  const after = spread([...input.assignments, booking]);
  const weeks = calendar.weeks.map((week, index) => ({
    week,
    capacity: capacity[index] ?? 0,
    before: before[index] ?? 0,
    after: after[index] ?? 0,
  }));
  const total = (key: 'capacity' | 'before' | 'after') => weeks.reduce((sum, week) => sum + week[key], 0);
  return {
    weeks,
    before_percent: percentOf(total('before'), total('capacity')),
    after_percent: percentOf(total('after'), total('capacity')),
    over_capacity_weeks: weeks.filter((week) => week.after > week.capacity + 0.05).map((week) => week.week),
  };
}

const laterOf = (a: IsoDate | null, b: IsoDate) => (a && a > b ? a : b);
