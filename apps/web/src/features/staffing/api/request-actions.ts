import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { resourceRequestsApi } from './client';
import { staffingKeys } from './keys';

export type RequestAction = 'submit' | 'cancel' | 'reject' | 'close';

/** POST /api/resource-requests/{id}/{action} with the version read; cancel and reject need a reason. */
export const runRequestAction = (id: string, action: RequestAction, version: number, reason?: string | null) =>
  ok(
    resourceRequestsApi[':id'][action].$post({
      param: { id },
      json: action === 'submit' ? {} : { reason: reason ?? null },
      header: ifMatch(version),
    }),
  );

export function useRequestAction() {
  return useRefreshingMutation(
    (input: { id: string; action: RequestAction; version: number; reason?: string | null }) =>
      runRequestAction(input.id, input.action, input.version, input.reason),
    () => [staffingKeys.all],
  );
}
