import { describe, expect, it } from 'vitest';
import {
  ageBuckets,
  compliance,
  coveredUtilisation,
  isOnBench,
  temperatureShares,
  timeToStaff,
  utilisation,
} from './kpis.js';

describe('KPI formulas', () => {
  it('utilisation: hours against headcount × 40 h less time off', () => {
    // 3 people × 40 h × 2 weeks = 240 h, less 16 h off = 224 h; 112 billable = 50 %, 179.2 worked = 80 %
    expect(utilisation({ headcount: 3, billable_hours: 112, worked_hours: 179.2, time_off_hours: 16 }, 2)).toEqual({
      capacity_hours: 224,
      billable_hours: 112,
      worked_hours: 179.2,
      billable_pct: 50,
      total_pct: 80,
    });
    // 1 person, 30 of 40 h billable = 75 %; one decimal: 13 of 40 = 32.5 %
    expect(utilisation({ headcount: 1, billable_hours: 30, worked_hours: 13, time_off_hours: 0 }).billable_pct).toBe(
      75,
    );
    expect(utilisation({ headcount: 1, billable_hours: 13, worked_hours: 13, time_off_hours: 0 }).total_pct).toBe(32.5);
    expect(
      utilisation({ headcount: 0, billable_hours: 0, worked_hours: 0, time_off_hours: 0 }).billable_pct,
    ).toBeNull();
  });

  it('utilisation over weeks: only people’s weeks with a timesheet count, empty weeks add no capacity', () => {
    const week = (headcount: number, withTimesheets: number, billable: number) => ({
      headcount,
      with_timesheets: withTimesheets,
      billable_hours: billable,
      worked_hours: billable,
      time_off_hours: 0,
    });
    const filled = [week(10, 10, 300), week(10, 8, 256)];
    const withEmpty = [...filled, week(10, 0, 0), week(10, 0, 0), week(11, 0, 0)];
    expect(coveredUtilisation(filled)).toMatchObject({ capacity_hours: 720, billable_pct: 77.2, person_weeks: 18 });
    // Three weeks nobody filled yet change nothing but the count of weeks covered.
    expect(coveredUtilisation(withEmpty)).toEqual({ ...coveredUtilisation(filled), weeks_with_timesheets: 2 });
    expect(coveredUtilisation(withEmpty).weeks_with_timesheets).toBe(2);
    expect(coveredUtilisation([week(4, 0, 0)])).toMatchObject({ billable_pct: null, person_weeks: 0 });
  });

  it('compliance: submitted of expected, never above 100 %', () => {
    expect(compliance(8, 6)).toBe(75);
    expect(compliance(3, 1)).toBe(33.3);
    expect(compliance(2, 5)).toBe(100);
    expect(compliance(0, 0)).toBeNull();
  });

  it('bench: under half of the capacity', () => {
    expect(isOnBench(19.9)).toBe(true);
    expect(isOnBench(20)).toBe(false);
    expect(isOnBench(10, 16)).toBe(false); // 16 h capacity after time off: 10 h is over half
    expect(isOnBench(0, 0)).toBe(false); // away the whole week: not bench
  });

  it('ageing: requests by days waited', () => {
    expect(ageBuckets([0, 7, 8, 14, 15, 30, 31, 90]).map((b) => b.count)).toEqual([2, 2, 2, 2]);
  });

  it('time to staff: average and median days', () => {
    expect(timeToStaff([2, 4, 9])).toEqual({ staffed: 3, average_days: 5, median_days: 4 });
    expect(timeToStaff([1, 2, 4, 10])).toEqual({ staffed: 4, average_days: 4.3, median_days: 3 });
    expect(timeToStaff([])).toEqual({ staffed: 0, average_days: null, median_days: null });
  });

  it('temperature mix: shares of the active engagements', () => {
    expect(temperatureShares({ green: 5, yellow: 3, red: 2 })).toEqual({
      total: 10,
      green_pct: 50,
      yellow_pct: 30,
      red_pct: 20,
    });
  });
});
