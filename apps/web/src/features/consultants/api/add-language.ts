import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageProficiency } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/languages: a language with its proficiency. */
export function addLanguage({
  consultantId,
  ...rest
}: { consultantId: string } & { language_id: string; proficiency: LanguageProficiency }) {
  return ok(consultantsApi.consultants[':id'].languages.$post({ param: { id: consultantId }, json: rest }));
}

export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLanguage,
    onSuccess: (_, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(consultantId) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
