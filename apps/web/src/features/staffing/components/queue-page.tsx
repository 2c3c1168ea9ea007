import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { CsvExportButton } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { useStaffingQueue } from '../api/staffing-views';
import { hoursText } from '../lib/labels';
import { PriorityChip, RequestStatusChip } from './chips';
import { useStaffing } from './use-staffing';

/** /admin-staffing-queue (admin): open requests by priority then start date, each with its top three. */
export function QueuePage() {
  const queue = useStaffingQueue();
  const staffing = useStaffing();
  let content;
  if (queue.isPending) content = <Skeleton className="h-64 w-full" />;
  else if (queue.isError)
    content = (
      <ErrorState title="We could not load the queue." error={queue.error} onRetry={() => void queue.refetch()} />
    );
  else if (queue.data.items.length === 0)
    content = <EmptyState icon={Inbox} title="The queue is empty" description="Every open request is staffed." />;
  else {
    content = (
      <ol className="flex flex-col gap-3" aria-label="Staffing queue">
        {queue.data.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border p-4" data-request={item.id}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-medium">
                  <Link to={`/admin-resource-requests/${item.id}`} className="underline-offset-4 hover:underline">
                    {item.engagement_name}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">
                  {item.client_name} · {item.job_title ?? 'Any job title'} · by {item.requester_name ?? 'unknown'}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <PriorityChip priority={item.priority} />
                <RequestStatusChip status={item.status} />
              </div>
            </div>
            <p className="text-sm">
              {formatDateRange(item.start_date, item.end_date)} · {hoursText(item.hours_remaining)} of{' '}
              {hoursText(item.hours_per_week)}/week unstaffed · {item.age_days} d old
            </p>
            <ul className="flex flex-col gap-2" aria-label={`Top candidates for ${item.engagement_name}`}>
              {item.top.map((candidate, index) => (
                <li
                  key={candidate.consultant_id}
                  className="flex flex-col gap-1 rounded-md bg-muted/50 p-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">
                      {index + 1}. {candidate.name} · {candidate.score}
                      {candidate.excluded ? ' · missing a must-have' : ''}
                    </p>
                    <p className="break-words text-muted-foreground">{candidate.explanation}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={staffing.isPending}
                      onClick={() => staffing.proposeOne(item.id, candidate.consultant_id, candidate.name, false)}
                    >
                      Propose
                    </Button>
                    <Button
                      size="sm"
                      disabled={staffing.isPending}
                      aria-label={`Staff ${candidate.name}`}
                      onClick={() => staffing.proposeOne(item.id, candidate.consultant_id, candidate.name, true)}
                    >
                      Staff
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Staffing Queue"
        description={
          queue.data ? `${queue.data.total} open requests, most urgent first` : 'Open requests, most urgent first'
        }
        actions={
          <>
            <CsvExportButton csv={{ path: '/api/staffing/queue', search: {}, filename: 'staffing-queue.csv' }} />
            <Link to="/admin-staffing" className={buttonVariants({ variant: 'outline' })}>
              Staffing board
            </Link>
          </>
        }
      />
      {content}
      {staffing.overrideDialog}
    </div>
  );
}
