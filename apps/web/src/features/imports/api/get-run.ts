import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { importsApi } from './client';

export const importKeys = {
  all: ['imports'] as const,
  run: (id: string) => ['imports', 'run', id] as const,
  runs: () => ['imports', 'runs'] as const,
};

/** GET /api/imports/runs/{id}: a run's status and progress. */
export function getRun(id: string, signal?: AbortSignal) {
  return ok(importsApi.imports.runs[':id'].$get({ param: { id } }, { init: { signal } }));
}

/** A run followed until it ends: polled every second while queued or running. */
export function useRun(id: string | null) {
  return useQuery({
    queryKey: importKeys.run(id ?? ''),
    queryFn: ({ signal }) => getRun(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}
