import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  addDays,
  currentWeekStart,
  isMonday,
  nextWeek,
  previousWeek,
  todayIn,
  weekStartOf,
  isIsoDate,
} from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useUrlParams } from '@/lib/use-url-params';
import { useWeek } from '../api/get-week';
import { weekRange } from '../lib/labels';
import { TimesheetStatusChip } from './status-chip';
import { WeekEditor } from './week-editor';

/**
 * /smart-timesheet: my week, prefilled from my assignments; `?week=YYYY-MM-DD` picks the week and, on a phone,
 * `?day=YYYY-MM-DD` the day shown (today when it is in the week, else the Monday).
 */
export function SmartTimesheetPage() {
  const { params, set } = useUrlParams();
  const requested = params.get('week') ?? '';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const thisWeek = currentWeekStart(timeZone);
  const today = todayIn(timeZone);
  const weekStart = isIsoDate(requested) ? (isMonday(requested) ? requested : weekStartOf(requested)) : thisWeek;
  const week = useWeek(weekStart);
  const canReview = useCan('timesheets.approve');
  const go = (target: string) => set({ week: target === thisWeek ? undefined : target, day: undefined });
  const inWeek = (date: string) => isIsoDate(date) && date >= weekStart && date <= addDays(weekStart, 6);
  const requestedDay = params.get('day') ?? '';
  const day = inWeek(requestedDay) ? requestedDay : inWeek(today) ? today : weekStart;
  // A day of this week replaces the URL (a history entry per tap would bury the previous page); another week's is
  // a step like the week buttons.
  const showDay = (date: string) => {
    const target = weekStartOf(date);
    set({ week: target === thisWeek ? undefined : target, day: date }, { replace: target === weekStart });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <PageHeader
        title="Smart Timesheet"
        description={
          week.data ? <TimesheetStatusChip status={week.data.status} /> : 'Your week, prefilled from your assignments.'
        }
        actions={
          canReview ? (
            <Link to="/admin-timesheet-view" className={buttonVariants({ variant: 'outline' })}>
              Review timesheets
            </Link>
          ) : null
        }
      />
      <nav aria-label="Week" className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => go(previousWeek(weekStart))}>
          <ChevronLeft aria-hidden />
        </Button>
        <h2 className="min-w-48 text-center text-lg font-medium">
          {week.data?.iso_week.replace('-W', ' · Week ') ?? ''}{' '}
          <span className="text-muted-foreground">{weekRange(weekStart)}</span>
        </h2>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => go(nextWeek(weekStart))}>
          <ChevronRight aria-hidden />
        </Button>
        {weekStart !== thisWeek ? (
          <Button variant="ghost" onClick={() => go(thisWeek)}>
            This week
          </Button>
        ) : null}
      </nav>
      {week.isPending ? (
        <div role="status" aria-label="Loading the week" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : week.isError ? (
        <ErrorState title="We could not load this week." error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <WeekEditor
          key={weekStart}
          week={week.data}
          day={day}
          today={today}
          onDay={showDay}
          onSubmitted={() => toast.success('Week submitted')}
        />
      )}
    </div>
  );
}
