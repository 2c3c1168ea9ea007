import type { ImportHeaders, ImportKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/imports/{kind}/headers: the file's headers and the mapping suggested (or remembered) for them. */
export function fileHeaders({ kind, file }: { kind: ImportKind; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ImportHeaders>(`/api/imports/${kind}/headers`, { method: 'POST', body });
}
