import { describe, expect, it } from 'vitest';
import { overloadedWeeks } from './over-capacity';

const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'];
const row = { hours: [20, 32, 0], tentative: [0, 0, 10], capacity: 40, capacity_by_week: [40, 40, 40] };

describe('the weeks a proposal would overload', () => {
  it('adds the request’s open hours to what is booked and proposed, only in the weeks it covers', () => {
    const item = { start_date: '2026-11-10', end_date: '2026-11-20', hours_remaining: 10 };
    expect(overloadedWeeks(row, weeks, item)).toEqual([{ week: '2026-11-09', percent: 105 }]);
    expect(overloadedWeeks(row, weeks, { ...item, hours_remaining: 8 })).toEqual([]);
  });

  it('counts a week that time off or holidays take below the load, and a week fully off', () => {
    const item = { start_date: '2026-11-01', end_date: '2026-11-30', hours_remaining: 10 };
    const away = { ...row, capacity_by_week: [24, 0, 40] };
    expect(overloadedWeeks(away, weeks, item).map((w) => w.week)).toEqual(['2026-11-02', '2026-11-09']);
  });

  it('finds nothing outside the request’s dates', () => {
    const item = { start_date: '2026-12-01', end_date: '2026-12-20', hours_remaining: 40 };
    expect(overloadedWeeks(row, weeks, item)).toEqual([]);
  });
});
