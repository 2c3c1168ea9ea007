import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import type { ProfileList } from '../lib/labels';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** DELETE /api/consultants/{id}/{list}/{itemId}: one skill, certification, language or education entry. */
export function deleteProfileEntry({
  consultantId,
  list,
  id,
}: {
  consultantId: string;
  list: ProfileList;
  id: string;
}) {
  return ok(consultantsApi.consultants[':id'][list][':itemId'].$delete({ param: { id: consultantId, itemId: id } }));
}

export function useDeleteProfileEntry() {
  return useRefreshingMutation(deleteProfileEntry, ({ consultantId }) => afterProfileChange(consultantId));
}
