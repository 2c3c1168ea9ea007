import { useQuery } from '@tanstack/react-query';
import type { StatusUpdatePrefill } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

/** GET /api/engagements/{id}/status-updates/prefill (status_updates.send). */
export function getPrefill(engagementId: string, signal?: AbortSignal) {
  return apiFetch<StatusUpdatePrefill>(`/api/engagements/${encodeURIComponent(engagementId)}/status-updates/prefill`, {
    signal,
  });
}

export const usePrefill = (engagementId: string) =>
  useQuery({
    queryKey: statusUpdateKeys.prefill(engagementId),
    queryFn: ({ signal }) => getPrefill(engagementId, signal),
  });
