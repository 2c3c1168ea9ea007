import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** DELETE /api/consultants/{id}/certifications/{itemId}. */
export function deleteCertification({ consultantId, ...rest }: { consultantId: string } & { id: string }) {
  return ok(
    consultantsApi.consultants[':id'].certifications[':itemId'].$delete({
      param: { id: consultantId, itemId: rest.id },
    }),
  );
}

export function useDeleteCertification() {
  return useRefreshingMutation(deleteCertification, ({ consultantId }) => afterProfileChange(consultantId));
}
