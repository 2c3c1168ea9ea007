import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentWeekStart,
  isIsoDate,
  isMonday,
  isoWeekLabel,
  isoWeekOf,
  todayIn,
  weekDates,
  weekStartOf,
  workingDays,
} from './weeks.js';

describe('ISO weeks', () => {
  it('starts weeks on Monday and lists seven days', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
  });

  it('numbers weeks by their Thursday across year ends', () => {
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01');
    expect(isoWeekLabel('2027-01-01')).toBe('2026-W53');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
    expect(isoWeekLabel('2021-01-03')).toBe('2020-W53');
  });

  it('keeps DST weeks seven calendar days long (Europe ends DST 25 Oct 2026, the US 1 Nov 2026)', () => {
    const eu = weekDates('2026-10-19');
    expect(eu).toHaveLength(7);
    expect(eu.at(-1)).toBe('2026-10-25');
    expect(addDays('2026-10-19', 7)).toBe('2026-10-26');
    expect(addDays('2026-03-23', 7)).toBe('2026-03-30');
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26');
  });

  it('validates calendar dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-1-1')).toBe(false);
  });

  it('counts working days without weekends and holidays', () => {
    expect(workingDays('2026-12-21', new Set(['2026-12-25']))).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
    ]);
  });
});

describe("the user's time zone", () => {
  // Monday 23 Nov 2026, 03:00 UTC: still Sunday evening in New York, already Monday in Tokyo.
  const mondayEarlyUtc = new Date('2026-11-23T03:00:00Z');

  it('decides today and the current week in the user’s zone', () => {
    expect(todayIn('America/New_York', mondayEarlyUtc)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', mondayEarlyUtc)).toBe('2026-11-23');
    expect(currentWeekStart('America/New_York', mondayEarlyUtc)).toBe('2026-11-16');
    expect(currentWeekStart('Europe/Berlin', mondayEarlyUtc)).toBe('2026-11-23');
  });

  it('handles the night of a DST change and unknown zones', () => {
    // 25 Oct 2026 01:30 UTC is 02:30 CET after clocks went back in Berlin: still Sunday 25th.
    expect(todayIn('Europe/Berlin', new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(currentWeekStart('Europe/Berlin', new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26');
    expect(currentWeekStart('Europe/Berlin', new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-19');
    expect(todayIn('Not/AZone', mondayEarlyUtc)).toBe('2026-11-23');
    expect(todayIn(null, mondayEarlyUtc)).toBe('2026-11-23');
  });
});
