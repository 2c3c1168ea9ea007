import type { CertificationLinkInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** POST /api/consultants/{id}/certifications: with optional issued and expiry dates. */
export function addCertification({ consultantId, ...rest }: { consultantId: string } & CertificationLinkInput) {
  return ok(consultantsApi.consultants[':id'].certifications.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddCertification() {
  return useRefreshingMutation(addCertification, ({ consultantId }) => afterProfileChange(consultantId));
}
