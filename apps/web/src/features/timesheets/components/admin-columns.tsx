import type { ColumnDef } from '@tanstack/react-table';
import { ANOMALY_LABELS, formatHoursTotal, TIMESHEET_CATEGORY_LABELS, type TimesheetAdminRow } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { weekRange } from '../lib/labels';
import { TimesheetStatusChip } from './status-chip';

export const rowIdOf = (row: TimesheetAdminRow) => row.week_id ?? `${row.consultant_id}|${row.week_start}`;

interface ColumnOptions {
  selected: ReadonlySet<string>;
  toggle: (row: TimesheetAdminRow) => void;
  decide: (row: TimesheetAdminRow, decision: 'approve' | 'reject') => void;
}

/** Columns of the admin view: one person-week per row with its hours per engagement and its flags. */
export function adminColumns({ selected, toggle, decide }: ColumnOptions): ColumnDef<TimesheetAdminRow>[] {
  return [
    {
      id: 'select',
      header: () => <span className="sr-only">Select</span>,
      meta: { label: 'Select', csv: false },
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.original.consultant_name}, week of ${row.original.week_start}`}
          checked={selected.has(rowIdOf(row.original))}
          onChange={() => toggle(row.original)}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    },
    {
      id: 'consultant_name',
      header: 'Person',
      meta: { label: 'Person', primary: true },
      cell: ({ row }) => <span className="font-medium">{row.original.consultant_name}</span>,
    },
    {
      id: 'week_start',
      header: 'Week',
      meta: { label: 'Week' },
      cell: ({ row }) => weekRange(row.original.week_start),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <TimesheetStatusChip status={row.original.status} />
          {row.original.rejection_reason ? (
            <span className="text-xs text-muted-foreground">{row.original.rejection_reason}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'total_hours',
      header: 'Hours',
      meta: { label: 'Hours', className: 'text-right' },
      cell: ({ row }) => (
        <span className="tabular-nums">
          {formatHoursTotal(row.original.total_hours)}
          <span className="block text-xs text-muted-foreground">
            {formatHoursTotal(row.original.billable_hours)} billable
          </span>
        </span>
      ),
    },
    {
      id: 'lines',
      header: 'By engagement',
      meta: { label: 'By engagement' },
      cell: ({ row }) => (
        <ul className="text-xs">
          {row.original.lines
            .filter((line) => line.hours > 0)
            .map((line) => (
              <li key={`${line.engagement_id ?? line.category}`}>
                {line.engagement_name ?? TIMESHEET_CATEGORY_LABELS[line.category]} · {formatHoursTotal(line.hours)}
              </li>
            ))}
        </ul>
      ),
    },
    {
      id: 'anomalies',
      header: 'Flags',
      meta: { label: 'Flags' },
      cell: ({ row }) =>
        row.original.anomalies.length ? (
          <ul className="max-w-72 text-xs">
            {row.original.anomalies.map((anomaly, i) => (
              <li key={i} title={anomaly.message}>
                <span className="font-medium">{ANOMALY_LABELS[anomaly.code]}:</span> {anomaly.message}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-muted-foreground">None</span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { label: 'Actions', csv: false },
      cell: ({ row }) =>
        row.original.can_decide ? (
          <span className="flex gap-1" onClick={(event) => event.stopPropagation()}>
            {row.original.status === 'submitted' ? (
              <Button size="sm" onClick={() => decide(row.original, 'approve')}>
                Approve
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => decide(row.original, 'reject')}>
              Reject
            </Button>
          </span>
        ) : null,
    },
  ];
}
