import { useQuery } from '@tanstack/react-query';
import { engagementKeys } from './keys';
import type { activityRouter } from '@praxis/api/activity/activity.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const activityApi = moduleClient<typeof activityRouter>();

/** GET /api/engagements/{id}/activity: the engagement's audit log (admins and its managers), newest first. */
export function useEngagementActivity(engagementId: string) {
  return useQuery({
    queryKey: [...engagementKeys.detail(engagementId), 'activity'] as const,
    queryFn: ({ signal }) =>
      ok(
        activityApi.engagements[':id'].activity.$get(
          { param: { id: engagementId }, query: { page: 1, pageSize: 100 } },
          { init: { signal } },
        ),
      ),
  });
}
