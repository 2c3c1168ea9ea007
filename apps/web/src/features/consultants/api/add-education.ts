import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** POST /api/consultants/{id}/education. */
export function addEducation({ consultantId, ...rest }: { consultantId: string } & { education: string }) {
  return ok(consultantsApi.consultants[':id'].education.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddEducation() {
  return useRefreshingMutation(addEducation, ({ consultantId }) => afterProfileChange(consultantId));
}
