import { queryOptions, useQuery } from '@tanstack/react-query';
import type { forecastRouter } from '@praxis/api/forecast/forecast.routes';
import { moduleClient, ok } from '@/lib/typed-client';
import { engagementKeys } from './keys';

const forecastApi = moduleClient<typeof forecastRouter>();

/** GET /api/engagements/{id}/forecast: weeks of actual, scheduled and tentative hours and the sentence. */
export function getEngagementForecast(id: string, signal?: AbortSignal) {
  return ok(forecastApi.engagements[':id'].forecast.$get({ param: { id } }, { init: { signal } }));
}

export const engagementForecastQueryOptions = (id: string) =>
  queryOptions({
    // Under the engagement's key: a change to the engagement or its team refreshes the forecast too.
    queryKey: engagementKeys.forecast(id),
    queryFn: ({ signal }) => getEngagementForecast(id, signal),
  });

export function useEngagementForecast(id: string) {
  return useQuery(engagementForecastQueryOptions(id));
}
