import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultant, ConsultantCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants (consultants.manage). */
export function createConsultant(input: ConsultantCreate) {
  return apiFetch<Consultant>('/api/consultants', { method: 'POST', json: input });
}

export function useCreateConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
  });
}
