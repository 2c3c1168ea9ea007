import { Link } from 'react-router';
import type { QueueItem } from '@praxis/shared';
import { Inbox } from 'lucide-react';
import { CsvExportButton } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { useStaffingQueue } from '../api/staffing-views';
import { hoursText } from '../lib/labels';
import { useFilterParams } from '../lib/use-filter-params';
import { PriorityChip, RequestStatusChip } from './chips';
import { BudgetFlag } from './budget-flag';
import { useStaffing } from './use-staffing';

const BUDGET_OPTIONS = [{ value: 'over', label: 'Would run over budget if staffed' }];

/** /admin-staffing-queue (admin): open requests by priority then start date, each with its top three. */
export function QueuePage() {
  const queue = useStaffingQueue();
  const staffing = useStaffing();
  const { bind, params } = useFilterParams();
  const overOnly = params.get('budget') === 'over';
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
      <FilterBar label="Filter the queue">
        <FilterSelect
          id="queue-budget"
          label="Budget"
          all="All requests"
          options={BUDGET_OPTIONS}
          className="min-w-56"
          {...bind('budget')}
        />
      </FilterBar>
      <QueryState
        query={queue}
        loading={<Skeleton className="h-64 w-full" />}
        errorTitle="We could not load the queue."
        empty={<EmptyState icon={Inbox} title="The queue is empty" description="Every open request is staffed." />}
      >
        {({ items }) => {
          const shown = overOnly ? items.filter((item) => item.budget_risk) : items;
          return shown.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm">
              No open request would take its engagement over budget.
            </p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Staffing queue">
              {shown.map((item) => (
                <QueueEntry
                  key={item.id}
                  item={item}
                  isPending={staffing.isPending}
                  onPropose={(consultantId, name, accept) => staffing.proposeOne(item.id, consultantId, name, accept)}
                />
              ))}
            </ol>
          );
        }}
      </QueryState>
      {staffing.overrideDialog}
    </div>
  );
}

interface QueueEntryProps {
  item: QueueItem;
  isPending: boolean;
  /** Propose a candidate for the request, or propose and accept at once ("Staff"). */
  onPropose: (consultantId: string, name: string, accept: boolean) => void;
}

/** One open request of the queue: what it needs and its top candidates, each with Propose and Staff. */
function QueueEntry({ item, isPending, onPropose }: QueueEntryProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-request={item.id}>
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
      <BudgetFlag risk={item.budget_risk} withReason />
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
                disabled={isPending}
                onClick={() => onPropose(candidate.consultant_id, candidate.name, false)}
              >
                Propose
              </Button>
              <Button
                size="sm"
                disabled={isPending}
                aria-label={`Staff ${candidate.name}`}
                onClick={() => onPropose(candidate.consultant_id, candidate.name, true)}
              >
                Staff
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
