import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultantCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants (consultants.manage): the profile and its invitation link (shown only now). */
export function createConsultant(input: ConsultantCreate) {
  return ok(consultantsApi.consultants.$post({ json: input }));
}

export function useCreateConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
  });
}
