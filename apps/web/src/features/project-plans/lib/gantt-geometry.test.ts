import { describe, expect, it } from 'vitest';
import { dateAt, daysOf, ticksOf, timelineOf, visibleRows, xOf, ROW_HEIGHT } from './gantt-geometry';

describe('gantt geometry', () => {
  const timeline = timelineOf([{ start: '2026-11-23', end: '2026-12-11' }], 'day', '2026-11-25');

  it('spans a week before the first task to three weeks after the last', () => {
    expect(timeline.start).toBe('2026-11-16');
    expect(timeline.days).toBe(47);
    expect(xOf(timeline, '2026-11-23')).toBe(7 * timeline.pxPerDay);
    expect(dateAt(timeline, xOf(timeline, '2026-12-01') + 1)).toBe('2026-12-01');
    expect(daysOf(timeline, timeline.pxPerDay * 2.6)).toBe(3);
  });

  it('labels days, Mondays, months and quarters', () => {
    expect(ticksOf(timeline, 'day')[0]?.label).toBe('M 16');
    const weeks = ticksOf(timelineOf([{ start: '2026-11-23', end: '2026-12-11' }], 'week', '2026-11-25'), 'week');
    expect(weeks.map((t) => t.label).slice(0, 3)).toEqual(['16 Nov', '23 Nov', '30 Nov']);
    const long = timelineOf([{ start: '2026-01-05', end: '2027-01-10' }], 'quarter', '2026-06-01');
    expect(ticksOf(long, 'quarter').map((t) => t.label)).toEqual([
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
      'Q4 2026',
      'Q1 2027',
    ]);
    expect(ticksOf(long, 'month')[0]?.label).toBe('Jan 26');
  });

  it('renders only the rows in view, with overscan', () => {
    expect(visibleRows(0, ROW_HEIGHT * 10, 2000)).toEqual({ first: 0, last: 18 });
    expect(visibleRows(ROW_HEIGHT * 1000, ROW_HEIGHT * 10, 2000)).toEqual({ first: 992, last: 1018 });
    expect(visibleRows(ROW_HEIGHT * 1995, ROW_HEIGHT * 10, 2000).last).toBe(1999);
  });
});
