import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Consultant, ConsultantUpdate, InvitationLink, Onboarding, OnboardingTaskUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

const keys = {
  all: ['onboarding'] as const,
  consultant: (id: string) => ['onboarding', 'consultant', id] as const,
};

/** GET /api/onboardings: every onboarding for admins, one's own for a new hire. */
export const useOnboardings = () =>
  useQuery({ queryKey: keys.all, queryFn: ({ signal }) => apiFetch<Onboarding[]>('/api/onboardings', { signal }) });

/** PATCH /api/onboarding-tasks/{id} with the version read. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, patch }: { id: string; version: number; patch: OnboardingTaskUpdate }) =>
      apiFetch<Onboarding>(`/api/onboarding-tasks/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
        headers: { 'If-Match': `"${version}"` },
      }),
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
      apiFetch<InvitationLink>(`/api/consultants/${encodeURIComponent(consultantId)}/invitations`, { method: 'POST' }),
  });

/** The new hire's own profile, for the onboarding form (version for If-Match). */
export const useOwnProfile = (consultantId: string) =>
  useQuery({
    queryKey: keys.consultant(consultantId),
    queryFn: ({ signal }) => apiFetch<Consultant>(`/api/consultants/${encodeURIComponent(consultantId)}`, { signal }),
  });

export function useSaveProfile(consultantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, patch }: { version: number; patch: ConsultantUpdate }) =>
      apiFetch<Consultant>(`/api/consultants/${encodeURIComponent(consultantId)}`, {
        method: 'PATCH',
        json: patch,
        headers: { 'If-Match': `"${version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.consultant(consultantId) }),
  });
}
