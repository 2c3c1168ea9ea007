import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceRequest } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { staffingKeys } from './keys';

export type RequestListParams = Record<string, string | number | boolean | undefined>;

/** GET /api/resource-requests: admins all (with filters), everyone else their own. */
export function listResourceRequests(params: RequestListParams, signal?: AbortSignal) {
  return apiFetch<Page<ResourceRequest>>(`/api/resource-requests${toSearch(params)}`, { signal });
}

export const resourceRequestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: staffingKeys.requests(params),
    queryFn: ({ signal }) => listResourceRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export const useResourceRequests = (params: RequestListParams, enabled = true) =>
  useQuery({ ...resourceRequestsQueryOptions(params), enabled });
