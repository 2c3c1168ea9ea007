import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { changeLogApi } from './client';
import { changeLogKeys } from './keys';

/** GET /api/change-log/{id} (a draft is 404 unless you write the change log). */
export function getEntry(id: string, signal?: AbortSignal) {
  return ok(changeLogApi['change-log'][':id'].$get({ param: { id } }, { init: { signal } }));
}

export const entryQueryOptions = (id: string) =>
  queryOptions({ queryKey: changeLogKeys.detail(id), queryFn: ({ signal }) => getEntry(id, signal) });

export function useChangeLogEntry(id: string | null) {
  return useQuery({ ...entryQueryOptions(id ?? ''), enabled: !!id });
}
