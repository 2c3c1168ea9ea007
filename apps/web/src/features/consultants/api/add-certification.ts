import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationLinkInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/certifications: with optional issued and expiry dates. */
export function addCertification({ consultantId, ...rest }: { consultantId: string } & CertificationLinkInput) {
  return ok(consultantsApi.consultants[':id'].certifications.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCertification,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
