import { useQuery } from '@tanstack/react-query';
import type { ShareLink } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { plansApi } from './client';
import { planKeys } from './keys';

export const useShareLinks = (planId: string, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.shareLinks(planId),
    queryFn: ({ signal }) =>
      ok(plansApi['project-plans'][':id']['share-links'].$get({ param: { id: planId } }, { init: { signal } })),
    enabled,
  });

export function useShareLinkCommand(planId: string) {
  return useRefreshingMutation(
    async (
      command: { create: { hide_people: boolean; expires_in_days: number } } | { revoke: string },
    ): Promise<ShareLink | null> =>
      'create' in command
        ? ok(plansApi['project-plans'][':id']['share-links'].$post({ param: { id: planId }, json: command.create }))
        : ok(plansApi['plan-share-links'][':id'].$delete({ param: { id: command.revoke } })).then(() => null),
    () => [planKeys.shareLinks(planId)],
    { when: 'settled' },
  );
}

/** GET /api/shared-plans/{token}: the plan a share link opens, without sign-in. */
export const useSharedPlan = (token: string) =>
  useQuery({
    queryKey: planKeys.shared(token),
    queryFn: ({ signal }) => ok(plansApi['shared-plans'][':token'].$get({ param: { token } }, { init: { signal } })),
    retry: false,
  });
