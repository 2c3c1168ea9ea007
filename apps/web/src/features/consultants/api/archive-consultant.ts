import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultant } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/archive: a leaver, with the day they left (If-Match: the version read). */
export function archiveConsultant({ id, version, leftOn }: { id: string; version: number; leftOn: string }) {
  return apiFetch<Consultant>(`/api/consultants/${encodeURIComponent(id)}/archive`, {
    method: 'POST',
    json: { left_on: leftOn },
    headers: { 'If-Match': `"${version}"` },
  });
}

/** POST /api/consultants/{id}/restore: back in the directory, their user may sign in again. */
export function restoreConsultant({ id, version }: { id: string; version: number }) {
  return apiFetch<Consultant>(`/api/consultants/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    json: {},
    headers: { 'If-Match': `"${version}"` },
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (_: Consultant, { id }: { id: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consultantKeys.profile(id) }),
      queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
    ]);
}

export function useArchiveConsultant() {
  return useMutation({ mutationFn: archiveConsultant, onSuccess: useRefreshAfter() });
}

export function useRestoreConsultant() {
  return useMutation({ mutationFn: restoreConsultant, onSuccess: useRefreshAfter() });
}
