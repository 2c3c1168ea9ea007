import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/expertise/{itemId}. */
export function deleteExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].expertise[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
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
