import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/certifications/{itemId}. */
export function deleteCertification({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return apiFetch<undefined>(`/api/consultants/${consultantId}/certifications/${rest.id}`, { method: 'DELETE' });
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertification,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
