import type { LanguageProficiency } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** POST /api/consultants/{id}/languages: a language with its proficiency. */
export function addLanguage({
  consultantId,
  ...rest
}: { consultantId: string } & { language_id: string; proficiency: LanguageProficiency }) {
  return ok(consultantsApi.consultants[':id'].languages.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddLanguage() {
  return useRefreshingMutation(addLanguage, ({ consultantId }) => afterProfileChange(consultantId));
}
