import { useQuery } from '@tanstack/react-query';
import { clientKeys } from './keys';
import type { activityRouter } from '@praxis/api/activity/activity.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const activityApi = moduleClient<typeof activityRouter>();

/** GET /api/clients/{id}/activity: the client's audit log, contacts included (admins), newest first. */
export const useClientActivity = (clientId: string) =>
  useQuery({
    queryKey: [...clientKeys.detail(clientId), 'activity'] as const,
    queryFn: ({ signal }) =>
      ok(
        activityApi.clients[':id'].activity.$get(
          { param: { id: clientId }, query: { page: 1, pageSize: 100 } },
          { init: { signal } },
        ),
      ),
  });
