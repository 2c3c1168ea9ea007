import { createColumnHelper } from '@tanstack/react-table';
import { BriefcaseBusiness } from 'lucide-react';
import type { Position, PositionStatus } from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { POSITIONS_PAGE_SIZE, usePositions } from '../api/positions';

export const POSITION_STATUS_LABELS: Record<PositionStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  on_hold: 'On hold',
  filled: 'Filled',
  closed: 'Closed',
};

const column = createColumnHelper<Position>();

/** The positions on the data-table kit (with CSV); each open one offers "Refer". */
export function PositionsTable({
  page,
  onPage,
  onRefer,
  onEdit,
}: {
  page: number;
  onPage: (page: number) => void;
  onRefer: (id: string) => void;
  /** Admin and Project Manager: edit a position. */
  onEdit?: ((position: Position) => void) | undefined;
}) {
  const positions = usePositions({ page });
  const columns = [
    column.accessor('title', { meta: { label: 'Position', primary: true } }),
    column.accessor('status', {
      meta: { label: 'Status' },
      cell: ({ getValue }) => <Badge variant="outline">{POSITION_STATUS_LABELS[getValue()]}</Badge>,
    }),
    column.accessor('location', {
      meta: { label: 'Location' },
      cell: ({ row }) => [row.original.location, row.original.time_zone].filter(Boolean).join(' · ') || 'Anywhere',
    }),
    column.accessor('skills', {
      meta: { label: 'Required skills' },
      cell: ({ getValue }) =>
        getValue()
          .map((skill) => `${skill.product ?? skill.category} ≥ ${skill.min_rating}`)
          .join(', ') || '—',
    }),
    column.accessor('target_start', {
      meta: { label: 'Target start' },
      cell: ({ getValue }) => formatDate(getValue()) || '—',
    }),
    column.accessor('headcount', { meta: { label: 'Headcount', className: 'text-right tabular-nums' } }),
    column.display({
      id: 'refer',
      meta: { label: 'Refer' },
      cell: ({ row }) =>
        row.original.status === 'open' ? (
          <Button size="sm" variant="outline" onClick={() => onRefer(row.original.id)}>
            Refer<span className="sr-only"> someone for {row.original.title}</span>
          </Button>
        ) : null,
    }),
    ...(onEdit
      ? [
          column.display({
            id: 'edit',
            meta: { label: 'Edit' },
            cell: ({ row }) => (
              <Button size="sm" variant="ghost" onClick={() => onEdit(row.original)}>
                Edit<span className="sr-only"> {row.original.title}</span>
              </Button>
            ),
          }),
        ]
      : []),
  ];
  return (
    <QueryDataTable
      id="positions"
      caption="Positions"
      columns={columns}
      query={positions}
      errorTitle="We could not load the positions."
      csv={{ path: '/api/recruiting/positions', search: {}, filename: 'positions.csv' }}
      empty={
        <EmptyState icon={BriefcaseBusiness} title="No open positions" description="Nothing to refer for right now." />
      }
      pagination={{ pageSize: POSITIONS_PAGE_SIZE, onPageChange: onPage, noun: 'positions' }}
    />
  );
}
