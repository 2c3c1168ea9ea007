import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/invitation (consultants.manage): the open invitation of an unclaimed profile. */
export function getInvitationStatus(consultantId: string, signal?: AbortSignal) {
  return apiFetch<InvitationStatus>(`/api/consultants/${consultantId}/invitation`, { signal });
}

export const invitationStatusQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: consultantKeys.invitation(consultantId),
    queryFn: ({ signal }) => getInvitationStatus(consultantId, signal),
  });

export function useInvitationStatus(consultantId: string) {
  return useQuery(invitationStatusQueryOptions(consultantId));
}
