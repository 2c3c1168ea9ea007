import { useQuery } from '@tanstack/react-query';
import type { EngagementHealth } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

/** GET /api/engagement-health: manual vs computed temperature of the caller's active engagements. */
export function getEngagementHealth(signal?: AbortSignal) {
  return apiFetch<EngagementHealth[]>('/api/engagement-health', { signal });
}

export const useEngagementHealth = () =>
  useQuery({ queryKey: statusUpdateKeys.health(), queryFn: ({ signal }) => getEngagementHealth(signal) });
