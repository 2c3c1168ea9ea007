import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** PATCH /api/consultants/{id}/expertise/{itemId}: a new rating (1–5). */
export function updateExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string; rating: number }) {
  return apiFetch<unknown>(`/api/consultants/${consultantId}/expertise/${rest.id}`, {
    method: 'PATCH',
    json: { rating: rest.rating },
  });
}

export function useUpdateExpertise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpertise,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
