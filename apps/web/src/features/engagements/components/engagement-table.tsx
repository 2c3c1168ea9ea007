import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Briefcase } from 'lucide-react';
import type { Engagement, EngagementType } from '@praxis/shared';
import { DataTable, csvFields, datesColumn, queryError, type TableSort } from '@/components/data-table';
import { ListEmptyState } from '@/components/list-empty-state';
import { ButtonLink } from '@/components/button-link';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import type { Page } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { ENGAGEMENT_TYPE_SINGULAR, engagementPath, typeLabel } from '../lib/engagement-type';
import { forecastLabel, formatRange, hours } from '../lib/format';

interface EngagementTableProps {
  type: EngagementType;
  query: UseQueryResult<Page<Engagement>>;
  sort: TableSort;
  /** The filters and sort of the list, for the CSV export. */
  search: object;
  hasFilters: boolean;
  onClearFilters: () => void;
  footer?: React.ReactNode;
}

const column = createColumnHelper<Engagement>();
const columnsFor = (type: EngagementType) => [
  column.accessor('name', {
    meta: { label: 'Engagement', sort: 'name', primary: true },
    cell: ({ row }) => (
      <Link to={engagementPath(type, row.original.id)} className="hover:underline">
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor((engagement) => engagement.client.name, {
    id: 'client',
    meta: { label: 'Client', sort: 'client' },
  }),
  column.accessor('status', {
    meta: { label: 'Status', sort: 'status' },
    cell: ({ getValue }) => <EngagementStatusChip status={getValue()} />,
  }),
  column.accessor('project_temperature', {
    meta: { label: 'Temperature', sort: 'temperature' },
    cell: ({ getValue }) => <TemperatureChip temperature={getValue()} />,
  }),
  datesColumn<Engagement>(formatRange, { sort: 'start_date', headers: ['Start date', 'End date'] }),
  column.accessor('project_managers', {
    meta: { label: 'Project Manager' },
    cell: ({ getValue }) =>
      getValue()
        .map((pm) => pm.name)
        .join(', ') || <span className="text-muted-foreground">None</span>,
  }),
  column.display({
    id: 'hours',
    meta: {
      label: 'Hours used',
      className: 'text-right whitespace-nowrap tabular-nums',
      csv: csvFields({ hours_used: 'Hours used', hours_allocated: 'Hours allocated' }),
    },
    cell: ({ row }) => (
      <>
        {hours(row.original.hours_used)}
        <span className="text-muted-foreground"> / {hours(row.original.hours_allocated)}</span>
      </>
    ),
  }),
  column.display({
    id: 'forecast',
    meta: {
      label: 'Forecast',
      className: 'whitespace-nowrap',
      csv: csvFields({ forecast_over_by_hours: 'Forecast over budget by (hours)' }),
    },
    cell: ({ row }) => {
      const label = forecastLabel(row.original);
      const over = (row.original.forecast_over_by_hours ?? 0) > 0;
      return (
        <span
          className={over ? 'font-medium text-destructive' : 'text-muted-foreground'}
          title={row.original.forecast_runs_out_on ? `Runs out on ${row.original.forecast_runs_out_on}` : undefined}
        >
          {label}
        </span>
      );
    },
  }),
];

/** One type's engagements on the data-table kit: sort in the URL, row opens the engagement, CSV of the list. */
export function EngagementTable({
  type,
  query,
  sort,
  search,
  hasFilters,
  onClearFilters,
  footer,
}: EngagementTableProps) {
  const navigate = useNavigate();
  const canCreate = useCan('engagements.create');
  const noun = typeLabel(type).toLowerCase();
  return (
    <DataTable
      id={`engagements-${type}`}
      caption={typeLabel(type)}
      columns={columnsFor(type)}
      rows={query.data?.items}
      onOpen={(engagement) => void navigate(engagementPath(type, engagement.id))}
      sort={sort}
      error={queryError(query, `We could not load the ${noun}.`)}
      csv={{ path: '/api/engagements', search: { ...search, type }, filename: `${type}-engagements.csv` }}
      footer={footer}
      empty={
        <ListEmptyState
          icon={Briefcase}
          filtered={hasFilters}
          onClear={onClearFilters}
          noMatches={{
            title: `No ${noun} match these filters`,
            description: 'Try a different search or fewer filters.',
          }}
          empty={{
            title: `No ${noun} yet`,
            description: canCreate
              ? 'Create the first one to start tracking it here.'
              : 'Engagements appear here once an admin creates them.',
            action: canCreate ? (
              <ButtonLink to={engagementPath(type, 'new')}>New {ENGAGEMENT_TYPE_SINGULAR[type]}</ButtonLink>
            ) : undefined,
          }}
        />
      }
    />
  );
}
