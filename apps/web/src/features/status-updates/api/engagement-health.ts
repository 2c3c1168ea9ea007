import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/** GET /api/engagement-health: manual vs computed temperature of the caller's active engagements. */
export function getEngagementHealth(signal?: AbortSignal) {
  return ok(statusUpdatesApi['engagement-health'].$get({ query: {} }, { init: { signal } }));
}

export const useEngagementHealth = () =>
  useQuery({ queryKey: statusUpdateKeys.health(), queryFn: ({ signal }) => getEngagementHealth(signal) });
