import { WEEKLY_CAPACITY_HOURS } from '../dates.js';

/** The firm's KPI formulas (docs/product.md §11.11): pure, over sums the database has already made. */

/** Below this share of capacity allocated, a person is on the bench. */
export const BENCH_SHARE = 0.5;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const round1 = (value: number) => Math.round(value * 10) / 10;

export interface HoursSums {
  headcount: number;
  billable_hours: number;
  /** Every hour logged except time off. */
  worked_hours: number;
  time_off_hours: number;
  /** Billable hours × each person's rate; only ever computed for admins. */
  revenue?: number;
}

export interface Utilisation {
  /** Headcount × 40 h − time off. */
  capacity_hours: number;
  billable_hours: number;
  worked_hours: number;
  /** billable / capacity, in percent (one decimal); null without capacity. */
  billable_pct: number | null;
  /** worked / capacity, in percent. */
  total_pct: number | null;
}

/** Billable and total utilisation of a group of people over some weeks: hours against capacity net of time off. */
export function utilisation(sums: HoursSums, weeks = 1): Utilisation {
  const capacity = Math.max(0, sums.headcount * WEEKLY_CAPACITY_HOURS * weeks - sums.time_off_hours);
  return {
    capacity_hours: round1(capacity),
    billable_hours: round1(sums.billable_hours),
    worked_hours: round1(sums.worked_hours),
    billable_pct: percent(sums.billable_hours, capacity),
    total_pct: percent(sums.worked_hours, capacity),
  };
}

/** Share of the expected weekly timesheets submitted (submitted or approved). */
export function compliance(expected: number, submitted: number): number | null {
  return percent(Math.min(submitted, expected), expected);
}

/** Who is on the bench: allocated less than half of a week's capacity (time off lowers the capacity). */
export function isOnBench(allocatedHours: number, capacityHours = WEEKLY_CAPACITY_HOURS): boolean {
  return capacityHours > 0 && allocatedHours < capacityHours * BENCH_SHARE;
}

export const AGE_BUCKETS = [
  { label: '0–7 days', min_days: 0, max_days: 7 },
  { label: '8–14 days', min_days: 8, max_days: 14 },
  { label: '15–30 days', min_days: 15, max_days: 30 },
  { label: 'Over 30 days', min_days: 31, max_days: null },
] as const;

/** Open requests by how long they have waited. */
export function ageBuckets(ages: readonly number[]) {
  return AGE_BUCKETS.map((bucket) => ({
    ...bucket,
    count: ages.filter((age) => age >= bucket.min_days && (bucket.max_days === null || age <= bucket.max_days)).length,
  }));
}

/** Average and median days from submission to fully staffed. */
export function timeToStaff(days: readonly number[]) {
  if (!days.length) return { staffed: 0, average_days: null, median_days: null };
  const sorted = [...days].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const median = sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
  return {
    staffed: days.length,
    average_days: round1(days.reduce((sum, value) => sum + value, 0) / days.length),
    median_days: round1(median),
  };
}

/** Each temperature's share of the active engagements, in percent. */
export function temperatureShares(counts: { green: number; yellow: number; red: number }) {
  const total = counts.green + counts.yellow + counts.red;
  return {
    total,
    green_pct: percent(counts.green, total),
    yellow_pct: percent(counts.yellow, total),
    red_pct: percent(counts.red, total),
  };
}

/** A week's people and hours: everyone employed, and those of them with a timesheet for the week. */
export interface WeekSums extends Omit<HoursSums, 'headcount'> {
  headcount: number;
  with_timesheets: number;
}

/**
 * Utilisation over several weeks counting only people's weeks with a timesheet: a week nobody has filled yet (or
 * a person's week without one) adds no capacity, so it cannot dilute the figure. Says how much it covers.
 */
export function coveredUtilisation(weeks: readonly WeekSums[]): Utilisation & {
  person_weeks: number;
  weeks_with_timesheets: number;
} {
  const sum = (key: 'with_timesheets' | 'billable_hours' | 'worked_hours' | 'time_off_hours') =>
    weeks.reduce((total, week) => total + week[key], 0);
  const personWeeks = sum('with_timesheets');
  return {
    ...utilisation({
      headcount: personWeeks,
      billable_hours: sum('billable_hours'),
      worked_hours: sum('worked_hours'),
      time_off_hours: sum('time_off_hours'),
    }),
    person_weeks: personWeeks,
    weeks_with_timesheets: weeks.filter((week) => week.with_timesheets > 0).length,
  };
}
