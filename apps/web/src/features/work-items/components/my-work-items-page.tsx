import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Inbox, Plus, SearchX } from 'lucide-react';
import { WORK_ITEM_SORTS, type WorkItemKind, type WorkItemSort } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkItems } from '../api/list-work-items';
import { formatDate } from '@/lib/dates';
import { useUrlFilters } from '../lib/use-url-filters';
import { PriorityChip, WorkItemStatusChip as StatusChip } from '@/entities/work-item';
import { WorkItemFilters } from './work-item-filters';

const PAGE_SIZE = 20;

const SORT_LABELS: Record<WorkItemSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  priority: 'Priority',
  due_date: 'Due date',
  status: 'Status',
};

interface MyWorkItemsPageProps {
  kind: WorkItemKind;
  title: string;
  description: string;
  newLabel: string;
  newLink: string;
}

function MyWorkItemsPage({ kind, title, description, newLabel, newLink }: MyWorkItemsPageProps) {
  const filterState = useUrlFilters();
  const { filters, update, clear, isFiltered } = filterState;
  const [params] = useSearchParams();
  const sort = WORK_ITEM_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const sortId = useId();
  const list = useWorkItems({
    kind,
    mine: true,
    q: filters.q || undefined,
    status: filters.status,
    priority: filters.priority,
    category: filters.category,
    sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const isEngagement = kind === 'engagement';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={newLink} className={buttonVariants()}>
            <Plus aria-hidden />
            {newLabel}
          </Link>
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <WorkItemFilters state={filterState} show={{ status: true }} />
        <div className="w-44 space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}
          >
            {WORK_ITEM_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-label="Loading your requests">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title="We could not load your requests." error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState
            icon={SearchX}
            title="No requests match these filters"
            action={
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title={
              isEngagement ? 'You have not filed any engagement requests yet' : 'You have not filed any requests yet'
            }
            description="Requests you file appear here with their status."
            action={
              <Link to={newLink} className={buttonVariants({ variant: 'outline' })}>
                {newLabel}
              </Link>
            }
          />
        )
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted/60 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  {isEngagement ? (
                    <th scope="col" className="px-3 py-2 font-medium">
                      Engagement
                    </th>
                  ) : null}
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Priority
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Assignee
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Due
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Created
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id} className="border-t hover:bg-muted/40">
                    <td className="max-w-80 px-3 py-2">
                      <Link
                        to={`/work-management/${item.id}`}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        {item.name}
                      </Link>
                    </td>
                    {isEngagement ? <td className="px-3 py-2">{item.engagement_name}</td> : null}
                    <td className="px-3 py-2">
                      <StatusChip status={item.status} />
                    </td>
                    <td className="px-3 py-2">
                      <PriorityChip priority={item.priority} />
                    </td>
                    <td className="px-3 py-2">{item.category ?? '—'}</td>
                    <td className="px-3 py-2">{item.assignee_name ?? 'Unassigned'}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(item.due_date) || '—'}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(item.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={(page) => update({ page: String(page) })}
            noun="requests"
          />
        </>
      )}
    </div>
  );
}

export function MyInternalRequestsPage() {
  return (
    <MyWorkItemsPage
      kind="internal"
      title="My Internal Requests"
      description="The internal requests you filed, with their status."
      newLabel="New Internal Request"
      newLink="/my-internal-request/new"
    />
  );
}

export function MyEngagementRequestsPage() {
  return (
    <MyWorkItemsPage
      kind="engagement"
      title="My Engagement Requests"
      description="The requests you filed on engagements, with their status."
      newLabel="New Engagement Request"
      newLink="/my-internal-request/new?kind=engagement"
    />
  );
}
