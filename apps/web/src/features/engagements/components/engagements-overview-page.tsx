import { createColumnHelper } from '@tanstack/react-table';
import { CellWithNote, DataTable, csvFields } from '@/components/data-table';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import {
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPE_LABELS,
  TEMPERATURES,
  type EngagementAttention,
  type EngagementOverview,
} from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonList } from '@/components/skeleton-list';
import { formatDate } from '@/lib/dates';
import { useEngagementOverview } from '../api/get-engagement-overview';
import { engagementPath } from '../lib/engagement-type';

/** /engagements: the three engagement types at a glance, and the engagements that need attention. */
export function EngagementsOverviewPage() {
  const overview = useEngagementOverview();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Engagements"
        description="Projects, Managed Services and Support Retainers across all clients."
      />
      <QueryState
        query={overview}
        loading={
          <SkeletonList label="Loading the overview" className="grid gap-4 md:grid-cols-3" itemClassName="h-56" />
        }
        errorTitle="We could not load the engagement overview."
      >
        {({ types, attention }) => (
          <>
            <div className="grid gap-4 md:grid-cols-3">
              {types.map((row) => (
                <TypeCard key={row.type} row={row} />
              ))}
            </div>
            <Attention items={attention} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function TypeCard({ row }: { row: EngagementOverview['types'][number] }) {
  const label = ENGAGEMENT_TYPE_LABELS[row.type];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Link to={engagementPath(row.type)} className="hover:underline">
            {label}
          </Link>
        </CardTitle>
        <p className="text-3xl font-semibold tabular-nums">
          {row.total}
          <span className="sr-only"> {label.toLowerCase()} in total</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div>
          <h3 className="mb-2 text-xs font-medium text-muted-foreground">By status</h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {ENGAGEMENT_STATUSES.map((status) => (
              <li key={status} className="flex items-center justify-between gap-2">
                <Link to={`${engagementPath(row.type)}?status=${status}`} className="hover:underline">
                  {ENGAGEMENT_STATUS_LABELS[status]}
                </Link>
                <span className="tabular-nums">{row.by_status[status]}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-xs font-medium text-muted-foreground">Open engagements by temperature</h3>
          <ul className="flex flex-wrap gap-2">
            {TEMPERATURES.map((temperature) => (
              <li key={temperature}>
                <Link
                  to={`${engagementPath(row.type)}?temperature=${temperature}`}
                  className="inline-flex items-center gap-1.5 rounded-md hover:underline"
                >
                  <TemperatureChip temperature={temperature} />
                  <span className="tabular-nums">{row.by_temperature[temperature]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

const attentionColumn = createColumnHelper<EngagementAttention>();
const ATTENTION_COLUMNS = [
  attentionColumn.accessor('name', {
    meta: {
      label: 'Engagement',
      primary: true,
      csv: csvFields({ name: 'Engagement', client_name: 'Client' }),
    },
    cell: ({ row: { original: item } }) => (
      <CellWithNote note={item.client_name}>
        <Link to={engagementPath(item.type, item.id)} className="font-medium hover:underline">
          {item.name}
        </Link>
      </CellWithNote>
    ),
  }),
  attentionColumn.accessor('type', {
    meta: { label: 'Type' },
    cell: ({ getValue }) => ENGAGEMENT_TYPE_LABELS[getValue()],
  }),
  attentionColumn.accessor('status', {
    meta: { label: 'Status' },
    cell: ({ getValue }) => <EngagementStatusChip status={getValue()} />,
  }),
  attentionColumn.accessor('project_temperature', {
    meta: { label: 'Temperature' },
    cell: ({ getValue }) => <TemperatureChip temperature={getValue()} />,
  }),
  attentionColumn.accessor('reasons', {
    meta: { label: 'Why' },
    cell: ({ getValue }) => getValue().join(' · '),
  }),
  attentionColumn.accessor('end_date', {
    meta: { label: 'Ends', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue()) || '—',
  }),
];

function Attention({ items }: { items: EngagementOverview['attention'] }) {
  return (
    <section aria-labelledby="attention-heading" className="flex flex-col gap-3">
      <h2 id="attention-heading" className="text-lg font-semibold">
        Needs attention
      </h2>
      <DataTable
        id="engagements-attention"
        caption="Engagements that need attention"
        columns={ATTENTION_COLUMNS}
        rows={items}
        rowLabel={(item) => item.name}
        csv={{ path: '/api/engagements/overview', search: {}, filename: 'engagements-needing-attention.csv' }}
        empty={
          <EmptyState
            icon={CircleCheck}
            title="Nothing needs attention"
            description="No open engagement is at Watch or Critical, ending within two weeks or over its hours."
          />
        }
      />
    </section>
  );
}
