import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Clock } from 'lucide-react';
import { formatHoursTotal, type EngagementTimesheets } from '@praxis/shared';
import { DataTable, queryError } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RevealWhenLoaded } from '@/components/reveal-when-loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useEngagementTimesheets } from '../api/timesheet-summaries';
import { dayLabel } from '../lib/labels';

type Person = EngagementTimesheets['people'][number];
const column = createColumnHelper<Person>();

/** The engagement's timesheets tab: submitted and approved hours by week and person, with hours used. */
export function EngagementTimesheetsTab({ engagementId }: { engagementId: string }) {
  const canApprove = useCan('timesheets.approve');
  if (!canApprove) {
    return <EmptyState icon={Clock} title="Timesheets are visible to the engagement’s Project Managers and admins" />;
  }
  return <HoursTable engagementId={engagementId} />;
}

/** Person, one column per week (its Monday; the CSV field is `week_<date>`, as the API names it), used / allocated. */
function hoursColumns(weeks: string[]) {
  return [
    column.accessor('consultant_name', {
      id: 'consultant',
      meta: { label: 'Person', primary: true, className: 'whitespace-nowrap' },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    ...weeks.map((week) =>
      column.display({
        id: `week_${week}`,
        meta: {
          label: dayLabel(week),
          className: 'text-right tabular-nums',
          csv: [{ field: `week_${week}`, header: `Week of ${week}` }],
        },
        cell: ({ row: { original: person } }) => {
          const cell = person.weeks.find((w) => w.week_start === week);
          if (!cell) return <span className="text-muted-foreground">–</span>;
          return (
            <span title={cell.status}>
              {cell.hours.toFixed(1)}
              {cell.status === 'approved' ? '' : '*'}
            </span>
          );
        },
      }),
    ),
    column.display({
      id: 'used',
      meta: {
        label: 'Used / allocated',
        className: 'text-right tabular-nums whitespace-nowrap',
        csv: [
          { field: 'hours_used', header: 'Hours used' },
          { field: 'hours_allocated', header: 'Hours allocated' },
        ],
      },
      cell: ({ row: { original: person } }) =>
        `${formatHoursTotal(person.hours_used)}${
          person.hours_allocated !== null ? ` / ${formatHoursTotal(person.hours_allocated)}` : ''
        }`,
    }),
  ];
}

function HoursTable({ engagementId }: { engagementId: string }) {
  const hours = useEngagementTimesheets(engagementId);
  const data = hours.data;
  const weeks = data?.weeks;
  const columns = useMemo(() => hoursColumns(weeks ?? []), [weeks]);
  if (hours.isError && isApiError(hours.error) && hours.error.status === 404) {
    return <EmptyState icon={Clock} title="Only this engagement’s Project Managers and admins see its timesheets" />;
  }
  const people = data?.people.filter((person) => person.weeks.length > 0 || person.hours_used > 0);
  return (
    <RevealWhenLoaded
      ready={!hours.isPending}
      className="flex flex-col gap-3"
      skeleton={<Skeleton className="h-72 w-full" aria-label="Loading the hours" />}
    >
      {data ? (
        <p className="text-sm text-muted-foreground">
          {formatHoursTotal(data.total_hours)} submitted in the last 8 weeks, {formatHoursTotal(data.approved_hours)}{' '}
          approved.
          {data.notes_required ? ' Billable hours need a note on this engagement.' : ''}
        </p>
      ) : null}
      <DataTable
        id="engagement-hours"
        caption="Hours by week and person"
        columns={columns}
        rows={people}
        getRowId={(person) => person.consultant_id}
        rowLabel={(person) => person.consultant_name}
        error={queryError(hours, 'We could not load the hours.')}
        csv={{ path: `/api/engagements/${engagementId}/timesheets`, search: {}, filename: 'engagement-hours.csv' }}
        empty={<EmptyState icon={Clock} title="No hours submitted on this engagement in the last 8 weeks" />}
      />
      {people?.length ? (
        <p className="text-xs text-muted-foreground">* submitted or rejected, not yet approved.</p>
      ) : null}
    </RevealWhenLoaded>
  );
}
