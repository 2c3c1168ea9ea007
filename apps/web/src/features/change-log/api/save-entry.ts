import type { ChangeLogEntry, ChangeLogInput } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
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
  return useRefreshingMutation(saveEntry, () => [changeLogKeys.all], {
    when: 'settled',
    storeAnswerAt: (saved) => changeLogKeys.detail(saved.id),
  });
}

export function deleteEntry(entry: Pick<ChangeLogEntry, 'id' | 'version'>) {
  return ok(changeLogApi['change-log'][':id'].$delete({ param: { id: entry.id }, header: ifMatch(entry.version) }));
}

export function useDeleteEntry() {
  return useRefreshingMutation(deleteEntry, () => [changeLogKeys.all], { when: 'settled' });
}
