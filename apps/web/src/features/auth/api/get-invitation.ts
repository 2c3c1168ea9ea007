import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

/** GET /api/invitations/{token} (public): who the invitation is for; 404 when invalid, expired or used. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return apiFetch<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A 404 is the answer, not a hiccup: do not retry it three times.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
