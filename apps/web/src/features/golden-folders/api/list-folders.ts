import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { foldersApi } from './client';
import { goldenKeys } from './keys';

/** GET /api/golden-folders: the top-level kits and topics. */
export function useRootFolders() {
  return useQuery({
    queryKey: goldenKeys.roots(),
    queryFn: ({ signal }) => ok(foldersApi['golden-folders'].$get({ query: {} }, { init: { signal } })),
  });
}

/** GET /api/golden-folders/{id}: a folder with its path, sub-folders, documents and links. */
export function useFolder(id: string | null) {
  return useQuery({
    queryKey: goldenKeys.folder(id ?? ''),
    queryFn: ({ signal }) =>
      ok(foldersApi['golden-folders'][':id'].$get({ param: { id: id ?? '' } }, { init: { signal } })),
    enabled: !!id,
  });
}

/** GET /api/golden-folders/search?q=: names and descriptions, prefix match. */
export function useGoldenSearch(q: string) {
  return useQuery({
    queryKey: goldenKeys.search(q),
    queryFn: ({ signal }) => ok(foldersApi['golden-folders'].search.$get({ query: { q } }, { init: { signal } })),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
