import type { ResourceRequestCreate, ResourceRequestUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { resourceRequestsApi } from './client';
import { staffingKeys } from './keys';

export const createResourceRequest = (input: ResourceRequestCreate) => ok(resourceRequestsApi.$post({ json: input }));

export const updateResourceRequest = (id: string, version: number, patch: ResourceRequestUpdate) =>
  ok(resourceRequestsApi[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));

export function useCreateResourceRequest() {
  return useRefreshingMutation(createResourceRequest, () => [staffingKeys.all]);
}

export function useUpdateResourceRequest(id: string) {
  return useRefreshingMutation(
    ({ version, patch }: { version: number; patch: ResourceRequestUpdate }) =>
      updateResourceRequest(id, version, patch),
    () => [staffingKeys.all],
  );
}
