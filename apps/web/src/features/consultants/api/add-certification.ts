import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationLinkInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/certifications: with optional issued and expiry dates. */
export function addCertification({ consultantId, ...rest }: { consultantId: string } & CertificationLinkInput) {
  return apiFetch<unknown>(`/api/consultants/${consultantId}/certifications`, { method: 'POST', json: rest });
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
