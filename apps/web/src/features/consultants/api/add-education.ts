import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/education. */
export function addEducation({ consultantId, ...rest }: { consultantId: string } & { education: string }) {
  return apiFetch<unknown>(`/api/consultants/${consultantId}/education`, { method: 'POST', json: rest });
}

export function useAddEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEducation,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
