import { Clock } from 'lucide-react';
import { formatHoursTotal } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useEngagementTimesheets } from '../api/timesheet-summaries';
import { dayLabel } from '../lib/labels';

/** The engagement's timesheets tab: submitted and approved hours by week and person, with hours used. */
export function EngagementTimesheetsTab({ engagementId }: { engagementId: string }) {
  const canApprove = useCan('timesheets.approve');
  if (!canApprove) {
    return <EmptyState icon={Clock} title="Timesheets are visible to the engagement’s Project Managers and admins" />;
  }
  return <HoursTable engagementId={engagementId} />;
}

function HoursTable({ engagementId }: { engagementId: string }) {
  const hours = useEngagementTimesheets(engagementId);
  if (hours.isPending) return <Skeleton className="h-40 w-full" />;
  if (hours.isError) {
    if (isApiError(hours.error) && hours.error.status === 404) {
      return <EmptyState icon={Clock} title="Only this engagement’s Project Managers and admins see its timesheets" />;
    }
    return <ErrorState title="We could not load the hours." error={hours.error} onRetry={() => void hours.refetch()} />;
  }
  const data = hours.data;
  const people = data.people.filter((person) => person.weeks.length > 0 || person.hours_used > 0);
  if (people.length === 0) {
    return <EmptyState icon={Clock} title="No hours submitted on this engagement in the last 8 weeks" />;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {formatHoursTotal(data.total_hours)} submitted in the last 8 weeks, {formatHoursTotal(data.approved_hours)}{' '}
        approved.
        {data.notes_required ? ' Billable hours need a note on this engagement.' : ''}
      </p>
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">Hours by week and person</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                Person
              </th>
              {data.weeks.map((week) => (
                <th key={week} scope="col" className="px-2 py-2 text-right">
                  {dayLabel(week)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">
                Used / allocated
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.consultant_id} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {person.consultant_name}
                </th>
                {data.weeks.map((week) => {
                  const cell = person.weeks.find((w) => w.week_start === week);
                  return (
                    <td key={week} className="px-2 py-2 text-right tabular-nums" title={cell?.status}>
                      {cell ? `${cell.hours.toFixed(1)}${cell.status === 'approved' ? '' : '*'}` : '–'}
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatHoursTotal(person.hours_used)}
                  {person.hours_allocated !== null ? ` / ${formatHoursTotal(person.hours_allocated)}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">* submitted or rejected, not yet approved.</p>
    </div>
  );
}
