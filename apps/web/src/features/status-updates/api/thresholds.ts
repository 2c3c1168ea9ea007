import { useQuery } from '@tanstack/react-query';
import type { TemperatureThresholds } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/** GET the computed temperature's limits (version 0 = the defaults). */
export const useThresholds = () =>
  useQuery({
    queryKey: [...statusUpdateKeys.all, 'thresholds'],
    queryFn: ({ signal }) => ok(statusUpdatesApi.settings['temperature-thresholds'].$get({}, { init: { signal } })),
  });

/** PUT them with the version read (If-Match); a stale version is a 409. */
export function useSaveThresholds() {
  return useRefreshingMutation(
    ({ thresholds, version }: { thresholds: TemperatureThresholds; version: number }) =>
      ok(statusUpdatesApi.settings['temperature-thresholds'].$put({ json: thresholds, header: ifMatch(version) })),
    () => [statusUpdateKeys.all],
    { when: 'settled' },
  );
}
