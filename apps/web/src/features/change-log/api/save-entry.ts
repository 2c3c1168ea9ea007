import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeLogEntry, ChangeLogInput } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { changeLogApi } from './client';
import { changeLogKeys } from './keys';

export interface SaveEntryInput {
  /** The entry being edited (with the version read), or null for a new one. */
  entry: Pick<ChangeLogEntry, 'id' | 'version'> | null;
  input: ChangeLogInput;
}

/** POST /api/change-log, or PATCH /api/change-log/{id} with If-Match (a stale version gets 409). */
export function saveEntry({ entry, input }: SaveEntryInput) {
  if (!entry) return ok(changeLogApi['change-log'].$post({ json: input }));
  return ok(
    changeLogApi['change-log'][':id'].$patch({ param: { id: entry.id }, json: input, header: ifMatch(entry.version) }),
  );
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
  return ok(changeLogApi['change-log'][':id'].$delete({ param: { id: entry.id }, header: ifMatch(entry.version) }));
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeLogKeys.all }),
  });
}
