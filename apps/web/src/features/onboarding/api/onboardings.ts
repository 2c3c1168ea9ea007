import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultantUpdate, Onboarding, OnboardingTaskUpdate } from '@praxis/shared';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi, invitationsApi, onboardingApi } from './client';

const keys = {
  all: ['onboarding'] as const,
  consultant: (id: string) => ['onboarding', 'consultant', id] as const,
};

/** GET /api/onboardings: every onboarding for admins, one's own for a new hire. */
export const useOnboardings = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => okJson(onboardingApi.onboardings.$get({ query: {} }, { init: { signal } })),
  });

/** PATCH /api/onboarding-tasks/{id} with the version read. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, patch }: { id: string; version: number; patch: OnboardingTaskUpdate }) =>
      ok(onboardingApi['onboarding-tasks'][':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) })),
    // The answer is the whole onboarding: put it in place at once (no flicker back before the list refetches).
    onSuccess: (onboarding) =>
      queryClient.setQueryData<Onboarding[]>(keys.all, (list) =>
        list?.map((entry) => (entry.id === onboarding.id ? onboarding : entry)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/consultants/{id}/invitations (admin): a fresh single-use link; earlier ones stop working. */
export const useNewInvitation = () =>
  useMutation({
    mutationFn: (consultantId: string) =>
      ok(invitationsApi.consultants[':id'].invitations.$post({ param: { id: consultantId } })),
  });

/** The new hire's own profile, for the onboarding form (version for If-Match). */
export const useOwnProfile = (consultantId: string) =>
  useQuery({
    queryKey: keys.consultant(consultantId),
    queryFn: ({ signal }) =>
      ok(consultantsApi.consultants[':id'].$get({ param: { id: consultantId } }, { init: { signal } })),
  });

export function useSaveProfile(consultantId: string) {
  return useRefreshingMutation(
    ({ version, patch }: { version: number; patch: ConsultantUpdate }) =>
      ok(
        consultantsApi.consultants[':id'].$patch({
          param: { id: consultantId },
          json: patch,
          header: ifMatch(version),
        }),
      ),
    () => [keys.consultant(consultantId)],
    { when: 'settled' },
  );
}
