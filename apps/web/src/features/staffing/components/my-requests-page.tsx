import { CsvExportButton } from '@/components/data-table';
import { useCan } from '@/lib/permissions';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import type { ResourceRequest } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { useResourceRequests } from '../api/list-resource-requests';
import { useMyProposals } from '../api/my-proposals';
import { MyProposals } from './my-proposals';
import { useRequestAction } from '../api/request-actions';
import { ReasonDialog } from './reason-dialog';
import { RequestCard } from './request-card';

const CANCELLABLE = ['Draft', 'Submitted', 'In Review', 'Partially Staffed'];
const LIST = { mine: true, sort: 'newest' } as const;

/** What a request's card shows, as CSV columns (GET /api/resource-requests?format=csv). */
const CARD_COLUMNS = {
  columns: [
    'engagement_name',
    'client_name',
    'job_title',
    'engagement_role',
    'priority',
    'status',
    'hours_per_week',
    'start_date',
    'end_date',
    'hours_staffed',
    'age_days',
    'time_to_staff_days',
    'status_reason',
  ],
  headers: [
    'Engagement',
    'Client',
    'Job title',
    'Role',
    'Priority',
    'Status',
    'Hours per week',
    'Start',
    'End',
    'Hours staffed',
    'Age (days)',
    'Staffed in (days)',
    'Reason',
  ],
};

/**
 * /my-resource-requests: those who file see their own requests, newest first (edit a draft, cancel with a reason);
 * everyone sees the requests they are proposed for or staffed through.
 */
export function MyRequestsPage() {
  if (!useCan('resource_requests.create')) return <ProposedForPage />;
  return <MyRequestsPageContent />;
}

/** For those who do not file requests: only the ones they are proposed for, and no New button. */
function ProposedForPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="My Resource Requests"
        description="Requests you are proposed for or staffed through, with the state of each proposal."
      />
      <MyProposals />
    </div>
  );
}

/** Under a filer's own requests: the ones they are proposed for themselves, when there are any. */
function ProposedForSection() {
  const proposals = useMyProposals();
  if (!proposals.data?.length) return null;
  return (
    <section aria-labelledby="proposed-for-you" className="flex flex-col gap-3">
      <h2 id="proposed-for-you" className="text-lg font-semibold">
        Requests you are proposed for
      </h2>
      <MyProposals heading="h3" whenNone={null} />
    </section>
  );
}

function MyRequestsPageContent() {
  const list = useResourceRequests({ ...LIST, pageSize: 200 });
  const action = useRequestAction();
  const [cancelling, setCancelling] = useState<ResourceRequest | null>(null);
  const newLink = (
    <Link to="/resource-request/new" className={buttonVariants()}>
      New Resource Request
    </Link>
  );

  let content;
  if (list.isPending) content = <Skeleton className="h-40 w-full" />;
  else if (list.isError) {
    content = (
      <ErrorState title="We could not load your requests." error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <EmptyState
        icon={ClipboardList}
        title="No resource requests yet"
        description="Ask for the people an engagement needs."
        action={newLink}
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label="My resource requests">
        {list.data.items.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            title={request.engagement_name}
            actions={
              <>
                {request.status === 'Draft' ? (
                  <Link
                    to={`/resource-request/new?edit=${request.id}`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    Edit draft
                  </Link>
                ) : null}
                {CANCELLABLE.includes(request.status) && !request.closed_at ? (
                  <Button variant="ghost" size="sm" onClick={() => setCancelling(request)}>
                    Cancel request
                  </Button>
                ) : null}
              </>
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="My Resource Requests"
        description="Requests you filed, with who is proposed and booked."
        actions={
          <>
            <CsvExportButton
              csv={{ path: '/api/resource-requests', search: LIST, filename: 'my-resource-requests.csv' }}
              shown={() => CARD_COLUMNS}
            />
            {newLink}
          </>
        }
      />
      {content}
      <ProposedForSection />
      <ReasonDialog
        {...openWhileChosen(cancelling, () => setCancelling(null))}
        title={`Cancel the request for ${cancelling?.engagement_name ?? ''}?`}
        description="Proposed people are released. Booked assignments stay on the engagement."
        confirmLabel="Cancel request"
        isPending={action.isPending}
        onConfirm={(reason) => {
          if (!cancelling) return;
          action.mutate(
            { id: cancelling.id, action: 'cancel', version: cancelling.version, reason },
            {
              onSuccess: () => {
                toast.success('Request cancelled');
                setCancelling(null);
              },
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      />
    </div>
  );
}
