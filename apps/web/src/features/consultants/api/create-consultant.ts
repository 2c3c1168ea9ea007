import type { ConsultantCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants (consultants.manage): the profile and its invitation link (shown only now). */
export function createConsultant(input: ConsultantCreate) {
  return ok(consultantsApi.consultants.$post({ json: input }));
}

export function useCreateConsultant() {
  return useRefreshingMutation(createConsultant, () => [consultantKeys.lists()]);
}
