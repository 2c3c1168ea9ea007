import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/expertise: a new skill (rating defaults to 1 on the server). */
export function addExpertise({
  consultantId,
  ...rest
}: { consultantId: string } & { category_id: string; product_id: string | null; rating?: number }) {
  return apiFetch<unknown>(`/api/consultants/${consultantId}/expertise`, { method: 'POST', json: rest });
}

export function useAddExpertise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExpertise,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
