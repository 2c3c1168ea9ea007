import type { GoldenFolder, GoldenFolderInput, GoldenFolderUpdate, GoldenItem, GoldenLinkInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { foldersApi, itemsApi } from './client';
import { goldenKeys } from './keys';

/**
 * A golden-folders write: a change shows in its folder, its parents and the search, so once it settles (a 409
 * included) every golden-folder query is read again.
 */
function useGoldenWrite<TData, TVariables = void>(write: (variables: TVariables) => Promise<TData>) {
  return useRefreshingMutation(write, () => [goldenKeys.all], { when: 'settled' });
}

/** POST /api/golden-folders. */
export function useCreateFolder() {
  return useGoldenWrite((input: GoldenFolderInput) => ok(foldersApi['golden-folders'].$post({ json: input })));
}

/** PATCH /api/golden-folders/{id} with If-Match (mark reviewed, rename, move). */
export function useUpdateFolder() {
  return useGoldenWrite(
    ({ folder, input }: { folder: Pick<GoldenFolder, 'id' | 'version'>; input: GoldenFolderUpdate }) =>
      ok(
        foldersApi['golden-folders'][':id'].$patch({
          param: { id: folder.id },
          json: input,
          header: ifMatch(folder.version),
        }),
      ),
  );
}

/** POST /api/golden-folders/{id}/links. */
export function useAddLink(folderId: string) {
  return useGoldenWrite((input: GoldenLinkInput) =>
    ok(itemsApi['golden-folders'][':id'].links.$post({ param: { id: folderId }, json: input })),
  );
}

/** POST /api/golden-folders/{id}/documents (multipart), or a new version of a document. */
export function useUploadDocument(target: { folderId: string } | { itemId: string }) {
  return useGoldenWrite((file: File) => {
    const form = new FormData();
    form.set('file', file);
    const path =
      'folderId' in target
        ? `/api/golden-folders/${encodeURIComponent(target.folderId)}/documents`
        : `/api/golden-items/${encodeURIComponent(target.itemId)}/versions`;
    // Multipart: the route reads the file itself (content-checked), so this call stays on apiFetch.
    return apiFetch<GoldenItem>(path, { method: 'POST', body: form });
  });
}

/** DELETE /api/golden-items/{id}. */
export function useDeleteItem() {
  return useGoldenWrite((item: Pick<GoldenItem, 'id' | 'version'>) =>
    ok(itemsApi['golden-items'][':id'].$delete({ param: { id: item.id }, header: ifMatch(item.version) })),
  );
}

/** DELETE /api/golden-folders/{id}: the folder with its sub-folders, documents and links. */
export function useDeleteFolder() {
  return useGoldenWrite((folder: Pick<GoldenFolder, 'id' | 'version'>) =>
    ok(foldersApi['golden-folders'][':id'].$delete({ param: { id: folder.id }, header: ifMatch(folder.version) })),
  );
}
