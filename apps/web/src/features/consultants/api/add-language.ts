import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageProficiency } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/languages: a language with its proficiency. */
export function addLanguage({
  consultantId,
  ...rest
}: { consultantId: string } & { language_id: string; proficiency: LanguageProficiency }) {
  return apiFetch<unknown>(`/api/consultants/${consultantId}/languages`, { method: 'POST', json: rest });
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
