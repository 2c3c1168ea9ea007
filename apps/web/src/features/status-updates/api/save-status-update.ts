import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusUpdate, StatusUpdateCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

/** POST /api/status-updates (a draft), then, when sending, POST …/send with the draft's version. */
export async function saveStatusUpdate({ input, send }: { input: StatusUpdateCreate; send: boolean }) {
  const draft = await apiFetch<StatusUpdate>('/api/status-updates', { method: 'POST', json: input });
  if (!send) return draft;
  return sendStatusUpdate(draft);
}

export function sendStatusUpdate(update: Pick<StatusUpdate, 'id' | 'version'>) {
  return apiFetch<StatusUpdate>(`/api/status-updates/${encodeURIComponent(update.id)}/send`, {
    method: 'POST',
    headers: { 'If-Match': `"${update.version}"` },
  });
}

export function useSaveStatusUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatusUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusUpdateKeys.all }),
  });
}

export function useSendStatusUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStatusUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusUpdateKeys.all }),
  });
}
