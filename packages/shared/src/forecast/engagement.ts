import type { BillingType } from '../enums.js';
import { spreadBooking, round1, round2, weeklySums, type Booking, type ForecastPerson } from './bookings.js';
import { forecastCalendar, positionFrom, todayWhere, type ForecastCalendar, type IsoDate } from './calendar.js';
import { explainForecast } from './explain.js';

/** Approved hours of one person on one day. */
export interface ActualEntry {
  consultant_id: string;
  date: IsoDate;
  hours: number;
}

export interface EngagementForecastInput {
  now: Date;
  /** The zone "today" is read in for the engagement (the viewer's); people use their own. */
  time_zone: string;
  engagement: {
    start_date: IsoDate | null;
    end_date: IsoDate | null;
    budget_hours: number | null;
    budget_amount: number | null;
    billing_type: BillingType | null;
  };
  people: readonly ForecastPerson[];
  actuals: readonly ActualEntry[];
  assignments: readonly Booking[];
  /** Open proposals: drawn apart, never counted in the estimate. */
  tentative: readonly Booking[];
  /** The firm's cost per worked hour: what a fixed fee is compared against. */
  cost_per_hour: number | null;
  /** Compute the money side (only for those who may see money). */
  with_money: boolean;
}

export interface ForecastOutcome {
  estimate_at_completion: number;
  /** The date the budget is used up, when the estimate goes over it. */
  runs_out_on: IsoDate | null;
  /** How far over the budget the estimate ends (0 when within); null without a budget. */
  over_by: number | null;
}

export interface ForecastWeek {
  week: IsoDate;
  actual: number;
  scheduled: number;
  tentative: number;
}

export interface MoneyForecast {
  /** Time and materials bills hours at people's rates (revenue); a fixed fee is compared with the cost of hours. */
  basis: 'revenue' | 'cost';
  budget_amount: number | null;
  actual_amount: number;
  scheduled_amount: number;
  tentative_amount: number;
  estimate_at_completion_amount: number;
  runs_out_on: IsoDate | null;
  over_by_amount: number | null;
}

export interface EngagementForecast {
  today: IsoDate;
  budget_hours: number | null;
  actual_hours: number;
  scheduled_hours: number;
  tentative_hours: number;
  estimate_at_completion_hours: number;
  runs_out_on: IsoDate | null;
  over_by_hours: number | null;
  /** The same outcome if every open proposal were accepted. */
  with_tentative: { estimate_at_completion_hours: number; runs_out_on: IsoDate | null; over_by_hours: number | null };
  /** The schedule the sentence names: people with hours ahead, their weekly hours when it starts. */
  schedule: { people: number; hours_per_week: number; from: IsoDate | null };
  weeks: ForecastWeek[];
  money: MoneyForecast | null;
  explanation: string;
}

/** Series of one forecast, one slot per calendar date. */
interface Series {
  actual: Float64Array;
  scheduled: Float64Array;
  tentative: Float64Array;
}

const sum = (values: Float64Array) => values.reduce((total, value) => total + value, 0);

/** The budget is used up on the first date the running total reaches it — when the total goes beyond it. */
function outcome(calendar: ForecastCalendar, daily: Float64Array[], budget: number | null): ForecastOutcome {
  const total = daily.reduce((acc, series) => acc + sum(series), 0);
  if (!budget) return { estimate_at_completion: total, runs_out_on: null, over_by: null };
  let runsOutOn: IsoDate | null = null;
  if (total > budget + 0.005) {
    let running = 0;
    for (let position = 0; position < calendar.dates.length && !runsOutOn; position++) {
      for (const series of daily) running += series[position] ?? 0;
      if (running >= budget - 0.005) runsOutOn = calendar.dates[position] as IsoDate;
    }
  }
  return { estimate_at_completion: total, runs_out_on: runsOutOn, over_by: Math.max(0, total - budget) };
}

/** The dates the forecast covers: the engagement's, widened to any approved hours logged outside them. */
function coveredRange(input: EngagementForecastInput) {
  const { start_date: start, end_date: end } = input.engagement;
  if (!start || !end) return null;
  let first = start;
  let last = end;
  for (const entry of input.actuals) {
    if (entry.date < first) first = entry.date;
    if (entry.date > last) last = entry.date;
  }
  return { start: first, end: last, engagement: { start, end } };
}

function spreadAll(
  calendar: ForecastCalendar,
  bookings: readonly Booking[],
  people: Map<string, ForecastPerson>,
  within: { start: IsoDate; end: IsoDate },
  context: { now: Date; time_zone: string; rate: (person: ForecastPerson | undefined) => number },
) {
  const hours = new Float64Array(calendar.dates.length);
  const money = new Float64Array(calendar.dates.length);
  const scratch = new Float64Array(calendar.dates.length);
  const booked = new Set<string>();
  for (const booking of bookings) {
    const person = people.get(booking.consultant_id);
    const from = todayWhere(person?.time_zone ?? context.time_zone, context.now);
    scratch.fill(0);
    if (spreadBooking(calendar, scratch, booking, person, { ...within, from }) <= 0) continue;
    booked.add(booking.consultant_id);
    const rate = context.rate(person);
    scratch.forEach((value, position) => {
      hours[position] = (hours[position] ?? 0) + value;
      money[position] = (money[position] ?? 0) + value * rate;
    });
  }
  return { hours, money, booked };
}

