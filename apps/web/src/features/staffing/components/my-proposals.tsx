import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserCheck } from 'lucide-react';
import { engagementPath, type MyProposal, type ProposalStatus } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { useMyProposals } from '../api/my-proposals';
import { hoursText } from '../lib/labels';
import { RequestStatusChip } from './chips';

const PROPOSAL_STATE: Record<ProposalStatus, { label: string; variant: BadgeVariant }> = {
  proposed: { label: 'Proposed', variant: 'warning' },
  accepted: { label: 'Booked', variant: 'success' },
  declined: { label: 'Not chosen', variant: 'secondary' },
};

/**
 * The requests the signed-in person is proposed for or staffed through: where, as what, how much, when, state.
 * `whenNone` replaces the list when there are none (default: an empty state saying so).
 */
export function MyProposals({ heading = 'h2', whenNone }: { heading?: 'h2' | 'h3'; whenNone?: ReactNode }) {
  const proposals = useMyProposals();
  return (
    <QueryState
      query={proposals}
      loading={<Skeleton className="h-32 w-full" aria-label="Loading your proposals" />}
      errorTitle="We could not load the requests you are proposed for."
      empty={
        whenNone === undefined ? (
          <EmptyState
            icon={UserCheck}
            title="You are not proposed for any request"
            description="When staffing puts you forward for an engagement, the request shows here with its state."
          />
        ) : (
          whenNone
        )
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-3" aria-label="Requests you are proposed for or staffed through">
          {list.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} Heading={heading} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ProposalCard({ proposal, Heading }: { proposal: MyProposal; Heading: 'h2' | 'h3' }) {
  const state = PROPOSAL_STATE[proposal.status];
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" data-proposal={proposal.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-medium break-words">
            <Link
              to={engagementPath(proposal.engagement_type, proposal.engagement_id)}
              className="underline-offset-4 hover:underline"
            >
              {proposal.engagement_name}
            </Link>
          </Heading>
          <p className="text-sm text-muted-foreground">
            {proposal.client_name} · {proposal.engagement_role ?? 'No engagement role'} ·{' '}
            {proposal.job_title ?? 'Any job title'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant={state.variant}>
            <span className="sr-only">Your proposal: </span>
            {state.label}
          </Badge>
          <RequestStatusChip status={proposal.request_status} />
        </div>
      </div>
      <p className="text-sm">
        {hoursText(proposal.hours_per_week)}/week · {formatDateRange(proposal.start_date, proposal.end_date)}
      </p>
    </li>
  );
}
