import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultant } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** POST /api/consultants/{id}/photo (multipart): PNG, JPEG, WebP or GIF up to 2 MB. */
export function uploadPhoto({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Consultant>(`/api/consultants/${id}/photo`, { method: 'POST', body });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultantKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: consultantKeys.lists() }),
      ]),
  });
}
