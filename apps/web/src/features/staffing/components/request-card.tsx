import type { ReactNode } from 'react';
import type { ResourceRequest } from '@praxis/shared';
import { formatDateRange } from '@/lib/dates';
import { hoursText } from '../lib/labels';
import { PriorityChip, RequestStatusChip } from './chips';

/** One request in a list: what, when, how much, its status and who is proposed or booked. */
export function RequestCard({
  request,
  title,
  actions,
}: {
  request: ResourceRequest;
  title: ReactNode;
  actions?: ReactNode;
}) {
  const people = request.proposals.filter((p) => p.status !== 'declined');
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" data-request={request.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-medium break-words">{title}</h2>
          <p className="text-sm text-muted-foreground">
            {request.client_name} · {request.job_title ?? 'Any job title'}
            {request.engagement_role ? ` · ${request.engagement_role}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <PriorityChip priority={request.priority} />
          <RequestStatusChip status={request.status} closed={request.closed_at !== null} />
        </div>
      </div>
      <p className="text-sm">
        {hoursText(request.hours_per_week)}/week · {formatDateRange(request.start_date, request.end_date)} · staffed{' '}
        {hoursText(request.hours_staffed)} · {request.age_days} d old
        {request.time_to_staff_days !== null ? ` · staffed in ${request.time_to_staff_days} d` : ''}
      </p>
      {people.length ? (
        <p className="text-sm">{people.map((p) => `${p.consultant_name} (${p.status})`).join(', ')}</p>
      ) : null}
      {request.status_reason ? <p className="text-sm text-muted-foreground">Reason: {request.status_reason}</p> : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
