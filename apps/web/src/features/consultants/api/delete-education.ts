import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/education/{itemId}. */
export function deleteEducation({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].education[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
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
