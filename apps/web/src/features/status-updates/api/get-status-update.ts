import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/** GET /api/status-updates/{id}. */
export function getStatusUpdate(id: string, signal?: AbortSignal) {
  return ok(statusUpdatesApi['status-updates'][':id'].$get({ param: { id } }, { init: { signal } }));
}

export const useStatusUpdate = (id: string) =>
  useQuery({ queryKey: statusUpdateKeys.detail(id), queryFn: ({ signal }) => getStatusUpdate(id, signal) });
