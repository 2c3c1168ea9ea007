import { Link } from 'react-router';
import { formatHoursTotal } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentTimesheet } from '../api/timesheet-summaries';
import { weekRange } from '../lib/labels';
import { TimesheetStatusChip } from './status-chip';

/** Home: this week's timesheet, its status and hours against capacity, with a link to fill it in. */
export function TimesheetStatusCard() {
  const current = useCurrentTimesheet();
  return (
    <TitledCard
      title="This week’s timesheet"
      description={current.data ? weekRange(current.data.week_start) : 'Your hours this week'}
      className="lg:col-span-3"
    >
      <QueryState
        query={current}
        loading={<Skeleton className="h-6 w-1/2" />}
        errorTitle="We could not load your timesheet."
      >
        {(week) => (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <TimesheetStatusChip status={week.status} />
            <span>
              {formatHoursTotal(week.total_hours)} of {week.capacity_hours} h
            </span>
            {week.rejection_reason ? <span className="text-destructive">Rejected: {week.rejection_reason}</span> : null}
            <Link to="/smart-timesheet" className="font-medium underline-offset-4 hover:underline">
              {week.status === 'submitted' || week.status === 'approved' ? 'Open timesheet' : 'Fill in timesheet'}
            </Link>
          </div>
        )}
      </QueryState>
    </TitledCard>
  );
}
