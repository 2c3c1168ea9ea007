import { useQuery } from '@tanstack/react-query';
import type { RecordActivity } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys, toSearch, type Page } from './keys';

/** GET /api/clients/{id}/activity: the client's audit log, contacts included (admins), newest first. */
export const useClientActivity = (clientId: string) =>
  useQuery({
    queryKey: [...clientKeys.detail(clientId), 'activity'] as const,
    queryFn: ({ signal }) =>
      apiFetch<Page<RecordActivity>>(
        `/api/clients/${encodeURIComponent(clientId)}/activity${toSearch({ page: 1, pageSize: 100 })}`,
        { signal },
      ),
  });
