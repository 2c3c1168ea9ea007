import { Link, useNavigate } from 'react-router';
import { CalendarRange, X } from 'lucide-react';
import { createColumnHelper } from '@tanstack/react-table';
import { ENGAGEMENT_TYPES, PLAN_STATUSES, planListQuerySchema, type PlanSummary } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button, buttonVariants } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/dates';
import { useListState } from '@/lib/use-list-state';
import { PLANS_PAGE_SIZE, usePlans } from '../api/list-plans';
import { ENGAGEMENT_TYPE_LABELS, PLAN_STATUS_LABELS, PlanStatusChip, ProgressBar } from './plan-chips';
import { NewPlanDialog } from './new-plan-dialog';
import { SearchInput } from '@/components/search-input';

const column = createColumnHelper<PlanSummary>();
const columns = [
  column.accessor('name', {
    meta: { label: 'Plan', primary: true },
    cell: (info) => (
      <span className="flex flex-col">
        <span className="font-medium">{info.getValue()}</span>
        <span className="text-xs text-muted-foreground">{info.row.original.client_name}</span>
      </span>
    ),
  }),
  column.accessor('engagement_name', { meta: { label: 'Engagement' } }),
  column.accessor('status', { meta: { label: 'Status' }, cell: (info) => <PlanStatusChip status={info.getValue()} /> }),
  column.accessor('percent_complete', {
    meta: { label: '% complete' },
    cell: (info) => <ProgressBar value={info.getValue()} />,
  }),
  column.accessor('next_milestone', {
    meta: { label: 'Next milestone' },
    cell: (info) => {
      const milestone = info.getValue();
      return milestone ? `${milestone.name} · ${formatDate(milestone.date)}` : '—';
    },
  }),
  column.accessor('slipping_count', {
    meta: { label: 'Slipping' },
    cell: (info) =>
      info.getValue() > 0 ? <span className="font-medium text-red-700">{info.getValue()} late</span> : 'On time',
  }),
];

const FILTERS = ['search', 'status', 'engagement_type'] as const;

/** /project-plan: every plan the user may see, with progress, next milestone and slipping tasks. */
export function PlansLandingPage() {
  const navigate = useNavigate();
  const list = useListState(planListQuerySchema, { filterKeys: FILTERS });
  const query = { ...list.query, page: list.page };
  const plans = usePlans(query);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Project Plans"
        description="Every engagement's plan: progress, the next milestone and what is slipping."
        actions={
          <>
            <Link to="/project-plan-builder-configuration" className={buttonVariants({ variant: 'outline' })}>
              Templates
            </Link>
            <NewPlanDialog onCreated={(plan) => navigate(`/project-plan-builder?plan=${plan.id}`)} />
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3" role="search">
        <label className="min-w-56 flex-1 sm:max-w-sm">
          <span className="sr-only">Search plans</span>
          <SearchInput
            placeholder="Search plan, engagement or client"
            value={list.raw('search')}
            onChange={(event) => list.setFilter('search', event.target.value)}
          />
        </label>
        <NativeSelect
          aria-label="Status"
          value={list.raw('status')}
          onChange={(e) => list.setFilter('status', e.target.value)}
        >
          <option value="">Any status</option>
          <ValueOptions values={PLAN_STATUSES} labels={PLAN_STATUS_LABELS} />
        </NativeSelect>
        <NativeSelect
          aria-label="Engagement type"
          value={list.raw('engagement_type')}
          onChange={(e) => list.setFilter('engagement_type', e.target.value)}
        >
          <option value="">Any type</option>
          <ValueOptions values={ENGAGEMENT_TYPES} labels={ENGAGEMENT_TYPE_LABELS} />
        </NativeSelect>
        {list.hasFilters ? (
          <Button variant="ghost" onClick={list.clear}>
            <X aria-hidden /> Clear filters
          </Button>
        ) : null}
      </div>
      <DataTable
        id="project-plans"
        caption="Project plans"
        columns={columns}
        rows={plans.data?.items}
        getRowId={(plan) => plan.id}
        onOpen={(plan) => navigate(`/project-plan-viewer?plan=${plan.id}`)}
        error={
          plans.isError
            ? { title: 'We could not load the plans.', cause: plans.error, onRetry: () => void plans.refetch() }
            : undefined
        }
        empty={
          <EmptyState
            icon={CalendarRange}
            title={list.hasFilters ? 'No plans match these filters' : 'No plans yet'}
            description={
              list.hasFilters
                ? 'Clear the filters to see every plan.'
                : 'Create a plan for an engagement from a template.'
            }
            action={
              list.hasFilters ? (
                <Button variant="outline" onClick={list.clear}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
        csv={{ path: '/api/project-plans', search: list.query, filename: 'project-plans.csv' }}
        footer={
          plans.data ? (
            <Pagination
              page={list.page}
              pageSize={PLANS_PAGE_SIZE}
              total={plans.data.total}
              onPageChange={list.setPage}
              noun="plans"
            />
          ) : null
        }
      />
    </div>
  );
}
