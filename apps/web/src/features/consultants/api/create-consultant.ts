import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultant, ConsultantCreate, InvitationLink } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants (consultants.manage): the profile and its invitation link (shown only now). */
export function createConsultant(input: ConsultantCreate) {
  return apiFetch<Consultant & { invitation: InvitationLink }>('/api/consultants', { method: 'POST', json: input });
}

export function useCreateConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
  });
}
