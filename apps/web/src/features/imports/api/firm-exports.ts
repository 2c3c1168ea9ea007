import type { exportsRouter } from '@praxis/api/exports/exports.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moduleClient, ok } from '@/lib/typed-client';

/** The exports module's typed client (Hono RPC). */
const exportsApi = moduleClient<typeof exportsRouter>();

export const exportKeys = { list: ['exports', 'list'] as const };

/** GET /api/exports: the latest full exports, polled every second while one is queued or running. */
export function useFirmExports() {
  return useQuery({
    queryKey: exportKeys.list,
    queryFn: ({ signal }) => ok(exportsApi.exports.$get({}, { init: { signal } })),
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.status === 'queued' || entry.status === 'running') ? 1000 : false,
  });
}

/** POST /api/exports: starts a full export (or answers the one already under way). */
export function useStartFirmExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(exportsApi.exports.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.list }),
  });
}
