import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** POST /api/consultants/{id}/expertise: a new skill (rating defaults to 1 on the server). */
export function addExpertise({
  consultantId,
  ...rest
}: { consultantId: string } & { category_id: string; product_id: string | null; rating?: number }) {
  return ok(consultantsApi.consultants[':id'].expertise.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddExpertise() {
  return useRefreshingMutation(addExpertise, ({ consultantId }) => afterProfileChange(consultantId));
}
