import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/education/{itemId}. */
export function deleteEducation({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return apiFetch<undefined>(`/api/consultants/${consultantId}/education/${rest.id}`, { method: 'DELETE' });
}

export function useDeleteEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEducation,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
