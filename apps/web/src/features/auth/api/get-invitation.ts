import { queryOptions, useQuery } from '@tanstack/react-query';
import type { invitationsRouter } from '@praxis/api/invitations/invitations.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const invitationsApi = moduleClient<typeof invitationsRouter>().invitations;

/** GET /api/invitations/{token} (public): who the invitation is for; 404 when invalid, expired or used. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return ok(invitationsApi[':token'].$get({ param: { token } }, { init: { signal } }));
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
