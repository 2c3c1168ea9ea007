import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { activityRouter } from '@praxis/api/activity/activity.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const activityApi = moduleClient<typeof activityRouter>();

/** The records the activity module keeps a history of: GET /api/{record}/{id}/activity. */
export type ActivityRecord = 'clients' | 'consultants' | 'engagements';

/**
 * A record's history (its audit log, newest first: the first 100 entries). It is cached under the record's own key
 * with 'activity' appended, so whatever refreshes the record refreshes its history too.
 */
export function useRecordActivity(record: ActivityRecord, id: string, recordKey: QueryKey) {
  return useQuery({
    queryKey: [...recordKey, 'activity'],
    queryFn: ({ signal }) =>
      ok(
        activityApi[record][':id'].activity.$get(
          { param: { id }, query: { page: 1, pageSize: 100 } },
          { init: { signal } },
        ),
      ),
  });
}
