import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Briefcase } from 'lucide-react';
import type { Engagement, EngagementSort, EngagementType } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import { ErrorState } from '@/components/error-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import type { Page } from '../api/keys';
import { ENGAGEMENT_TYPE_SINGULAR, engagementPath, typeLabel } from '../lib/engagement-type';
import { formatRange, hours } from '../lib/format';

interface EngagementTableProps {
  type: EngagementType;
  query: UseQueryResult<Page<Engagement>>;
  sort: EngagementSort;
  order: 'asc' | 'desc';
  onSort: (sort: EngagementSort) => void;
  hasFilters: boolean;
  onClearFilters: () => void;
}

const COLUMNS: { label: string; sort?: EngagementSort; className?: string }[] = [
  { label: 'Engagement', sort: 'name' },
  { label: 'Client', sort: 'client' },
  { label: 'Status', sort: 'status' },
  { label: 'Temperature', sort: 'temperature' },
  { label: 'Dates', sort: 'start_date' },
  { label: 'Project Manager' },
  { label: 'Hours used', className: 'text-right' },
];

export function EngagementTable({
  type,
  query,
  sort,
  order,
  onSort,
  hasFilters,
  onClearFilters,
}: EngagementTableProps) {
  const navigate = useNavigate();
  const canCreate = useCan('engagements.create');

  if (query.isError) {
    return (
      <ErrorState
        title={`We could not load the ${typeLabel(type).toLowerCase()}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data?.items;
  if (rows && rows.length === 0) {
    return hasFilters ? (
      <EmptyState
        icon={Briefcase}
        title={`No ${typeLabel(type).toLowerCase()} match these filters`}
        description="Try a different search or fewer filters."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Briefcase}
        title={`No ${typeLabel(type).toLowerCase()} yet`}
        description={
          canCreate
            ? 'Create the first one to start tracking it here.'
            : 'Engagements appear here once an admin creates them.'
        }
        action={
          canCreate ? (
            <Link to={engagementPath(type, 'new')} className={buttonVariants()}>
              New {ENGAGEMENT_TYPE_SINGULAR[type]}
            </Link>
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{typeLabel(type)}</caption>
        <thead className="sticky top-0 bg-muted/50 text-left">
          <tr>
            {COLUMNS.map(({ sort: columnSort, ...column }) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={columnSort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`px-3 py-2 font-medium ${column.className ?? ''}`}
              >
                {columnSort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    onClick={() => onSort(columnSort)}
                  >
                    {column.label}
                    {columnSort === sort ? (
                      order === 'asc' ? (
                        <ArrowUp aria-hidden className="size-3.5" />
                      ) : (
                        <ArrowDown aria-hidden className="size-3.5" />
                      )
                    ) : (
                      <ArrowUpDown aria-hidden className="size-3.5 text-muted-foreground" />
                    )}
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((engagement) => (
                <tr
                  key={engagement.id}
                  className="cursor-pointer border-t hover:bg-muted/40"
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a,button')) return;
                    void navigate(engagementPath(type, engagement.id));
                  }}
                >
                  <td className="px-3 py-2 font-medium">
                    <Link to={engagementPath(type, engagement.id)} className="hover:underline">
                      {engagement.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{engagement.client.name}</td>
                  <td className="px-3 py-2">
                    <EngagementStatusChip status={engagement.status} />
                  </td>
                  <td className="px-3 py-2">
                    <TemperatureChip temperature={engagement.project_temperature} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatRange(engagement.start_date, engagement.end_date)}
                  </td>
                  <td className="px-3 py-2">
                    {engagement.project_managers.map((pm) => pm.name).join(', ') || (
                      <span className="text-muted-foreground">None</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {hours(engagement.hours_used)}
                    <span className="text-muted-foreground"> / {hours(engagement.hours_allocated)}</span>
                  </td>
                </tr>
              ))
            : Array.from({ length: 6 }, (_, index) => (
                <tr key={index} className="border-t">
                  {Array.from({ length: 7 }, (_, cell) => (
                    <td key={cell} className="px-3 py-3">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
