import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** DELETE /api/consultants/{id}/expertise/{itemId}. */
export function deleteExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].expertise[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
}

export function useDeleteExpertise() {
  return useRefreshingMutation(deleteExpertise, ({ consultantId }) => afterProfileChange(consultantId));
}
