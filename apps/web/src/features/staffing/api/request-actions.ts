import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRequest } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { staffingKeys } from './keys';

export type RequestAction = 'submit' | 'cancel' | 'reject' | 'close';

/** POST /api/resource-requests/{id}/{action} with the version read; cancel and reject need a reason. */
export const runRequestAction = (id: string, action: RequestAction, version: number, reason?: string | null) =>
  apiFetch<ResourceRequest>(`/api/resource-requests/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    json: action === 'submit' ? {} : { reason: reason ?? null },
    headers: { 'If-Match': `"${version}"` },
  });

export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: RequestAction; version: number; reason?: string | null }) =>
      runRequestAction(input.id, input.action, input.version, input.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}
