import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { invitationsApi } from './client';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/invitation (consultants.manage): the open invitation of an unclaimed profile. */
export function getInvitationStatus(consultantId: string, signal?: AbortSignal) {
  return ok(invitationsApi.consultants[':id'].invitation.$get({ param: { id: consultantId } }, { init: { signal } }));
}

export const invitationStatusQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: consultantKeys.invitation(consultantId),
    queryFn: ({ signal }) => getInvitationStatus(consultantId, signal),
  });

export function useInvitationStatus(consultantId: string) {
  return useQuery(invitationStatusQueryOptions(consultantId));
}
