import { describe, expect, it } from 'vitest';
import { addDays, weekStart } from '../dates.js';
import { forecastCalendar, positionsOf } from './calendar.js';

describe('positionsOf', () => {
  const monday = weekStart('2026-03-04');
  const calendar = forecastCalendar({ start: monday, end: addDays(monday, 13) });

  it('counts both ends of the range, clipped to the calendar', () => {
    expect(positionsOf(calendar, { start: monday, end: monday })).toEqual([0, 1]);
    expect(positionsOf(calendar, { start: addDays(monday, 2), end: addDays(monday, 8) })).toEqual([2, 9]);
    expect(positionsOf(calendar, { start: addDays(monday, -30), end: addDays(monday, 99) })).toEqual([0, 14]);
  });

  it('is empty outside the calendar and for a range that ends before it starts', () => {
    expect(positionsOf(calendar, { start: addDays(monday, -9), end: addDays(monday, -1) })).toEqual([0, 0]);
    expect(positionsOf(calendar, { start: addDays(monday, 14), end: addDays(monday, 20) })).toEqual([14, 14]);
    expect(positionsOf(calendar, { start: addDays(monday, 5), end: addDays(monday, 4) })).toEqual([0, 0]);
  });
});
