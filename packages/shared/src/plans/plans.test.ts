import { describe, expect, it } from 'vitest';
import { criticalTaskIds, percentComplete, rollUpPhases, slipDays } from './analysis.js';
import { durationOf, findCycle, scheduleTasks, type ScheduleDependency, type ScheduleTask } from './schedule.js';
import { datesFromTemplate } from './template.js';
import {
  addWorkingDays,
  endAfter,
  isWorkingDay,
  isoWeekday,
  nextWorkingDay,
  workingDaysBetween,
} from './working-days.js';

const task = (id: string, start: string, end: string, extra: Partial<ScheduleTask> = {}): ScheduleTask => ({
  id,
  start,
  end,
  isMilestone: false,
  progress: 0,
  parentId: null,
  ...extra,
});
const fs = (predecessorId: string, successorId: string, lagDays = 0): ScheduleDependency => ({
  predecessorId,
  successorId,
  type: 'FS',
  lagDays,
});

describe('working days', () => {
  // 2026-11-23 is a Monday.
  it('knows weekdays and weekends', () => {
    expect(isoWeekday('2026-11-23')).toBe(0);
    expect(isoWeekday('2026-11-29')).toBe(6);
    expect(isWorkingDay('2026-11-27')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
  });

  it('skips weekends and holidays when adding working days', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-30', -1)).toBe('2026-11-27');
    expect(addWorkingDays('2026-12-23', 2, new Set(['2026-12-24', '2026-12-25']))).toBe('2026-12-29');
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('counts working days inclusively, holidays excluded, across years', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-27')).toBe(5);
    expect(workingDaysBetween('2026-11-23', '2026-12-04')).toBe(10);
    expect(workingDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-23')).toBe(0);
    expect(workingDaysBetween('2026-12-21', '2027-01-08', new Set(['2026-12-25', '2027-01-01', '2026-12-26']))).toBe(
      13,
    );
  });

  it('rolls a weekend start to Monday and ends after the duration', () => {
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(endAfter('2026-11-28', 5)).toBe('2026-12-04');
    expect(endAfter('2026-11-23', 1)).toBe('2026-11-23');
  });

  it('agrees with a day-by-day count on random spans (including DST change dates, which dates ignore)', () => {
    const holidays = new Set(['2027-03-29', '2026-10-26']);
    for (let offset = 0; offset < 200; offset += 7) {
      const start = addWorkingDays('2026-10-01', offset % 13);
      const end = addWorkingDays(start, offset % 37, holidays);
      expect(workingDaysBetween(start, end, holidays)).toBe(
        isWorkingDay(start, holidays) ? (offset % 37) + 1 : offset % 37,
      );
    }
  });
});

describe('templates', () => {
  it('computes dates from the engagement start skipping weekends and holidays', () => {
    const holidays = new Set(['2026-12-25']);
    expect(datesFromTemplate('2026-12-19', { offsetDays: 0, durationDays: 5, isMilestone: false }, holidays)).toEqual({
      start: '2026-12-21',
      end: '2026-12-28',
    });
    expect(datesFromTemplate('2026-11-23', { offsetDays: 10, durationDays: 0, isMilestone: true })).toEqual({
      start: '2026-12-07',
      end: '2026-12-07',
    });
  });
});

describe('scheduling through dependencies', () => {
  it('moves successors when a predecessor moves, keeping durations in working days', () => {
    const tasks = [task('a', '2026-11-23', '2026-11-27'), task('b', '2026-11-30', '2026-12-01')];
    // a now ends a week later: b must follow.
    tasks[0] = task('a', '2026-11-30', '2026-12-04');
    const moved = scheduleTasks(tasks, [fs('a', 'b')]);
    expect(moved.get('b')).toEqual({ start: '2026-12-07', end: '2026-12-08' });
    expect(moved.has('a')).toBe(false);
  });

  it('applies lags and leads in working days and start-to-start links', () => {
    const tasks = [
      task('a', '2026-11-23', '2026-11-25'),
      task('b', '2026-11-23', '2026-11-23'),
      task('c', '2026-11-23', '2026-11-24'),
    ];
    const moved = scheduleTasks(tasks, [
      fs('a', 'b', 2),
      { predecessorId: 'a', successorId: 'c', type: 'SS', lagDays: 3 },
    ]);
    expect(moved.get('b')).toEqual({ start: '2026-11-30', end: '2026-11-30' });
    expect(moved.get('c')).toEqual({ start: '2026-11-26', end: '2026-11-27' });
    const lead = scheduleTasks(
      [task('a', '2026-11-23', '2026-11-27'), task('b', '2026-11-23', '2026-11-24')],
      [fs('a', 'b', -2)],
    );
    expect(lead.get('b')).toEqual({ start: '2026-11-26', end: '2026-11-27' });
  });

  it('keeps a task that already starts late enough and follows chains transitively', () => {
    const tasks = [
      task('a', '2026-11-23', '2026-11-24'),
      task('b', '2026-12-14', '2026-12-15'),
      task('c', '2026-11-23', '2026-11-23', { isMilestone: true }),
    ];
    const moved = scheduleTasks(tasks, [fs('a', 'b'), fs('b', 'c')]);
    expect(moved.has('b')).toBe(false);
    expect(moved.get('c')).toEqual({ start: '2026-12-16', end: '2026-12-16' });
  });

  it('names the tasks of a cycle and finds none in a DAG', () => {
    expect(findCycle(['a', 'b', 'c'], [fs('a', 'b'), fs('b', 'c')])).toBeNull();
    expect(findCycle(['a', 'b', 'c', 'd'], [fs('a', 'b'), fs('b', 'c'), fs('c', 'a'), fs('c', 'd')])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(findCycle(['a'], [fs('a', 'a')])).toEqual(['a']);
    expect(() =>
      scheduleTasks(
        [task('a', '2026-11-23', '2026-11-23'), task('b', '2026-11-23', '2026-11-23')],
        [fs('a', 'b'), fs('b', 'a')],
      ),
    ).toThrow(/cycle/);
  });

  it('schedules a 2,000-task chain without overflowing the stack', () => {
    const tasks = Array.from({ length: 2000 }, (_, i) => task(`t${i}`, '2026-11-23', '2026-11-23'));
    const deps = tasks.slice(1).map((t, i) => fs(`t${i}`, t.id));
    expect(
      findCycle(
        tasks.map((t) => t.id),
        deps,
      ),
    ).toBeNull();
    const moved = scheduleTasks(tasks, deps);
    expect(moved.get('t1999')).toEqual({
      start: addWorkingDays('2026-11-23', 1999),
      end: addWorkingDays('2026-11-23', 1999),
    });
  });
});

describe('critical path, progress, phases and slip', () => {
  it('marks the chain that drives the end and leaves floating tasks out', () => {
    const tasks = [
      task('a', '2026-11-23', '2026-11-27'),
      task('b', '2026-11-30', '2026-12-04'),
      task('c', '2026-11-30', '2026-11-30'),
      task('m', '2026-12-07', '2026-12-07', { isMilestone: true }),
    ];
    const critical = criticalTaskIds(tasks, [fs('a', 'b'), fs('a', 'c'), fs('b', 'm'), fs('c', 'm')]);
    expect([...critical].sort()).toEqual(['a', 'b', 'm']);
  });

  it('treats a lag as part of the path', () => {
    const tasks = [
      task('a', '2026-11-23', '2026-11-23'),
      task('b', '2026-11-26', '2026-11-26'),
      task('x', '2026-11-23', '2026-11-25'),
    ];
    expect([...criticalTaskIds(tasks, [fs('a', 'b', 2)])].sort()).toEqual(['a', 'b']);
  });

  it('weights % complete by duration and ignores phases and milestones', () => {
    const tasks = [
      task('p', '2026-11-23', '2026-12-04'),
      task('a', '2026-11-23', '2026-11-27', { parentId: 'p', progress: 100 }),
      task('b', '2026-11-30', '2026-12-11', { parentId: 'p', progress: 50 }),
      task('m', '2026-12-11', '2026-12-11', { isMilestone: true, progress: 0 }),
    ];
    // (5 × 100 + 10 × 50) / 15 = 66.7
    expect(percentComplete(tasks)).toBe(67);
    expect(percentComplete([task('m', '2026-12-11', '2026-12-11', { isMilestone: true, progress: 100 })])).toBe(100);
    expect(percentComplete([])).toBe(0);
    expect(durationOf(tasks[2]!)).toBe(10);
  });

  it('rolls phases up from their children, nested phases first', () => {
    const tasks = [
      task('outer', '2026-01-01', '2026-01-01'),
      task('inner', '2026-01-01', '2026-01-01', { parentId: 'outer' }),
      task('a', '2026-11-23', '2026-11-27', { parentId: 'inner', progress: 100 }),
      task('b', '2026-11-30', '2026-12-04', { parentId: 'outer' }),
    ];
    const rolled = rollUpPhases(tasks);
    expect(rolled.find((t) => t.id === 'inner')).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-27',
      progress: 100,
    });
    expect(rolled.find((t) => t.id === 'outer')).toMatchObject({
      start: '2026-11-23',
      end: '2026-12-04',
      progress: 50,
    });
  });

  it('measures slip against a baseline in working days', () => {
    expect(slipDays({ end: '2026-12-01' }, { end: '2026-11-27' })).toBe(2);
    expect(slipDays({ end: '2026-11-26' }, { end: '2026-11-27' })).toBe(0);
    expect(slipDays({ end: '2026-11-26' }, undefined)).toBe(0);
  });
});
