import { useNavigate } from 'react-router';
import { CalendarRange } from 'lucide-react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  ENGAGEMENT_TYPE_LABELS,
  ENGAGEMENT_TYPES,
  PLAN_STATUSES,
  planListQuerySchema,
  type PlanSummary,
} from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { ClearFiltersButton, FilterBar, FilterField, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListPage } from '@/components/list-page';
import { ButtonLink } from '@/components/button-link';
import { formatDate } from '@/lib/dates';
import { useListState } from '@/lib/use-list-state';
import { PLANS_PAGE_SIZE, usePlans } from '../api/list-plans';
import { PLAN_STATUS_LABELS, PlanStatusChip, ProgressBar } from './plan-chips';
import { NewPlanDialog } from './new-plan-dialog';
import { planUrl } from './plan-links';
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

/** The filters chosen from a list, in the bar's order. */
const SELECT_FILTERS = [
  { key: 'status', label: 'Status', all: 'Any status', options: labelledOptions(PLAN_STATUSES, PLAN_STATUS_LABELS) },
  {
    key: 'engagement_type',
    label: 'Engagement type',
    all: 'Any type',
    options: labelledOptions(ENGAGEMENT_TYPES, ENGAGEMENT_TYPE_LABELS),
  },
] as const;

/** /project-plan: every plan the user may see, with progress, next milestone and slipping tasks. */
export function PlansLandingPage() {
  const navigate = useNavigate();
  const list = useListState(planListQuerySchema, { filterKeys: FILTERS });
  const query = { ...list.query, page: list.page };
  const plans = usePlans(query);

  return (
    <ListPage
      title="Project Plans"
      description="Every engagement's plan: progress, the next milestone and what is slipping."
      actions={
        <>
          <ButtonLink to="/project-plan-builder-configuration" variant="outline">
            Templates
          </ButtonLink>
          <NewPlanDialog onCreated={(plan) => navigate(planUrl('builder', plan.id))} />
        </>
      }
    >
      <FilterBar label="Filter plans" active={list.activeFilters}>
        <FilterField id="plans-search" label="Search plans" className="min-w-56 flex-1 sm:max-w-sm">
          <SearchInput
            id="plans-search"
            placeholder="Search plan, engagement or client"
            value={list.raw('search')}
            onChange={(event) => list.setFilter('search', event.target.value)}
          />
        </FilterField>
        {SELECT_FILTERS.map(({ key, ...filter }) => (
          <FilterSelect
            key={key}
            id={`plans-${key}`}
            {...filter}
            value={list.raw(key)}
            onChange={(value) => list.setFilter(key, value)}
          />
        ))}
        {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
      </FilterBar>
      <QueryDataTable
        id="project-plans"
        caption="Project plans"
        columns={columns}
        query={plans}
        onOpen={(plan) => navigate(planUrl('viewer', plan.id))}
        errorTitle="We could not load the plans."
        empty={
          <ListEmptyState
            icon={CalendarRange}
            filtered={list.hasFilters}
            onClear={list.clear}
            noMatches={{ title: 'No plans match these filters', description: 'Clear the filters to see every plan.' }}
            empty={{ title: 'No plans yet', description: 'Create a plan for an engagement from a template.' }}
          />
        }
        csv={{ path: '/api/project-plans', search: list.query, filename: 'project-plans.csv' }}
        pagination={{ page: list.page, pageSize: PLANS_PAGE_SIZE, onPageChange: list.setPage, noun: 'plans' }}
      />
    </ListPage>
  );
}
