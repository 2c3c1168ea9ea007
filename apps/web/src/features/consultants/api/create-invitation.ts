import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationLink } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/invitations (consultants.manage): a new single-use link; older ones stop working. */
export function createInvitation(consultantId: string) {
  return apiFetch<InvitationLink>(`/api/consultants/${consultantId}/invitations`, { method: 'POST' });
}

export function useCreateInvitation(consultantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createInvitation(consultantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.invitation(consultantId) }),
  });
}
