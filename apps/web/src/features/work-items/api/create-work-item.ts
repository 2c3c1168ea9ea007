import type { WorkItem } from '@praxis/shared';
import type { WorkItemCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items with an Idempotency-Key, so a retried submit never files the request twice. */
export function createWorkItem(input: WorkItemCreate, idempotencyKey: string): Promise<WorkItem> {
  return ok(workItemsApi['work-items'].$post({ json: input, header: { 'idempotency-key': idempotencyKey } }));
}

export function useCreateWorkItem() {
  return useRefreshingMutation(
    ({ input, idempotencyKey }: { input: WorkItemCreate; idempotencyKey: string }) =>
      createWorkItem(input, idempotencyKey),
    () => [workItemKeys.all],
  );
}
