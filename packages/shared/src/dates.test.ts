import { describe, expect, it } from 'vitest';
import {
  addDays,
  countWorkingDays,
  daysBetween,
  eachDate,
  intersectRanges,
  isIsoDate,
  isoWeekOf,
  isTimeZone,
  isWorkingDay,
  parseIsoWeek,
  rangesOverlap,
  startOfDayIn,
  todayIn,
  weekDates,
  weekIn,
  weekInstantsIn,
  weekStart,
} from './dates.js';

const HOUR = 3_600_000;

describe('calendar dates', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('adds days across month, year and daylight-saving boundaries without drifting', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });
});

describe('ISO weeks (Monday start)', () => {
  it('puts a Sunday in the week of the Monday before it', () => {
    expect(isoWeekOf('2026-03-29')).toEqual({
      year: 2026,
      week: 13,
      label: '2026-W13',
      start: '2026-03-23',
      end: '2026-03-29',
    });
    expect(weekStart('2026-03-30')).toBe('2026-03-30');
  });

  it('numbers weeks by their Thursday across the year boundary', () => {
    expect(isoWeekOf('2027-01-01').label).toBe('2026-W53');
    expect(isoWeekOf('2025-12-29').label).toBe('2026-W01');
    expect(parseIsoWeek('2026-W53')).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    expect(parseIsoWeek('2026-W01').start).toBe('2025-12-29');
    expect(() => parseIsoWeek('2027-W53')).toThrow(RangeError);
    expect(() => parseIsoWeek('2026-13')).toThrow(RangeError);
  });

  it('lists the seven days of a week that changes the clocks', () => {
    expect(weekDates('2026-10-25')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
  });
});

describe('working days and ranges', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(isWorkingDay('2026-11-20')).toBe(true);
    expect(isWorkingDay('2026-11-21')).toBe(false);
    expect(countWorkingDays({ start: '2026-11-16', end: '2026-11-29' })).toBe(10);
    expect(countWorkingDays({ start: '2026-11-21', end: '2026-11-22' })).toBe(0);
    expect(countWorkingDays({ start: '2026-03-23', end: '2026-03-29' })).toBe(5);
  });

  it('overlaps and intersects inclusive ranges', () => {
    const a = { start: '2026-01-01', end: '2026-01-10' };
    expect(rangesOverlap(a, { start: '2026-01-10', end: '2026-01-20' })).toBe(true);
    expect(rangesOverlap(a, { start: '2026-01-11', end: '2026-01-20' })).toBe(false);
    expect(intersectRanges(a, { start: '2026-01-05', end: '2026-02-01' })).toEqual({
      start: '2026-01-05',
      end: '2026-01-10',
    });
    expect(intersectRanges(a, { start: '2026-02-01', end: '2026-02-02' })).toBeNull();
    expect(eachDate({ start: '2026-01-02', end: '2026-01-01' })).toEqual([]);
  });
});

describe("a person's time zone", () => {
  it('decides which day and week an instant belongs to', () => {
    const mondayMorningSydney = new Date('2026-03-22T22:30:00Z'); // Mon 23 Mar 09:30 AEDT
    expect(todayIn('Australia/Sydney', mondayMorningSydney)).toBe('2026-03-23');
    expect(todayIn('America/Los_Angeles', mondayMorningSydney)).toBe('2026-03-22');
    expect(weekIn(mondayMorningSydney, 'Australia/Sydney').label).toBe('2026-W13');
    expect(weekIn(mondayMorningSydney, 'UTC').label).toBe('2026-W12');
  });

  it('gives a spring-forward week 167 hours and an autumn one 169, starting at local midnight', () => {
    const spring = weekInstantsIn('2026-03-29', 'Europe/Berlin');
    expect(spring.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((spring.end.getTime() - spring.start.getTime()) / HOUR).toBe(167);

    const autumn = weekInstantsIn('2026-10-25', 'Europe/Berlin');
    expect(autumn.start.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect((autumn.end.getTime() - autumn.start.getTime()) / HOUR).toBe(169);

    const usSpring = weekInstantsIn('2026-03-08', 'America/New_York');
    expect((usSpring.end.getTime() - usSpring.start.getTime()) / HOUR).toBe(167);
    expect(weekInstantsIn('2026-03-08', 'UTC').start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('finds local midnight on the day the clocks change', () => {
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('validates zone names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
