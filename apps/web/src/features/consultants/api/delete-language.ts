import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** DELETE /api/consultants/{id}/languages/{itemId}. */
export function deleteLanguage({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].languages[':itemId'].$delete({ param: { id: consultantId, itemId: rest.id } }),
  );
}

export function useDeleteLanguage() {
  return useRefreshingMutation(deleteLanguage, ({ consultantId }) => afterProfileChange(consultantId));
}
