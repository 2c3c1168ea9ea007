import { useQuery } from '@tanstack/react-query';
import { consultantKeys } from './keys';
import type { activityRouter } from '@praxis/api/activity/activity.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const activityApi = moduleClient<typeof activityRouter>();

/** GET /api/consultants/{id}/activity: the profile's audit log, assignments included (admins), newest first. */
export const useConsultantActivity = (consultantId: string) =>
  useQuery({
    queryKey: [...consultantKeys.profile(consultantId), 'activity'] as const,
    queryFn: ({ signal }) =>
      ok(
        activityApi.consultants[':id'].activity.$get(
          { param: { id: consultantId }, query: { page: 1, pageSize: 100 } },
          { init: { signal } },
        ),
      ),
  });
