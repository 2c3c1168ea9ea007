import { TZDate } from '@date-fns/tz';
import {
  addDays as addDaysTo,
  differenceInCalendarDays,
  format,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  startOfISOWeek,
} from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn, daysBetween, eachDate, isIsoDate, isoWeekOf, isoWeekday, toDate } from './dates.js';

/**
 * The date core computes calendar dates with day numbers (no date-fns in the hot paths, docs/architecture.md
 * "Dates and time zones"); these properties hold it to date-fns's answers for any four-digit year.
 */
const ymd = (value: Date) => format(value, 'yyyy-MM-dd');
const isoDate = fc
  .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9997, 11, 31)), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

// Thousands of generated cases each, checked against date-fns (slow: it builds zoned dates through Intl): on a
// loaded machine they take longer than a unit test's default 5 s, which says nothing about the core's speed.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('the date core agrees with date-fns', () => {
  it(
    'on ISO weeks and weekdays',
    () => {
      fc.assert(
        fc.property(isoDate, (date) => {
          const value = toDate(date);
          const week = isoWeekOf(date);
          expect(week.start).toBe(ymd(startOfISOWeek(value)));
          expect(week.end).toBe(ymd(addDaysTo(startOfISOWeek(value), 6)));
          expect(week.week).toBe(getISOWeek(value));
          expect(week.year).toBe(getISOWeekYear(value));
          expect(isoWeekday(date)).toBe(getISODay(value));
        }),
        { numRuns: 2_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'on adding days, counting them and listing them',
    () => {
      fc.assert(
        fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
          const moved = addDays(date, days);
          expect(moved).toBe(ymd(addDaysTo(toDate(date), days)));
          expect(daysBetween(date, moved)).toBe(differenceInCalendarDays(toDate(moved), toDate(date)));
          const range = days >= 0 ? { start: date, end: moved } : { start: moved, end: date };
          const dates = eachDate(range);
          expect(dates).toHaveLength(Math.abs(days) + 1);
          expect(dates.at(-1)).toBe(range.end);
        }),
        { numRuns: 2_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'on the date an instant falls on in a zone',
    () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('1900-01-01T00:00:00Z'),
            max: new Date('2200-01-01T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.constantFrom(...ZONES),
          (instant, zone) => {
            expect(dateIn(instant, zone)).toBe(format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd'));
          },
        ),
        { numRuns: 2_000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses what is not a calendar date, as before', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-01', '']) {
      expect(isIsoDate(bad)).toBe(false);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
      expect(() => isoWeekOf(bad)).toThrow(RangeError);
      expect(() => daysBetween(bad, '2026-01-01')).toThrow(RangeError);
    }
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
    expect(addDays('9999-12-31', 1)).toBe('10000-01-01');
  });
});
