import { useQuery } from '@tanstack/react-query';
import type { RecordActivity } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys, toSearch, type Page } from './keys';

/** GET /api/engagements/{id}/activity: the engagement's audit log (admins and its managers), newest first. */
export function useEngagementActivity(engagementId: string) {
  return useQuery({
    queryKey: [...engagementKeys.detail(engagementId), 'activity'] as const,
    queryFn: ({ signal }) =>
      apiFetch<Page<RecordActivity>>(
        `/api/engagements/${encodeURIComponent(engagementId)}/activity${toSearch({ page: 1, pageSize: 100 })}`,
        { signal },
      ),
  });
}
