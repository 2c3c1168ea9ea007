import { Breadcrumbs } from '@/components/breadcrumbs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isOpenRequest, type Proposal, type ResourceRequest } from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useResourceRequest } from '../api/get-resource-request';
import { useRequestAction, type RequestAction } from '../api/request-actions';
import { hoursText } from '../lib/labels';
import { CandidateList } from './candidate-list';
import { PriorityChip, RequestStatusChip } from './chips';
import { ReasonDialog } from './reason-dialog';
import { RequestHistory } from './request-history';
import { useStaffing } from './use-staffing';

function ProposalRow({
  proposal,
  onAccept,
  onDecline,
  disabled,
}: {
  proposal: Proposal;
  onAccept: () => void;
  onDecline: () => void;
  disabled: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <div>
        <p className="font-medium">{proposal.consultant_name}</p>
        <p className="text-sm text-muted-foreground">
          {proposal.status} · {hoursText(proposal.hours_per_week)}/week
          {proposal.score !== null ? ` · score ${proposal.score}` : ''}
          {proposal.override_reason ? ` · booked over capacity: ${proposal.override_reason}` : ''}
          {proposal.decline_reason ? ` · ${proposal.decline_reason}` : ''}
        </p>
      </div>
      {proposal.status === 'proposed' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" disabled={disabled} onClick={onDecline}>
            Decline
          </Button>
          <Button size="sm" disabled={disabled} onClick={onAccept}>
            Accept {proposal.consultant_name}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /admin-resource-requests/{id} (admin): the request, ranked candidates, proposals, history and decisions. */
export function AdminRequestPage() {
  const { id = '' } = useParams();
  const request = useResourceRequest(id);
  return (
    <QueryState
      query={request}
      loading={<Skeleton className="h-96 w-full" />}
      errorTitle="We could not load this request."
    >
      {(loaded) => <RequestDetail r={loaded} />}
    </QueryState>
  );
}

/** The loaded request with its proposals, candidates, history and the admin's decisions. */
function RequestDetail({ r }: { r: ResourceRequest }) {
  const staffing = useStaffing();
  const action = useRequestAction();
  const [dialog, setDialog] = useState<{ action: RequestAction | 'decline'; proposal?: Proposal } | null>(null);
  const open = isOpenRequest(r.status, r.closed_at);

  const confirm = (reason: string) => {
    if (!dialog) return;
    if (dialog.action === 'decline' && dialog.proposal) {
      staffing.decide.mutate(
        { id: dialog.proposal.id, decision: 'decline', reason },
        { onSuccess: () => setDialog(null), onError: (e) => toast.error(e.message) },
      );
      return;
    }
    action.mutate(
      { id: r.id, action: dialog.action as RequestAction, version: r.version, reason: reason || null },
      {
        onSuccess: () => {
          toast.success('Request updated');
          setDialog(null);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Breadcrumbs
        items={[{ label: 'Resource Requests', to: '/admin-resource-requests' }, { label: r.engagement_name }]}
      />
      <PageHeader
        title={`${r.engagement_name}: ${r.job_title ?? 'any job title'}`}
        description={`${r.client_name} · requested by ${r.requester_name ?? 'unknown'} · ${r.age_days} d old`}
        actions={
          <>
            {r.status === 'Submitted' || r.status === 'In Review' ? (
              <Button variant="outline" onClick={() => setDialog({ action: 'reject' })}>
                Reject
              </Button>
            ) : null}
            {open || r.status === 'Staffed' ? (
              r.closed_at ? null : (
                <Button variant="outline" onClick={() => setDialog({ action: 'close' })}>
                  Close
                </Button>
              )
            ) : null}
          </>
        }
      />
      <TitledCard title="Request" contentClassName="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap gap-1">
          <PriorityChip priority={r.priority} />
          <RequestStatusChip status={r.status} closed={r.closed_at !== null} />
        </div>
        <p>
          {hoursText(r.hours_per_week)}/week ({hoursText(r.hours_staffed)} staffed) ·{' '}
          {formatDateRange(r.start_date, r.end_date)}
          {r.engagement_role ? ` · ${r.engagement_role}` : ''}
        </p>
        {r.skills.length ? (
          <p>Skills: {r.skills.map((s) => `${s.label} ≥ ${s.min_rating}${s.must ? ' (must)' : ''}`).join(', ')}</p>
        ) : null}
        {r.certifications.length ? (
          <p>Certifications: {r.certifications.map((c) => `${c.label}${c.must ? ' (must)' : ''}`).join(', ')}</p>
        ) : null}
        {r.languages.length ? (
          <p>Languages: {r.languages.map((l) => `${l.label} ${l.min_proficiency}+`).join(', ')}</p>
        ) : null}
        {r.time_zone_window ? (
          <p>
            Overlap ≥ {r.time_zone_window.min_overlap_hours} h with {r.time_zone_window.start_hour}–
            {r.time_zone_window.end_hour} {r.time_zone_window.zone}
          </p>
        ) : null}
        {r.notes ? <p className="whitespace-pre-wrap">{r.notes}</p> : null}
        {r.status_reason ? <p>Reason: {r.status_reason}</p> : null}
      </TitledCard>
      <TitledCard title="Proposals">
        {r.proposals.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody proposed yet — pick from the candidates below.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {r.proposals.map((p) => (
              <ProposalRow
                key={p.id}
                proposal={p}
                disabled={staffing.isPending || !open}
                onAccept={() => staffing.acceptOne(p.id, p.consultant_name)}
                onDecline={() => setDialog({ action: 'decline', proposal: p })}
              />
            ))}
          </ul>
        )}
      </TitledCard>
      <TitledCard title="Ranked candidates">
        <CandidateList
          requestId={r.id}
          request={{ ...r, hours_remaining: r.hours_per_week - r.hours_staffed }}
          canPropose={open}
          isPending={staffing.isPending}
          onPropose={(c, accept) => staffing.proposeOne(r.id, c.consultant_id, c.name, accept)}
        />
      </TitledCard>
      <TitledCard title="History">
        <RequestHistory requestId={r.id} />
      </TitledCard>
      {staffing.overrideDialog}
      <ReasonDialog
        open={dialog !== null}
        title={
          dialog?.action === 'reject'
            ? 'Reject this request?'
            : dialog?.action === 'close'
              ? 'Close this request?'
              : `Decline ${dialog?.proposal?.consultant_name ?? ''}?`
        }
        description={
          dialog?.action === 'close'
            ? 'It leaves the queue; people already booked stay booked.'
            : 'The requester sees the reason.'
        }
        confirmLabel={dialog?.action === 'reject' ? 'Reject' : dialog?.action === 'close' ? 'Close request' : 'Decline'}
        isOptional={dialog?.action === 'close'}
        isPending={action.isPending}
        onOpenChange={(o) => !o && setDialog(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
