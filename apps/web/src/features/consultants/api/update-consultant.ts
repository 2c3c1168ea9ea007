import type { ConsultantUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** PATCH /api/consultants/{id}: only the changed fields among the 14, with the version read (If-Match). */
export function updateConsultant({ id, version, patch }: { id: string; version: number; patch: ConsultantUpdate }) {
  return ok(consultantsApi.consultants[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));
}

export function useUpdateConsultant() {
  return useRefreshingMutation(updateConsultant, ({ id }) => afterProfileChange(id));
}
