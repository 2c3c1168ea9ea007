import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoldenFolder, GoldenFolderInput, GoldenFolderUpdate, GoldenItem, GoldenLinkInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { goldenKeys } from './keys';

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goldenKeys.all });
}

/** POST /api/golden-folders. */
export function useCreateFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: GoldenFolderInput) =>
      apiFetch<GoldenFolder>('/api/golden-folders', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

/** PATCH /api/golden-folders/{id} with If-Match (mark reviewed, rename, move). */
export function useUpdateFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ folder, input }: { folder: Pick<GoldenFolder, 'id' | 'version'>; input: GoldenFolderUpdate }) =>
      apiFetch<GoldenFolder>(`/api/golden-folders/${encodeURIComponent(folder.id)}`, {
        method: 'PATCH',
        json: input,
        headers: { 'If-Match': `"${folder.version}"` },
      }),
    onSettled: invalidate,
  });
}

/** POST /api/golden-folders/{id}/links. */
export function useAddLink(folderId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: GoldenLinkInput) =>
      apiFetch<GoldenItem>(`/api/golden-folders/${encodeURIComponent(folderId)}/links`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

/** POST /api/golden-folders/{id}/documents (multipart), or a new version of a document. */
export function useUploadDocument(target: { folderId: string } | { itemId: string }) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      const path =
        'folderId' in target
          ? `/api/golden-folders/${encodeURIComponent(target.folderId)}/documents`
          : `/api/golden-items/${encodeURIComponent(target.itemId)}/versions`;
      return apiFetch<GoldenItem>(path, { method: 'POST', body: form });
    },
    onSettled: invalidate,
  });
}

/** DELETE /api/golden-items/{id}. */
export function useDeleteItem() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (item: Pick<GoldenItem, 'id' | 'version'>) =>
      apiFetch<undefined>(`/api/golden-items/${encodeURIComponent(item.id)}`, {
        method: 'DELETE',
        headers: { 'If-Match': `"${item.version}"` },
      }),
    onSettled: invalidate,
  });
}

/** DELETE /api/golden-folders/{id}: the folder with its sub-folders, documents and links. */
export function useDeleteFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (folder: Pick<GoldenFolder, 'id' | 'version'>) =>
      apiFetch<undefined>(`/api/golden-folders/${encodeURIComponent(folder.id)}`, {
        method: 'DELETE',
        headers: { 'If-Match': `"${folder.version}"` },
      }),
    onSettled: invalidate,
  });
}
