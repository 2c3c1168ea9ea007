import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { useDecideProposal, usePropose } from '../api/staffing-proposals';
import { ReasonDialog } from './reason-dialog';

type Pending =
  | { kind: 'propose'; requestId: string; consultantId: string; name: string; message: string }
  | { kind: 'accept'; proposalId: string; name: string; message: string };

type PendingTarget =
  | { kind: 'propose'; requestId: string; consultantId: string; name: string }
  | { kind: 'accept'; proposalId: string; name: string };

const isOverCapacity = (error: Error) =>
  isApiError(error) &&
  error.status === 409 &&
  typeof error.details === 'object' &&
  error.details !== null &&
  'weeks' in error.details;

/**
 * Propose, propose-and-accept and accept, with the capacity rule: a 409 naming the weeks opens a dialog that asks
 * for the reason to book anyway (sent as `override_reason`, audited and shown).
 */
export function useStaffing() {
  const propose = usePropose();
  const decide = useDecideProposal();
  const [pending, setPending] = useState<Pending | null>(null);

  const onError = (next: PendingTarget) => (error: Error) => {
    if (isOverCapacity(error)) setPending({ ...next, message: error.message });
    else toast.error(error.message);
  };

  const proposeOne = (requestId: string, consultantId: string, name: string, accept: boolean, reason?: string) =>
    propose.mutate(
      { requestId, input: { consultant_ids: [consultantId], accept, override_reason: reason ?? null } },
      {
        onSuccess: () => {
          toast.success(accept ? `${name} is booked` : `${name} proposed`);
          setPending(null);
        },
        onError: onError({ kind: 'propose', requestId, consultantId, name }),
      },
    );

  const acceptOne = (proposalId: string, name: string, reason?: string) =>
    decide.mutate(
      { id: proposalId, decision: 'accept', reason: reason ?? null },
      {
        onSuccess: () => {
          toast.success(`${name} is booked`);
          setPending(null);
        },
        onError: onError({ kind: 'accept', proposalId, name }),
      },
    );

  const overrideDialog = (
    <ReasonDialog
      {...openWhileChosen(pending, () => setPending(null))}
      title={`Book ${pending?.name ?? ''} over capacity?`}
      description={pending?.message ?? ''}
      confirmLabel="Book anyway"
      isPending={propose.isPending || decide.isPending}
      onConfirm={(reason) => {
        if (pending?.kind === 'propose')
          proposeOne(pending.requestId, pending.consultantId, pending.name, true, reason);
        if (pending?.kind === 'accept') acceptOne(pending.proposalId, pending.name, reason);
      }}
    />
  );

  return { proposeOne, acceptOne, decide, isPending: propose.isPending || decide.isPending, overrideDialog };
}
