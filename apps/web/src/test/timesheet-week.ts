import { vi } from 'vitest';
import { addDays, type TimesheetCell, type TimesheetWeek } from '@praxis/shared';
import { isoWeekOf } from '@praxis/shared/dates';

type TimesheetLine = TimesheetWeek['lines'][number];

/** A timesheet line for an engagement (billable, assigned, 8 h planned, no entries unless given). */
export function engagementLine(
  engagement_id: string,
  engagement_name: string,
  overrides: Partial<TimesheetLine> = {},
): TimesheetLine {
  return {
    id: null,
    engagement_id,
    engagement_name,
    client_name: `${engagement_name} Client`,
    category: 'engagement',
    billable: true,
    notes_required: false,
    planned_hours: 8,
    assigned: true,
    entries: [],
    ...overrides,
  };
}

/** A draft week the person can edit, Monday `weekStart` to Sunday, 40 h capacity, no holidays. */
export function makeTimesheetWeek(weekStart: string, overrides: Partial<TimesheetWeek> = {}): TimesheetWeek {
  return {
    id: null,
    consultant_id: '22222222-2222-4222-8222-222222222222',
    consultant_name: 'Ada Lovelace',
    week_start: weekStart,
    iso_week: isoWeekOf(weekStart).label,
    status: 'draft',
    rejection_reason: null,
    submitted_at: null,
    decided_at: null,
    decided_by_name: null,
    version: 0,
    capacity_hours: 40,
    days: [0, 1, 2, 3, 4, 5, 6].map((i) => ({ date: addDays(weekStart, i), is_weekend: i >= 5, holiday: null })),
    lines: [],
    anomalies: [],
    can_edit: true,
    can_decide: false,
    ...overrides,
  };
}

/** What the week grid and the day view take for a week: editable, nothing pending, mocked handlers. */
export const gridPropsOf = (week: TimesheetWeek) => ({
  week,
  lines: week.lines,
  pending: new Map<string, TimesheetCell>(),
  canEdit: true,
  onEdit: vi.fn(),
  onBillable: vi.fn(),
  onRemove: vi.fn(),
});
