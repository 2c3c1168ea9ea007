import type { ImportKind, ImportMapping, ImportReport, ImportRun } from '@praxis/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface UploadImport {
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  createMissing: boolean;
  /** Invite the people a consultants import creates by e-mail. */
  invite?: boolean;
  /** How the file's headers map onto the kind's columns, when they differ. */
  mapping?: ImportMapping | undefined;
}

/** A small file's report, or the run a large file became. */
export type UploadAnswer = ImportReport | { job_id: string; run: ImportRun };

export const isQueued = (answer: UploadAnswer): answer is { job_id: string; run: ImportRun } => 'job_id' in answer;

/** POST /api/imports/{kind} (multipart): a dry run checks, otherwise it imports. */
export function uploadImport({ kind, file, dryRun, createMissing, invite, mapping }: UploadImport) {
  const body = new FormData();
  body.append('file', file);
  body.append('dry_run', String(dryRun));
  body.append('create_missing', String(createMissing));
  if (invite) body.append('invite', 'true');
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  return apiFetch<UploadAnswer>(`/api/imports/${kind}`, { method: 'POST', body });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
