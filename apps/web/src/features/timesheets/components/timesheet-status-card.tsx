import { Link } from 'react-router';
import { formatHoursTotal } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentTimesheet } from '../api/timesheet-summaries';
import { weekRange } from '../lib/labels';
import { TimesheetStatusChip } from './status-chip';

/** Home: this week's timesheet, its status and hours against capacity, with a link to fill it in. */
export function TimesheetStatusCard() {
  const current = useCurrentTimesheet();
  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>This week’s timesheet</CardTitle>
        <CardDescription>{current.data ? weekRange(current.data.week_start) : 'Your hours this week'}</CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <Skeleton className="h-6 w-1/2" />
        ) : current.isError ? (
          <ErrorState
            title="We could not load your timesheet."
            error={current.error}
            onRetry={() => void current.refetch()}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <TimesheetStatusChip status={current.data.status} />
            <span>
              {formatHoursTotal(current.data.total_hours)} of {current.data.capacity_hours} h
            </span>
            {current.data.rejection_reason ? (
              <span className="text-destructive">Rejected: {current.data.rejection_reason}</span>
            ) : null}
            <Link to="/smart-timesheet" className="font-medium underline-offset-4 hover:underline">
              {current.data.status === 'submitted' || current.data.status === 'approved'
                ? 'Open timesheet'
                : 'Fill in timesheet'}
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
