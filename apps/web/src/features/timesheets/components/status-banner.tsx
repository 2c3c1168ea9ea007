import type { TimesheetWeek } from '@praxis/shared';
import { formatDateTime } from '@/lib/dates';

/** What the week's status means for the user: the rejection reason on top, or why the grid is read-only. */
export function StatusBanner({ week }: { week: TimesheetWeek }) {
  if (week.status === 'rejected') {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-medium">
          Rejected{week.decided_by_name ? ` by ${week.decided_by_name}` : ''}: {week.rejection_reason}
        </p>
        <p>Fix the hours and submit the week again.</p>
      </div>
    );
  }
  if (week.status === 'submitted') {
    return (
      <p className="rounded-lg border bg-muted/50 p-3 text-sm">
        Submitted{week.submitted_at ? ` on ${formatDateTime(week.submitted_at)}` : ''} — locked while it is reviewed.
      </p>
    );
  }
  if (week.status === 'approved') {
    return (
      <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        Approved{week.decided_by_name ? ` by ${week.decided_by_name}` : ''} — read-only.
      </p>
    );
  }
  return null;
}
