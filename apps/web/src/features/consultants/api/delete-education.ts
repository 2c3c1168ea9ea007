import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** DELETE /api/consultants/{id}/education/{itemId}. */
export function deleteEducation({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].education[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
}

export function useDeleteEducation() {
  return useRefreshingMutation(deleteEducation, ({ consultantId }) => afterProfileChange(consultantId));
}
