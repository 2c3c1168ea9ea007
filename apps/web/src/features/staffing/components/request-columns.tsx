import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { ResourceRequest } from '@praxis/shared';
import { formatDateRange } from '@/lib/dates';
import { hoursText } from '../lib/labels';
import { PriorityChip, RequestStatusChip } from './chips';

const column = createColumnHelper<ResourceRequest>();
const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;
const number = 'text-right tabular-nums';

/** The admin's request list on the data-table kit; each column exports its own fields to CSV. */
export const REQUEST_COLUMNS = [
  column.accessor('engagement_name', {
    meta: { label: 'Engagement', primary: true },
    cell: ({ row }) => (
      <Link to={`/admin-resource-requests/${row.original.id}`} className="hover:underline">
        {row.original.engagement_name}
      </Link>
    ),
  }),
  column.accessor('client_name', { meta: { label: 'Client' } }),
  column.accessor('requester_name', {
    meta: { label: 'Requester' },
    cell: ({ getValue }) => getValue() ?? muted('Former user'),
  }),
  column.accessor('job_title', {
    meta: { label: 'Job title' },
    cell: ({ getValue }) => getValue() ?? muted('Any'),
  }),
  column.accessor('status', {
    meta: { label: 'Status' },
    cell: ({ row }) => <RequestStatusChip status={row.original.status} closed={row.original.closed_at !== null} />,
  }),
  column.accessor('priority', {
    meta: { label: 'Priority' },
    cell: ({ getValue }) => <PriorityChip priority={getValue()} />,
  }),
  column.accessor('start_date', {
    meta: {
      label: 'Dates',
      csv: [
        { field: 'start_date', header: 'Start' },
        { field: 'end_date', header: 'End' },
      ],
    },
    cell: ({ row }) => formatDateRange(row.original.start_date, row.original.end_date),
  }),
  column.accessor('hours_per_week', {
    meta: {
      label: 'Staffed / needed',
      className: number,
      csv: [
        { field: 'hours_staffed', header: 'Hours staffed' },
        { field: 'hours_per_week', header: 'Hours per week' },
      ],
    },
    cell: ({ row }) => `${hoursText(row.original.hours_staffed)} / ${hoursText(row.original.hours_per_week)}`,
  }),
  column.accessor('age_days', {
    meta: { label: 'Age (days)', className: number },
  }),
  column.accessor('time_to_staff_days', {
    meta: { label: 'Time to staff (days)', className: number },
    cell: ({ getValue }) => getValue() ?? muted('—'),
  }),
];
