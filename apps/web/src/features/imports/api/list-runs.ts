import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { importsApi } from './client';
import { importKeys } from './get-run';

/** GET /api/imports/runs: the latest imports, to reopen one that was left. */
export function listRuns(signal?: AbortSignal) {
  return ok(importsApi.imports.runs.$get({}, { init: { signal } }));
}

export function useRuns() {
  return useQuery({ queryKey: importKeys.runs(), queryFn: ({ signal }) => listRuns(signal) });
}
