import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoldenFolder, GoldenFolderInput, GoldenFolderUpdate, GoldenItem, GoldenLinkInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { ifMatch, ok } from '@/lib/typed-client';
import { foldersApi, itemsApi } from './client';
import { goldenKeys } from './keys';

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goldenKeys.all });
}

/** POST /api/golden-folders. */
export function useCreateFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: GoldenFolderInput) => ok(foldersApi['golden-folders'].$post({ json: input })),
    onSettled: invalidate,
  });
}

/** PATCH /api/golden-folders/{id} with If-Match (mark reviewed, rename, move). */
export function useUpdateFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ folder, input }: { folder: Pick<GoldenFolder, 'id' | 'version'>; input: GoldenFolderUpdate }) =>
      ok(
        foldersApi['golden-folders'][':id'].$patch({
          param: { id: folder.id },
          json: input,
          header: ifMatch(folder.version),
        }),
      ),
    onSettled: invalidate,
  });
}

/** POST /api/golden-folders/{id}/links. */
export function useAddLink(folderId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: GoldenLinkInput) =>
      ok(itemsApi['golden-folders'][':id'].links.$post({ param: { id: folderId }, json: input })),
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
      // Multipart: the route reads the file itself (content-checked), so this call stays on apiFetch.
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
      ok(itemsApi['golden-items'][':id'].$delete({ param: { id: item.id }, header: ifMatch(item.version) })),
    onSettled: invalidate,
  });
}

/** DELETE /api/golden-folders/{id}: the folder with its sub-folders, documents and links. */
export function useDeleteFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (folder: Pick<GoldenFolder, 'id' | 'version'>) =>
      ok(foldersApi['golden-folders'][':id'].$delete({ param: { id: folder.id }, header: ifMatch(folder.version) })),
    onSettled: invalidate,
  });
}
