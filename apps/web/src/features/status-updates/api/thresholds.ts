import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemperatureSettings, TemperatureThresholds } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

const PATH = '/api/settings/temperature-thresholds';

/** GET the computed temperature's limits (version 0 = the defaults). */
export const useThresholds = () =>
  useQuery({
    queryKey: [...statusUpdateKeys.all, 'thresholds'],
    queryFn: ({ signal }) => apiFetch<TemperatureSettings>(PATH, { signal }),
  });

/** PUT them with the version read (If-Match); a stale version is a 409. */
export function useSaveThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ thresholds, version }: { thresholds: TemperatureThresholds; version: number }) =>
      apiFetch<TemperatureSettings>(PATH, { method: 'PUT', json: thresholds, headers: { 'If-Match': `"${version}"` } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusUpdateKeys.all }),
  });
}
