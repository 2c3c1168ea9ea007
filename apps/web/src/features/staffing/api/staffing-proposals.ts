import { useQuery } from '@tanstack/react-query';
import type { ProposeInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { staffingApi } from './client';
import { staffingKeys } from './keys';

/** The top 25 candidates; with `qualifiedOnly`, those missing a must-have are left out by the server. */
export const useCandidates = (requestId: string, enabled = true, qualifiedOnly = false) =>
  useQuery({
    queryKey: staffingKeys.candidates(requestId, qualifiedOnly),
    queryFn: ({ signal }) =>
      ok(
        staffingApi['resource-requests'][':id'].candidates.$get(
          { param: { id: requestId }, query: { limit: 25, include_excluded: qualifiedOnly ? 'false' : 'true' } },
          { init: { signal } },
        ),
      ),
    enabled,
  });

/** POST /api/resource-requests/{id}/proposals: propose (and with `accept`, book) consultants. */
export function usePropose() {
  return useRefreshingMutation(
    ({ requestId, input }: { requestId: string; input: ProposeInput }) =>
      ok(staffingApi['resource-requests'][':id'].proposals.$post({ param: { id: requestId }, json: input })),
    () => [staffingKeys.all],
    { when: 'settled' },
  );
}

/** Accept (409 over capacity unless `override_reason`) or decline (with a reason) a proposal. */
export function useDecideProposal() {
  return useRefreshingMutation(
    ({ id, decision, reason }: { id: string; decision: 'accept' | 'decline'; reason?: string | null }) =>
      decision === 'accept'
        ? ok(
            staffingApi['staffing-proposals'][':id'].accept.$post({
              param: { id },
              json: reason ? { override_reason: reason } : {},
            }),
          )
        : ok(staffingApi['staffing-proposals'][':id'].decline.$post({ param: { id }, json: { reason: reason ?? '' } })),
    () => [staffingKeys.all],
    { when: 'settled' },
  );
}
