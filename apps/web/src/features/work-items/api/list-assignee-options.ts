import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTANT_LIST_STALE_MS, type Consultant } from '@praxis/shared';
import type { Page } from '../lib/page';
import { workItemKeys } from '../lib/work-item-keys';
import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const consultantsApi = moduleClient<typeof consultantsRouter>().consultants;

/** GET /api/consultants (first 50 matches): who a work item can be assigned to. */
export function listAssigneeOptions(q: string, signal?: AbortSignal): Promise<Page<Consultant>> {
  return okJson(consultantsApi.$get({ query: { q, pageSize: 50 } }, { init: { signal } }));
}

export function assigneeOptionsQueryOptions(q = '') {
  return queryOptions({
    queryKey: workItemKeys.assigneeOptions(q),
    queryFn: ({ signal }) => listAssigneeOptions(q, signal),
    staleTime: CONSULTANT_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAssigneeOptions(q = '', enabled = true) {
  return useQuery({ ...assigneeOptionsQueryOptions(q), enabled });
}
