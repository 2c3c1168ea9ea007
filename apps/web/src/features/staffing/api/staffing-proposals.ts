import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateMatch, ProposeInput, ResourceRequest } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { staffingKeys } from './keys';

export const useCandidates = (requestId: string, enabled = true) =>
  useQuery({
    queryKey: staffingKeys.candidates(requestId),
    queryFn: ({ signal }) =>
      apiFetch<{ total: number; items: CandidateMatch[] }>(
        `/api/resource-requests/${encodeURIComponent(requestId)}/candidates?limit=25`,
        { signal },
      ),
    enabled,
  });

/** POST /api/resource-requests/{id}/proposals: propose (and with `accept`, book) consultants. */
export function usePropose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ProposeInput }) =>
      apiFetch<ResourceRequest>(`/api/resource-requests/${encodeURIComponent(requestId)}/proposals`, {
        method: 'POST',
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}

/** Accept (409 over capacity unless `override_reason`) or decline (with a reason) a proposal. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'accept' | 'decline'; reason?: string | null }) =>
      apiFetch<ResourceRequest>(`/api/staffing-proposals/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        json: decision === 'accept' ? (reason ? { override_reason: reason } : {}) : { reason: reason ?? '' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}
