import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoldenFolder, GoldenFolderDetail, GoldenSearchHit } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { goldenKeys } from './keys';

/** GET /api/golden-folders: the top-level kits and topics. */
export function useRootFolders() {
  return useQuery({
    queryKey: goldenKeys.roots(),
    queryFn: ({ signal }) => apiFetch<GoldenFolder[]>('/api/golden-folders', { signal }),
  });
}

/** GET /api/golden-folders/{id}: a folder with its path, sub-folders, documents and links. */
export function useFolder(id: string | null) {
  return useQuery({
    queryKey: goldenKeys.folder(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<GoldenFolderDetail>(`/api/golden-folders/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
  });
}

/** GET /api/golden-folders/search?q=: names and descriptions, prefix match. */
export function useGoldenSearch(q: string) {
  return useQuery({
    queryKey: goldenKeys.search(q),
    queryFn: ({ signal }) =>
      apiFetch<GoldenSearchHit[]>(`/api/golden-folders/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
