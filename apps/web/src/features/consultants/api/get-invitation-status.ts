import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { ok } from '@/lib/typed-client';
import { invitationsApi } from './client';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/invitation (consultants.manage): the open invitation of an unclaimed profile. */
export function getInvitationStatus(consultantId: string, signal?: AbortSignal) {
  return ok(invitationsApi.consultants[':id'].invitation.$get({ param: { id: consultantId } }, { init: { signal } }));
}

export const invitationStatusQueryOptions = queryOptionsById(consultantKeys.invitation, getInvitationStatus);

export function useInvitationStatus(consultantId: string) {
  return useQuery(invitationStatusQueryOptions(consultantId));
}
