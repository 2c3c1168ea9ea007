import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { invitationsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/invitations (consultants.manage): a new single-use link; older ones stop working. */
export function createInvitation(consultantId: string) {
  return ok(invitationsApi.consultants[':id'].invitations.$post({ param: { id: consultantId } }));
}

export function useCreateInvitation(consultantId: string) {
  return useRefreshingMutation(
    () => createInvitation(consultantId),
    () => [consultantKeys.invitation(consultantId)],
  );
}
