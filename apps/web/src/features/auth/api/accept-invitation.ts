import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationAccept } from '@praxis/shared';
import { establishSession } from '../lib/establish-session';
import type { invitationsRouter } from '@praxis/api/invitations/invitations.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const invitationsApi = moduleClient<typeof invitationsRouter>().invitations;

/** POST /api/invitations/{token}/accept (public): creates the account, linked to the invited profile, signed in. */
export function acceptInvitation(token: string, input: InvitationAccept) {
  return ok(invitationsApi[':token'].accept.$post({ param: { token }, json: input }));
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvitationAccept) => {
      await acceptInvitation(token, input);
      await establishSession(queryClient);
    },
  });
}
