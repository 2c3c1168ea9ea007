import { createColumnHelper } from '@tanstack/react-table';
import { CellWithNote, DataTable, csvFields, datesColumn } from '@/components/data-table';
import type { ConsultantProfile } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { formatPeriod } from '@/lib/dates';
import { EmptyLine, SectionCard } from './section-card';

const hours = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} h`);

type HistoryRow = ConsultantProfile['engagements'][number];
const column = createColumnHelper<HistoryRow>();
const COLUMNS = [
  column.accessor('name', {
    meta: {
      label: 'Engagement',
      primary: true,
      csv: csvFields({ name: 'Engagement', client_name: 'Client', is_current: 'Current' }),
    },
    cell: ({ row: { original: engagement } }) => (
      <CellWithNote note={engagement.client_name}>
        <span>
          <span className="font-medium">{engagement.name}</span>
          {engagement.is_current ? (
            <Badge variant="success" className="ml-2">
              Current
            </Badge>
          ) : null}
        </span>
      </CellWithNote>
    ),
  }),
  column.accessor('engagement_role', {
    meta: { label: 'Role' },
    cell: ({ getValue }) => getValue() ?? 'Team member',
  }),
  datesColumn<HistoryRow>((start, end) => formatPeriod(start, end) || 'Dates not set'),
  column.display({
    id: 'hours',
    meta: {
      label: 'Hours used / allocated',
      className: 'text-right tabular-nums whitespace-nowrap',
      csv: csvFields({ hours_used: 'Hours used', hours_allocated: 'Hours allocated' }),
    },
    cell: ({ row: { original: engagement } }) =>
      `${hours(engagement.hours_used)} / ${hours(engagement.hours_allocated)}`,
  }),
];

/** Engagement history from assignments, with the current allocation on top; on the list kit (CSV, phone cards). */
export function EngagementsSection({ profile }: { profile: ConsultantProfile }) {
  const { allocation } = profile;
  return (
    <SectionCard title="Engagements" description="Assignments, current and past.">
      <dl className="grid grid-cols-3 gap-4 rounded-lg bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Current engagements</dt>
          <dd className="text-lg font-semibold tabular-nums">{allocation.current_engagements}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Hours allocated</dt>
          <dd className="text-lg font-semibold tabular-nums">{hours(allocation.hours_allocated)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Hours used</dt>
          <dd className="text-lg font-semibold tabular-nums">{hours(allocation.hours_used)}</dd>
        </div>
      </dl>
      <DataTable
        id="consultant-engagements"
        caption="Engagement history"
        columns={COLUMNS}
        rows={profile.engagements}
        rowLabel={(engagement) => engagement.name}
        csv={{
          path: `/api/consultants/${profile.consultant.id}/engagements`,
          search: {},
          filename: 'engagement-history.csv',
        }}
        empty={<EmptyLine>No engagements yet.</EmptyLine>}
      />
    </SectionCard>
  );
}
