import { useQuery } from '@tanstack/react-query';
import type { RecordActivity } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/activity: the profile's audit log, assignments included (admins), newest first. */
export const useConsultantActivity = (consultantId: string) =>
  useQuery({
    queryKey: [...consultantKeys.profile(consultantId), 'activity'] as const,
    queryFn: ({ signal }) =>
      apiFetch<Page<RecordActivity>>(
        `/api/consultants/${encodeURIComponent(consultantId)}/activity${toSearch({ page: 1, pageSize: 100 })}`,
        { signal },
      ),
  });
