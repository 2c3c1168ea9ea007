import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/education. */
export function addEducation({ consultantId, ...rest }: { consultantId: string } & { education: string }) {
  return ok(consultantsApi.consultants[':id'].education.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEducation,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