/** Who is scheduled, at how many hours a week, from the first date with hours ahead. */
function scheduleOf(calendar: ForecastCalendar, series: Series, assignments: readonly Booking[], people: number) {
  const first = series.scheduled.findIndex((value) => value > 0);
  if (first < 0) return { people: 0, hours_per_week: 0, from: null };
  const from = calendar.dates[first] as IsoDate;
  const hoursPerWeek = assignments
    .filter((booking) => booking.start <= from && from <= booking.end)
    .reduce((total, booking) => total + booking.hours_per_week, 0);
  return { people, hours_per_week: round1(hoursPerWeek), from };
}

function moneyOf(
  calendar: ForecastCalendar,
  input: EngagementForecastInput,
  amounts: { actual: Float64Array; scheduled: Float64Array; tentative: Float64Array },
): MoneyForecast {
  const basis = input.engagement.billing_type === 'fixed_fee' ? 'cost' : 'revenue';
  const result = outcome(calendar, [amounts.actual, amounts.scheduled], input.engagement.budget_amount);
  return {
    basis,
    budget_amount: input.engagement.budget_amount,
    actual_amount: round2(sum(amounts.actual)),
    scheduled_amount: round2(sum(amounts.scheduled)),
    tentative_amount: round2(sum(amounts.tentative)),
    estimate_at_completion_amount: round2(result.estimate_at_completion),
    runs_out_on: result.runs_out_on,
    over_by_amount: result.over_by === null ? null : round2(result.over_by),
  };
}

/**
 * An engagement's forecast: approved hours so far, the hours its assignments schedule from each person's today
 * to the end date (working days less time off and holidays), open proposals apart, against the budget.
 */
export function forecastEngagement(input: EngagementForecastInput): EngagementForecast {
  const today = todayWhere(input.time_zone, input.now);
  const covered = coveredRange(input);
  const calendar = forecastCalendar(covered ?? { start: today, end: today });
  const slots = () => new Float64Array(calendar.dates.length);
  const people = new Map(input.people.map((person) => [person.id, person]));
  const costBasis = input.engagement.billing_type === 'fixed_fee';
  const rate = (person: ForecastPerson | undefined) =>
    costBasis ? (input.cost_per_hour ?? 0) : (person?.hourly_rate ?? 0);

  const actual = slots();
  const actualMoney = slots();
  if (covered) {
    for (const entry of input.actuals) {
      const position = positionFrom(calendar, entry.date);
      actual[position] = (actual[position] ?? 0) + entry.hours;
      actualMoney[position] = (actualMoney[position] ?? 0) + entry.hours * rate(people.get(entry.consultant_id));
    }
  }
  const within = covered?.engagement;
  const context = { now: input.now, time_zone: input.time_zone, rate };
  const scheduled = within ? spreadAll(calendar, input.assignments, people, within, context) : null;
  const tentative = within ? spreadAll(calendar, input.tentative, people, within, context) : null;
  const series: Series = {
    actual,
    scheduled: scheduled?.hours ?? slots(),
    tentative: tentative?.hours ?? slots(),
  };

  const budget = input.engagement.budget_hours;
  const base = outcome(calendar, [series.actual, series.scheduled], budget);
  const withTentative = outcome(calendar, [series.actual, series.scheduled, series.tentative], budget);
  const weekly = (daily: Float64Array) => weeklySums(daily, calendar.weeks.length);
  const [actualWeeks, scheduledWeeks, tentativeWeeks] = [
    weekly(series.actual),
    weekly(series.scheduled),
    weekly(series.tentative),
  ];
  const forecast: Omit<EngagementForecast, 'explanation'> = {
    today,
    budget_hours: budget,
    actual_hours: round1(sum(series.actual)),
    scheduled_hours: round1(sum(series.scheduled)),
    tentative_hours: round1(sum(series.tentative)),
    estimate_at_completion_hours: round1(base.estimate_at_completion),
    runs_out_on: base.runs_out_on,
    over_by_hours: base.over_by === null ? null : round1(base.over_by),
    with_tentative: {
      estimate_at_completion_hours: round1(withTentative.estimate_at_completion),
      runs_out_on: withTentative.runs_out_on,
      over_by_hours: withTentative.over_by === null ? null : round1(withTentative.over_by),
    },
    schedule: scheduleOf(calendar, series, input.assignments, scheduled?.booked.size ?? 0),
    weeks: covered
      ? calendar.weeks.map((week, index) => ({
          week,
          actual: round1(actualWeeks[index] ?? 0),
          scheduled: round1(scheduledWeeks[index] ?? 0),
          tentative: round1(tentativeWeeks[index] ?? 0),
        }))
      : [],
    money:
      input.with_money && covered
        ? moneyOf(calendar, input, {
            actual: actualMoney,
            scheduled: scheduled?.money ?? slots(),
            tentative: tentative?.money ?? slots(),
          })
        : null,
  };
  return { ...forecast, explanation: explainForecast(forecast, input.engagement) };
}
