import { useQuery } from '@tanstack/react-query';
import type { StatusUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

/** GET /api/status-updates/{id}. */
export function getStatusUpdate(id: string, signal?: AbortSignal) {
  return apiFetch<StatusUpdate>(`/api/status-updates/${encodeURIComponent(id)}`, { signal });
}

export const useStatusUpdate = (id: string) =>
  useQuery({ queryKey: statusUpdateKeys.detail(id), queryFn: ({ signal }) => getStatusUpdate(id, signal) });
