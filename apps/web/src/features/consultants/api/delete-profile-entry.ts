import type { ConsultantProfile } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** The profile's lists whose entries are removed one by one; each is also the profile's field holding them. */
export type ProfileList = keyof Pick<ConsultantProfile, 'expertise' | 'certifications' | 'languages' | 'education'>;

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
