import { Link } from 'react-router';
import { useResourceRequests } from '../api/list-resource-requests';
import { useCan } from '@/lib/permissions';
import { formatDateRange } from '@/lib/dates';
import { buttonVariants } from '@/components/ui/button';
import { hoursText } from '../lib/labels';
import { RequestStatusChip } from './chips';

/**
 * Open resource requests, as a short list: the requester's own on Home, an engagement's on its team tab (admins
 * see all of them, a Project Manager their own — the API filters).
 */
export function OpenRequests({
  engagementId,
  mine = false,
  title,
}: {
  engagementId?: string;
  mine?: boolean;
  title: string;
}) {
  const canRequest = useCan('resource_requests.create');
  const canManage = useCan('resource_requests.manage');
  const list = useResourceRequests(
    { open: true, mine: mine || undefined, engagement_id: engagementId, pageSize: 20, sort: 'start_date' },
    canRequest,
  );
  if (!canRequest) return null;
  const link = (id: string) => (canManage && !mine ? `/admin-resource-requests/${id}` : '/my-resource-requests');
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">{title}</h2>
        <Link
          to={engagementId ? `/resource-request/new?engagement=${engagementId}` : '/resource-request/new'}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Request people
        </Link>
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading requests…</p>
      ) : list.isError ? (
        <p className="text-sm text-destructive">We could not load the requests.</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open resource requests.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {list.data.items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <Link to={link(r.id)} className="font-medium underline-offset-4 hover:underline">
                {engagementId ? (r.job_title ?? 'Any job title') : r.engagement_name}
              </Link>
              <span className="text-muted-foreground">
                {hoursText(r.hours_per_week)}/week · {formatDateRange(r.start_date, r.end_date)}
              </span>
              <RequestStatusChip status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
