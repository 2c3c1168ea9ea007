import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { resourceRequestsApi } from './client';
import { staffingKeys } from './keys';

export const getResourceRequest = (id: string, signal?: AbortSignal) =>
  ok(resourceRequestsApi[':id'].$get({ param: { id } }, { init: { signal } }));

export const useResourceRequest = (id: string | undefined) =>
  useQuery({
    queryKey: staffingKeys.request(id ?? ''),
    queryFn: ({ signal }) => getResourceRequest(id ?? '', signal),
    enabled: !!id,
  });

export const useRequestHistory = (id: string) =>
  useQuery({
    queryKey: staffingKeys.history(id),
    queryFn: ({ signal }) => ok(resourceRequestsApi[':id'].history.$get({ param: { id } }, { init: { signal } })),
  });
