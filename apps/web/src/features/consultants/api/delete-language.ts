import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/languages/{itemId}. */
export function deleteLanguage({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return apiFetch<undefined>(`/api/consultants/${consultantId}/languages/${rest.id}`, { method: 'DELETE' });
}

export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLanguage,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
