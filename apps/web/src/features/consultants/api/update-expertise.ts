import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** PATCH /api/consultants/{id}/expertise/{itemId}: a new rating (1–5). */
export function updateExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string; rating: number }) {
  return ok(
    consultantsApi.consultants[':id'].expertise[':itemId'].$patch({
      param: { id: consultantId, itemId: rest.id },
      json: { rating: rest.rating },
    }),
  );
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
