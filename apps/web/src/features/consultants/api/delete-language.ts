import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/languages/{itemId}. */
export function deleteLanguage({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].languages[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
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
