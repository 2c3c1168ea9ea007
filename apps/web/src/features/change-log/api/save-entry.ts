import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeLogEntry, ChangeLogInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { changeLogKeys } from './keys';

export interface SaveEntryInput {
  /** The entry being edited (with the version read), or null for a new one. */
  entry: Pick<ChangeLogEntry, 'id' | 'version'> | null;
  input: ChangeLogInput;
}

/** POST /api/change-log, or PATCH /api/change-log/{id} with If-Match (a stale version gets 409). */
export function saveEntry({ entry, input }: SaveEntryInput) {
  if (!entry) return apiFetch<ChangeLogEntry>('/api/change-log', { method: 'POST', json: input });
  return apiFetch<ChangeLogEntry>(`/api/change-log/${encodeURIComponent(entry.id)}`, {
    method: 'PATCH',
    json: input,
    headers: { 'If-Match': `"${entry.version}"` },
  });
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: (saved) => queryClient.setQueryData(changeLogKeys.detail(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeLogKeys.all }),
  });
}

export function deleteEntry(entry: Pick<ChangeLogEntry, 'id' | 'version'>) {
  return apiFetch<undefined>(`/api/change-log/${encodeURIComponent(entry.id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': `"${entry.version}"` },
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeLogKeys.all }),
  });
}
