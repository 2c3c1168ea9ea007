import type { EngagementTimesheets } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** A week's CSV field: its Monday, as the tab's column id (`week_2026-11-02`). */
export const weekField = (weekStart: string) => `week_${weekStart}`;

/**
 * The engagement's timesheets tab as CSV: one row per person, their hours in each of the weeks shown (approved or
 * not, as the tab), then hours used and allocated. The week columns are the answer's own weeks.
 */
export function engagementHoursCsv(hours: EngagementTimesheets) {
  const rows = hours.people.map((person) => ({
    consultant: person.consultant_name,
    ...Object.fromEntries(
      hours.weeks.map((week) => [
        weekField(week),
        person.weeks.find((cell) => cell.week_start === week)?.hours ?? null,
      ]),
    ),
    hours_used: person.hours_used,
    hours_allocated: person.hours_allocated,
  }));
  const columns: CsvColumn[] = [
    { key: 'consultant', header: 'Person' },
    ...hours.weeks.map((week) => ({ key: weekField(week), header: `Week of ${week}` })),
    { key: 'hours_used', header: 'Hours used' },
    { key: 'hours_allocated', header: 'Hours allocated' },
  ];
  return { filename: 'engagement-hours', columns, rows };
}
