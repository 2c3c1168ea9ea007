import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Inbox, SearchX } from 'lucide-react';
import { WORK_ITEM_SORTS, type WorkItemKind, type WorkItemSort, type WorkItemSummary } from '@praxis/shared';
import { NewLink } from '@/components/new-link';
import { ValueOptions } from '@/components/value-options';
import { QueryDataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { NoMatchesState } from '@/components/no-matches-state';
import { PageHeader } from '@/components/page-header';
import { ButtonLink } from '@/components/button-link';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useWorkItems } from '../api/list-work-items';
import { formatDate } from '@/lib/dates';
import { useUrlFilters } from '../lib/use-url-filters';
import { PriorityChip, WorkItemStatusChip as StatusChip } from '@/entities/work-item';
import { WorkItemFilters } from './work-item-filters';

const PAGE_SIZE = 20;

const column = createColumnHelper<WorkItemSummary>();
const COLUMNS = [
  column.accessor('name', {
    meta: { label: 'Name', sort: 'name', primary: true, className: 'max-w-80' },
    cell: ({ row }) => (
      <Link to={`/work-management/${row.original.id}`} className="underline-offset-4 hover:underline">
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor('engagement_name', { meta: { label: 'Engagement' } }),
  column.accessor('status', {
    meta: { label: 'Status', sort: 'status' },
    cell: ({ getValue }) => <StatusChip status={getValue()} />,
  }),
  column.accessor('priority', {
    meta: { label: 'Priority', sort: 'priority' },
    cell: ({ getValue }) => <PriorityChip priority={getValue()} />,
  }),
  column.accessor('category', { meta: { label: 'Category' }, cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('assignee_name', {
    meta: { label: 'Assignee' },
    cell: ({ getValue }) => getValue() ?? 'Unassigned',
  }),
  column.accessor('due_date', {
    meta: { label: 'Due', sort: 'due_date', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue()) || '—',
  }),
  column.accessor('created_at', {
    meta: { label: 'Created', sort: 'newest', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

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
  const navigate = useNavigate();
  const query = {
    kind,
    mine: true,
    q: filters.q || undefined,
    status: filters.status,
    priority: filters.priority,
    category: filters.category,
    sort,
  };
  const list = useWorkItems({ ...query, page: filters.page, pageSize: PAGE_SIZE });
  const isEngagement = kind === 'engagement';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={<NewLink to={newLink}>{newLabel}</NewLink>} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <WorkItemFilters state={filterState} show={{ status: true }} />
        <div className="w-44 space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}
          >
            <ValueOptions values={WORK_ITEM_SORTS} labels={SORT_LABELS} />
          </NativeSelect>
        </div>
      </div>
      <QueryDataTable
        id={`my-requests-${kind}`}
        caption={title}
        columns={isEngagement ? COLUMNS : COLUMNS.filter((column) => column.id !== 'engagement_name')}
        query={list}
        onOpen={(item) => void navigate(`/work-management/${item.id}`)}
        sort={{ value: sort, order: 'asc', onSort: (next) => update({ sort: next === 'newest' ? undefined : next }) }}
        errorTitle="We could not load your requests."
        csv={{ path: '/api/work-items', search: query, filename: `my-${kind}-requests.csv` }}
        empty={
          isFiltered ? (
            <NoMatchesState icon={SearchX} title="No requests match these filters" onClear={clear} />
          ) : (
            <EmptyState
              icon={Inbox}
              title={
                isEngagement ? 'You have not filed any engagement requests yet' : 'You have not filed any requests yet'
              }
              description="Requests you file appear here with their status."
              action={
                <ButtonLink to={newLink} variant="outline">
                  {newLabel}
                </ButtonLink>
              }
            />
          )
        }
        pagination={{ pageSize: PAGE_SIZE, onPageChange: (page) => update({ page: String(page) }), noun: 'requests' }}
      />
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
