import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, offsetMinutes, overlapHours, zonedTime } from './time-zones.js';
import { mondayOf, weeksBetween } from './weeks.js';

const berlin = { zone: 'Europe/Berlin', startHour: 9, endHour: 17 };
const newYork = { zone: 'America/New_York', startHour: 9, endHour: 17 };

describe('time zones', () => {
  it('knows the offset on both sides of a DST switch', () => {
    expect(offsetMinutes('Europe/Berlin', Date.UTC(2026, 0, 15, 12))).toBe(60);
    expect(offsetMinutes('Europe/Berlin', Date.UTC(2026, 6, 15, 12))).toBe(120);
    expect(offsetMinutes('Asia/Kolkata', Date.UTC(2026, 6, 15, 12))).toBe(330);
    expect(offsetMinutes('America/New_York', Date.UTC(2026, 0, 15, 12))).toBe(-300);
  });

  it('turns a local wall time into the right instant', () => {
    expect(new Date(zonedTime('2026-07-01', 9, 'Europe/Berlin')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(new Date(zonedTime('2026-01-05', 9, 'Europe/Berlin')).toISOString()).toBe('2026-01-05T08:00:00.000Z');
    // The Sunday of the spring switch: 03:00 local exists only in summer time.
    expect(new Date(zonedTime('2026-03-29', 3, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('gives Berlin and New York 2 h of overlap most of the year, 3 h between the two DST switches', () => {
    expect(overlapHours('2026-01-14', berlin, newYork)).toBe(2);
    // The US moves to summer time on 8 March 2026, Europe on 29 March: three weeks with a 5 h gap, not 6.
    expect(overlapHours('2026-03-18', berlin, newYork)).toBe(3);
    expect(overlapHours('2026-04-15', berlin, newYork)).toBe(2);
    // Autumn: Europe switches back on 25 October, the US on 1 November.
    expect(overlapHours('2026-10-28', berlin, newYork)).toBe(3);
  });

  it('gives half hours for half-hour zones and 0 when the days do not meet', () => {
    expect(overlapHours('2026-07-01', berlin, { zone: 'Asia/Kolkata', startHour: 9, endHour: 17 })).toBe(4.5);
    expect(overlapHours('2026-07-01', { zone: 'Pacific/Auckland', startHour: 9, endHour: 17 }, berlin)).toBe(0);
  });

  it('recognises unknown zones without throwing', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('weeks', () => {
  it('starts weeks on Monday and lists every week a range touches', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weeksBetween('2026-11-25', '2026-12-07')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
  });
});
