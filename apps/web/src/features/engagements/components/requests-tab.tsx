import { useState } from 'react';
import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import type { Engagement } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { NewLink } from '@/components/new-link';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { REQUESTS_PAGE_SIZE, useEngagementRequests } from '../api/list-engagement-requests';

const PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;

/** The engagement's work items (engagement requests), read-only here; they are worked on their board. */
export function RequestsTab({ engagement }: { engagement: Engagement }) {
  const [page, setPage] = useState(1);
  const requests = useEngagementRequests(engagement.id, page);
  const newRequest = (
    <NewLink
      to={`/my-internal-request/new?engagement_id=${engagement.id}`}
      permission="work_items.create"
      variant="outline"
    >
      New Engagement Request
    </NewLink>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">Requests</h2>
          <p className="text-sm text-muted-foreground">
            Work items filed against this engagement. Open one to comment or move it;{' '}
            <Link to="/engagement-requests" className="underline-offset-4 hover:underline">
              see all engagement requests
            </Link>
            .
          </p>
        </div>
        {newRequest}
      </div>
      <QueryState
        query={requests}
        loading={<Skeleton className="h-32" />}
        errorTitle="We could not load the requests."
        empty={
          <EmptyState
            icon={Inbox}
            title="No requests for this engagement yet"
            description="Engagement requests filed against it will be listed here."
            action={newRequest}
          />
        }
      >
        {({ items, total }) => (
          <>
            <ul className="divide-y rounded-lg border">
              {items.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <Link to={`/work-management/${request.id}`} className="font-medium hover:underline">
                    {request.name}
                  </Link>
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{request.status}</Badge>
                    <Badge
                      variant={request.priority === 'critical' || request.priority === 'high' ? 'warning' : 'secondary'}
                    >
                      {PRIORITY_LABELS[request.priority]} priority
                    </Badge>
                    {request.due_date ? (
                      <span className="text-muted-foreground">Due {formatDate(request.due_date)}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={REQUESTS_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              noun="requests"
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
