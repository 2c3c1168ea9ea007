import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkItem, WorkItemCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items with an Idempotency-Key, so a retried submit never files the request twice. */
export function createWorkItem(input: WorkItemCreate, idempotencyKey: string): Promise<WorkItem> {
  return apiFetch<WorkItem>('/api/work-items', {
    method: 'POST',
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WorkItemCreate; idempotencyKey: string }) =>
      createWorkItem(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
  });
}
