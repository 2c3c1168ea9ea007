import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** DELETE /api/consultants/{id}/certifications/{itemId}. */
export function deleteCertification({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].certifications[':itemId'].$delete({
      param: { id: consultantId, itemId: rest.id },
    }),
  );
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
