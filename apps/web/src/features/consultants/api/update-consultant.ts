import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultantUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** PATCH /api/consultants/{id}: only the changed fields among the 14, with the version read (If-Match). */
export function updateConsultant({ id, version, patch }: { id: string; version: number; patch: ConsultantUpdate }) {
  return ok(consultantsApi.consultants[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));
}

export function useUpdateConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultant,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
