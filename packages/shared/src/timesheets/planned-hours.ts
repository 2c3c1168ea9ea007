import { daysInclusive, weeklyHoursOf } from '../dates.js';
import { workingDays } from './weeks.js';

/** An assignment as its planned hours need it: its allocation over its dates (the engagement's where it has none). */
export interface PlannedAssignment {
  hours_allocated: number | null;
  start_date: string | null;
  end_date: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The hours an assignment plans for one week: its allocation spread evenly over its working days, counting
 * the working days of this week it covers and the person is not away.
 */
export function plannedHoursInWeek(
  assignment: PlannedAssignment,
  weekStart: string,
  /** Days the person is away (approved time off, holidays at their office): they plan no hours then. */
  daysOff: ReadonlySet<string> = new Set(),
): number | null {
  if (assignment.hours_allocated === null || !assignment.start_date || !assignment.end_date) return null;
  const range = { start: assignment.start_date, end: assignment.end_date };
  if (daysInclusive(range) === 0) return null;
  const perWorkingDay = weeklyHoursOf(Number(assignment.hours_allocated), range) / 5;
  const covered = workingDays(weekStart, daysOff).filter(
    (day) => day >= (assignment.start_date ?? day) && day <= (assignment.end_date ?? day),
  ).length;
  return round2(perWorkingDay * covered);
}

/** A new line is billable unless its engagement is fixed fee. */
export const defaultBillable = (billingType: string | null) => billingType !== 'fixed_fee';
