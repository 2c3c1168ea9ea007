import { describe, expect, it } from 'vitest';
import { formatHours, formatHoursTotal, parseHours } from './hours.js';

const hoursOf = (input: string) => {
  const parsed = parseHours(input);
  if (!parsed.ok) throw new Error(`${input}: ${parsed.error}`);
  return parsed.hours;
};
const errorOf = (input: string) => {
  const parsed = parseHours(input);
  return parsed.ok ? null : parsed.error;
};

describe('parseHours', () => {
  it('reads decimals with a point or a comma', () => {
    expect(hoursOf('7.5')).toBe(7.5);
    expect(hoursOf('7,5')).toBe(7.5);
    expect(hoursOf('8')).toBe(8);
    expect(hoursOf('.25')).toBe(0.25);
    expect(hoursOf(' 0 ')).toBe(0);
  });

  it('reads clock times and hour-minute forms', () => {
    expect(hoursOf('7:30')).toBe(7.5);
    expect(hoursOf('0:45')).toBe(0.75);
    expect(hoursOf('7h30')).toBe(7.5);
    expect(hoursOf('7H30')).toBe(7.5);
    expect(hoursOf('7h 30m')).toBe(7.5);
    expect(hoursOf('7h')).toBe(7);
    expect(hoursOf('45m')).toBe(0.75);
    expect(hoursOf('90m')).toBe(1.5);
    expect(hoursOf('7:20')).toBe(7.33);
  });

  it('treats an empty cell as no hours', () => {
    expect(hoursOf('')).toBeNull();
    expect(hoursOf('   ')).toBeNull();
  });

  it('refuses negative, too many hours, bad minutes and words, saying why', () => {
    expect(errorOf('-2')).toBe('Hours cannot be negative.');
    expect(errorOf('25')).toBe('A day has at most 24 hours.');
    expect(errorOf('24:30')).toBe('A day has at most 24 hours.');
    expect(errorOf('7:75')).toBe('Minutes must be below 60.');
    expect(errorOf('7h90')).toBe('Minutes must be below 60.');
    expect(errorOf('seven')).toBe('Enter hours as 7.5, 7:30 or 7h30.');
    expect(errorOf('7.5.1')).toBe('Enter hours as 7.5, 7:30 or 7h30.');
    expect(errorOf('h')).toBe('Enter hours as 7.5, 7:30 or 7h30.');
    expect(hoursOf('24')).toBe(24);
  });
});

describe('formatting hours', () => {
  it('shows cells without trailing zeros and totals with one decimal', () => {
    expect(formatHours(7.5)).toBe('7.5');
    expect(formatHours(8)).toBe('8');
    expect(formatHours(null)).toBe('');
    expect(formatHoursTotal(37.5)).toBe('37.5 h');
    expect(formatHoursTotal(40)).toBe('40.0 h');
  });
});
