import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/expertise: a new skill (rating defaults to 1 on the server). */
export function addExpertise({
  consultantId,
  ...rest
}: { consultantId: string } & { category_id: string; product_id: string | null; rating?: number }) {
  return ok(consultantsApi.consultants[':id'].expertise.$post({ param: { id: consultantId }, json: rest }));
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
