import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/expertise/{itemId}. */
export function deleteExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return apiFetch<undefined>(`/api/consultants/${consultantId}/expertise/${rest.id}`, { method: 'DELETE' });
}

export function useDeleteExpertise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpertise,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
