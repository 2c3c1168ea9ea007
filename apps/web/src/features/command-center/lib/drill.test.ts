import { describe, expect, it } from 'vitest';
import { drill } from './drill';

describe('drill-downs', () => {
  it('point at the list pages with their filters', () => {
    expect(drill.pipeline('retainer', 'on_hold')).toBe('/engagements/support-retainers?status=on_hold');
    expect(drill.temperature('project', 'red')).toBe('/engagements/projects?status=active&temperature=red');
    expect(drill.timesheets('2026-11-16', true)).toBe(
      '/admin-timesheet-view?from=2026-11-16&to=2026-11-16&status=missing',
    );
    expect(drill.jobTitle(null)).toBe('/consultants');
  });
});
