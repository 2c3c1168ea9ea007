import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTANT_LIST_STALE_MS, type Consultant } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '../lib/page';
import { toSearch, workItemKeys } from '../lib/work-item-keys';

/** GET /api/consultants (first 50 matches): who a work item can be assigned to. */
export function listAssigneeOptions(q: string, signal?: AbortSignal): Promise<Page<Consultant>> {
  return apiFetch<Page<Consultant>>(`/api/consultants${toSearch({ q, pageSize: 50 })}`, { signal });
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
