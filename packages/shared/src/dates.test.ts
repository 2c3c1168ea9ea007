import { describe, expect, it } from 'vitest';
import {
  addDays,
  addTime,
  capacityInWeek,
  countWorkingDays,
  daysBetween,
  daysInclusive,
  eachDate,
  intersectRanges,
  isIsoDate,
  isOverCapacity,
  isoWeekOf,
  isoWeekday,
  isTimeZone,
  isWorkingDay,
  millisecondsBetween,
  parseIsoWeek,
  rangesOverlap,
  startOfDayIn,
  thisWeekIn,
  todayIn,
  totalHoursOf,
  utcMidnight,
  weekDates,
  weekIn,
  weekInstantsIn,
  weekStart,
  WEEKLY_CAPACITY_HOURS,
  weeklyHoursOf,
  workingDays,
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

describe('day counts', () => {
  it('names the exclusive difference and the inclusive length apart', () => {
    const week = { start: '2026-11-16', end: '2026-11-20' };
    expect(daysBetween(week.start, week.end)).toBe(4);
    expect(daysInclusive(week)).toBe(5);
    expect(daysInclusive({ start: '2026-11-16', end: '2026-11-16' })).toBe(1);
    expect(daysInclusive({ start: '2026-11-17', end: '2026-11-16' })).toBe(0);
    expect(daysBetween('2026-11-20', '2026-11-16')).toBe(-4);
  });

  it('counts 29 February and the leap year, and the year boundary', () => {
    expect(daysInclusive({ start: '2028-02-01', end: '2028-02-29' })).toBe(29);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });

  it('ignores the clocks changing inside the range', () => {
    expect(daysInclusive({ start: '2026-03-23', end: '2026-03-29' })).toBe(7);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('working days less holidays and time off', () => {
  const range = { start: '2026-11-16', end: '2026-11-29' };

  it('takes holidays and time off away, but never a weekend twice', () => {
    expect(countWorkingDays(range, { holidays: ['2026-11-18', '2026-11-21'] })).toBe(9);
    expect(countWorkingDays(range, { timeOff: [{ start: '2026-11-19', end: '2026-11-24' }] })).toBe(6);
    expect(
      workingDays(range, { holidays: ['2026-11-19'], timeOff: [{ start: '2026-11-19', end: '2026-11-20' }] }),
    ).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('counts a leap day that is a working day', () => {
    expect(isoWeekday('2028-02-29')).toBe(2);
    expect(countWorkingDays({ start: '2028-02-28', end: '2028-03-03' }, { holidays: ['2028-02-29'] })).toBe(4);
  });
});

describe('ISO weeks in a time zone', () => {
  it('gives the week of "now" as the person sees it', () => {
    const sundayNightBerlin = new Date('2026-03-29T21:30:00Z'); // Sun 29 Mar 23:30 CEST, Mon 30 Mar 08:30 in Sydney
    expect(thisWeekIn('Europe/Berlin', sundayNightBerlin).label).toBe('2026-W13');
    expect(thisWeekIn('Australia/Sydney', sundayNightBerlin).label).toBe('2026-W14');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(todayIn(null, instant)).toBe('2026-12-31');
    expect(todayIn('Mars/Olympus', instant)).toBe('2026-12-31');
    expect(thisWeekIn(undefined, instant).label).toBe('2026-W53');
    expect(thisWeekIn('Pacific/Auckland', instant)).toMatchObject({ label: '2026-W53', end: '2027-01-03' });
  });
});

describe('capacity of a person in a week', () => {
  it('is the weekly hours in a full week', () => {
    expect(capacityInWeek('2026-11-18')).toBe(WEEKLY_CAPACITY_HOURS);
    expect(capacityInWeek('2026-11-22', { hoursPerWeek: 30 })).toBe(30);
  });

  it('prorates a partial week over its working days', () => {
    expect(capacityInWeek('2026-11-16', { within: { start: '2026-11-18', end: '2027-06-30' } })).toBe(24);
    expect(capacityInWeek('2026-11-16', { within: { start: '2026-01-01', end: '2026-11-16' } })).toBe(8);
    expect(capacityInWeek('2026-11-16', { within: { start: '2026-11-21', end: '2026-11-22' } })).toBe(0);
    expect(capacityInWeek('2026-11-16', { within: { start: '2026-12-01', end: '2026-12-31' } })).toBe(0);
  });

  it('takes away holidays and time off', () => {
    const off = { holidays: ['2026-11-19'], timeOff: [{ start: '2026-11-13', end: '2026-11-17' }] };
    expect(capacityInWeek('2026-11-20', off)).toBe(16);
    expect(capacityInWeek('2026-11-20', { ...off, hoursPerWeek: 20 })).toBe(8);
  });

  it('is unchanged by the clocks changing and counts week 53 across the new year', () => {
    expect(capacityInWeek('2026-03-29')).toBe(40);
    expect(capacityInWeek('2026-10-25', { holidays: ['2026-10-26'] })).toBe(40);
    expect(capacityInWeek('2027-01-01', { holidays: ['2026-12-28', '2027-01-01'] })).toBe(24);
    expect(capacityInWeek('2028-02-29', { holidays: ['2028-02-29'] })).toBe(32);
  });

  it('spreads an assignment over its weeks and flags a week only past the rounding of stored hours', () => {
    const range = { start: '2026-11-16', end: '2026-12-13' };
    expect(weeklyHoursOf(80, range)).toBe(20);
    expect(totalHoursOf(20, range)).toBe(80);
    expect(weeklyHoursOf(10, { start: '2026-11-16', end: '2026-11-17' })).toBe(10);
    expect(isOverCapacity(40)).toBe(false);
    expect(isOverCapacity(40.04)).toBe(false);
    expect(isOverCapacity(40.1)).toBe(true);
    expect(isOverCapacity(24.5, 24)).toBe(true);
  });
});

describe('instants', () => {
  it('moves an instant by elapsed time, a day being 24 hours even across a clock change', () => {
    const before = new Date('2026-03-28T12:00:00Z');
    expect(addTime(before, { days: 1 }).toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(addTime(before, { hours: -1, minutes: 30 }).toISOString()).toBe('2026-03-28T11:30:00.000Z');
    expect(millisecondsBetween(before, addTime(before, { seconds: 2 }))).toBe(2000);
    expect(utcMidnight('2028-02-29').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
