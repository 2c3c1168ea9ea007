import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatPeriod,
  formatRelativeTime,
  isIsoDate,
  startOfWeek,
  todayIn,
  toIsoDate,
} from './dates';
import { addTime, countWorkingDays, isoWeekOf, isWorkingDay, weekDates } from '@praxis/shared/dates';

// The web's calendar arithmetic is the shared core's: checked here in a browser zone with daylight saving.
const isoWeek = (date: string) => ({ year: isoWeekOf(date).year, week: isoWeekOf(date).week });
const endOfWeek = (date: string) => isoWeekOf(date).end;
const workingDaysBetween = (start: string, end: string) => countWorkingDays({ start, end });

// A zone with daylight saving: Berlin leaves summer time on Sunday 25 Oct 2026.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('formatDate', () => {
  it('writes dates like 13 Sep 2026', () => {
    expect(formatDate('2026-09-13')).toBe('13 Sep 2026');
    expect(formatDate(new Date(2026, 8, 3, 15, 0))).toBe('3 Sep 2026');
    expect(formatDate(null)).toBe('');
  });

  it('never shifts a calendar date by the browser zone, shows instants in local time', () => {
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 Jan 2027');
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25 Oct 2026, 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25 Oct 2026, 02:30');
  });

  it('takes the local calendar day of an instant, or a person’s own', () => {
    expect(toIsoDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIn('America/New_York', new Date('2026-06-30T22:30:00Z'))).toBe('2026-06-30');
    expect(todayIn('Asia/Tokyo', new Date('2026-06-30T15:30:00Z'))).toBe('2026-07-01');
  });
});

describe('formatDateRange and formatPeriod', () => {
  it('shortens ranges within a month or a year', () => {
    expect(formatDateRange('2026-11-03', '2026-11-14')).toBe('3–14 Nov 2026');
    expect(formatDateRange('2026-10-28', '2026-11-03')).toBe('28 Oct – 3 Nov 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(formatDateRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
  });

  it('words open-ended periods', () => {
    expect(formatPeriod('2026-11-03', null)).toBe('From 3 Nov 2026');
    expect(formatPeriod(null, '2026-11-14')).toBe('Until 14 Nov 2026');
    expect(formatPeriod(null, null)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('words recent times as the History popup does', () => {
    expect(formatRelativeTime(now - 30_000, now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5m ago');
    expect(formatRelativeTime(now - 3 * 3_600_000 - 59_000, now)).toBe('3h ago');
    expect(formatRelativeTime(addTime(now, { days: -2 }).toISOString(), now)).toBe('2d ago');
  });

  it('never says a future time is in the past', () => {
    expect(formatRelativeTime(now + 60_000, now)).toBe('just now');
  });
});

describe('ISO weeks', () => {
  it('start on Monday and hold seven distinct days across a daylight-saving change', () => {
    // Week 43 of 2026: Monday 19 Oct to Sunday 25 Oct, the night Berlin's clocks go back (a 25-hour day).
    expect(weekDates('2026-10-22')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(startOfWeek('2026-10-25')).toBe('2026-10-19');
    expect(endOfWeek('2026-10-19')).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    // The spring change (29 Mar 2026, a 23-hour day).
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(startOfWeek('2026-03-29')).toBe('2026-03-23');
  });

  it('numbers weeks as ISO 8601 does, week-year included', () => {
    expect(isoWeek('2026-10-22')).toEqual({ year: 2026, week: 43 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
  });
});

describe('working days', () => {
  it('are Monday to Friday', () => {
    expect(isWorkingDay('2026-10-23')).toBe(true);
    expect(isWorkingDay('2026-10-24')).toBe(false);
    expect(isWorkingDay('2026-10-25')).toBe(false);
  });

  it('are counted with both ends included, across a daylight-saving change', () => {
    expect(workingDaysBetween('2026-10-19', '2026-10-30')).toBe(10);
    expect(workingDaysBetween('2026-10-24', '2026-10-25')).toBe(0);
    expect(workingDaysBetween('2026-10-23', '2026-10-23')).toBe(1);
    expect(workingDaysBetween('2026-10-30', '2026-10-19')).toBe(0);
  });
});

describe('isIsoDate', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});
