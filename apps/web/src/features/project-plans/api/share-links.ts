import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, ShareLink } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

export const useShareLinks = (planId: string, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.shareLinks(planId),
    queryFn: ({ signal }) =>
      apiFetch<ShareLink[]>(`/api/project-plans/${encodeURIComponent(planId)}/share-links`, { signal }),
    enabled,
  });

export function useShareLinkCommand(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      command: { create: { hide_people: boolean; expires_in_days: number } } | { revoke: string },
    ): Promise<ShareLink | null> =>
      'create' in command
        ? apiFetch<ShareLink>(`/api/project-plans/${encodeURIComponent(planId)}/share-links`, {
            method: 'POST',
            json: command.create,
          })
        : apiFetch<unknown>(`/api/plan-share-links/${encodeURIComponent(command.revoke)}`, { method: 'DELETE' }).then(
            () => null,
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.shareLinks(planId) }),
  });
}

/** GET /api/shared-plans/{token}: the plan a share link opens, without sign-in. */
export const useSharedPlan = (token: string) =>
  useQuery({
    queryKey: planKeys.shared(token),
    queryFn: ({ signal }) => apiFetch<Plan>(`/api/shared-plans/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
