import { describe, expect, it } from 'vitest';
import type { MeetingAgenda } from '@praxis/shared';
import { sectionsOf } from './sections';

const health = (id: string, manual: 'green' | 'red', computed: 'green' | 'yellow', changes = 0) => ({
  engagement_id: id,
  engagement_name: id,
  engagement_type: 'project',
  client_name: 'Contoso',
  manual_temperature: manual,
  computed_temperature: computed,
  score: 0,
  reasons: [],
  disagree: manual !== computed,
  last_sent_at: null,
  overdue: false,
  days_since_update: null,
  changes: Array.from({ length: changes }, () => ({
    field: 'status' as const,
    from: 'pipeline',
    to: 'active',
    at: '',
  })),
});

const empty: MeetingAgenda = {
  week: '2026-11-23',
  as_of: '2026-11-24',
  engagements: [],
  updates_sent: [],
  updates_missing: [],
  requests_waiting: [],
  over_allocated: [],
  under_allocated: [],
  roll_offs: [],
  starts: [],
  missing_timesheets: { week: '2026-11-16', people: [] },
  overdue_risks: [],
  over_budget: [],
  notes: [],
  decisions: [],
  last_week_decisions: [],
};

describe('sectionsOf', () => {
  it('lists the eight sections in meeting order, all empty for an empty agenda', () => {
    const sections = sectionsOf(empty);
    expect(sections.map((s) => s.id)).toEqual([
      'engagements',
      'updates',
      'staffing',
      'allocation',
      'movements',
      'timesheets',
      'risks',
      'decisions',
    ]);
    expect(sections.every((s) => s.count === 0)).toBe(true);
  });

  it('counts engagements needing attention: not green either way, or changed since last week', () => {
    const agenda = {
      ...empty,
      engagements: [health('a', 'red', 'green'), health('b', 'green', 'yellow'), health('c', 'green', 'green', 1)],
    };
    agenda.engagements.push(health('d', 'green', 'green'));
    const [engagements] = sectionsOf(agenda);
    expect(engagements?.count).toBe(3);
    expect(engagements?.hint).toBe('4 active · 3 critical, on watch or changed since last week');
  });
});
