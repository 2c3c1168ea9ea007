import { describe, expect, it } from 'vitest';
import type { PlanTaskInput } from '../schemas/project-plans.js';
import { circlePath, scheduleLinksOf, schedulePlan, scheduleTasksOf } from './plan-rows.js';

const row = (id: string, start: string, end: string, extra: Partial<PlanTaskInput> = {}): PlanTaskInput => ({
  id,
  parent_id: null,
  name: id,
  start_date: start,
  end_date: end,
  progress: 0,
  is_milestone: false,
  assignee_id: null,
  ...extra,
});

describe('a plan as saved, scheduled', () => {
  it('reads rows in the scheduler’s terms (a milestone ends the day it starts)', () => {
    expect(scheduleTasksOf([row('m', '2026-11-23', '2026-11-25', { is_milestone: true, progress: 40 })])).toEqual([
      { id: 'm', start: '2026-11-23', end: '2026-11-23', isMilestone: true, progress: 40, parentId: null },
    ]);
    expect(scheduleLinksOf([{ predecessor_id: 'a', successor_id: 'b', type: 'SS', lag_days: -2 }])).toEqual([
      { predecessorId: 'a', successorId: 'b', type: 'SS', lagDays: -2 },
    ]);
  });

  it('moves successors after their predecessors, then rolls phases up over their children', () => {
    // 2026-11-23 is a Monday; b waits for a (Mon–Wed) and keeps its two working days.
    const plan = {
      tasks: [
        row('phase', '2026-11-02', '2026-11-02', { is_milestone: true }),
        row('a', '2026-11-23', '2026-11-25', { parent_id: 'phase', progress: 100 }),
        row('b', '2026-11-23', '2026-11-24', { parent_id: 'phase' }),
        row('c', '2026-12-01', '2026-12-01'),
      ],
      dependencies: [{ predecessor_id: 'a', successor_id: 'b', type: 'FS' as const, lag_days: 0 }],
    };
    const { tasks, moved } = schedulePlan(plan, new Set(['2026-11-27']));
    expect(moved).toEqual(['b']);
    const byId = new Map(tasks.map((t) => [t.id, t]));
    expect(byId.get('b')).toMatchObject({ start_date: '2026-11-26', end_date: '2026-11-30' });
    expect(byId.get('phase')).toMatchObject({
      start_date: '2026-11-23',
      end_date: '2026-11-30',
      progress: 60,
      is_milestone: false,
    });
    expect(byId.get('c')).toEqual(plan.tasks[3]);
    expect(tasks.map((t) => t.id)).toEqual(['phase', 'a', 'b', 'c']);
  });

  it('names a circle back to its first task', () => {
    const names: Record<string, string> = { a: 'Design', b: 'Build' };
    expect(circlePath(['a', 'b'], (id) => names[id])).toBe('“Design” → “Build” → “Design”');
  });
});
