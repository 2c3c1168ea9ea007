import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './dates';

describe('formatDate', () => {
  it('writes dates like 21 Nov 2026', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 8, 3, 15, 0))).toBe('3 Sep 2026');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('words recent times as the History popup does', () => {
    expect(formatRelativeTime(now - 30_000, now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5m ago');
    expect(formatRelativeTime(now - 3 * 3_600_000 - 59_000, now)).toBe('3h ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2d ago');
  });

  it('never says a future time is in the past', () => {
    expect(formatRelativeTime(now + 60_000, now)).toBe('just now');
  });
});
