import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationAccept } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { establishSession } from '../lib/auth-failure';

/** POST /api/invitations/{token}/accept (public): creates the account, linked to the invited profile, signed in. */
export function acceptInvitation(token: string, input: InvitationAccept) {
  return apiFetch<{ user: { id: string } }>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    json: input,
  });
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
