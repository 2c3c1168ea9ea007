import type { Consultant } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { ifMatch } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { afterProfileChange } from './keys';

/** POST /api/consultants/{id}/photo (multipart): PNG, JPEG, WebP or GIF up to 2 MB, with the version read (If-Match). */
export function uploadPhoto({ id, version, file }: { id: string; version: number; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Consultant>(`/api/consultants/${id}/photo`, { method: 'POST', body, headers: ifMatch(version) });
}

export function useUploadPhoto() {
  return useRefreshingMutation(uploadPhoto, ({ id }) => afterProfileChange(id));
}
