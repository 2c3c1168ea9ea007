import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/** GET /api/engagements/{id}/status-updates/prefill (status_updates.send). */
export function getPrefill(engagementId: string, signal?: AbortSignal) {
  return ok(
    statusUpdatesApi.engagements[':id']['status-updates'].prefill.$get(
      { param: { id: engagementId } },
      { init: { signal } },
    ),
  );
}

export const usePrefill = (engagementId: string) =>
  useQuery({
    queryKey: statusUpdateKeys.prefill(engagementId),
    queryFn: ({ signal }) => getPrefill(engagementId, signal),
  });
