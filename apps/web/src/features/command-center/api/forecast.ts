import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FIRM_FORECAST_CSV_VIEWS } from '@praxis/shared';
import type { forecastRouter } from '@praxis/api/forecast/forecast.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const forecastApi = moduleClient<typeof forecastRouter>();

/** GET /api/command-center/forecast: the firm's next 12 weeks. */
export const useFirmForecast = () =>
  useQuery({
    queryKey: ['command-center', 'forecast'] as const,
    queryFn: ({ signal }) => ok(forecastApi['command-center'].forecast.$get({}, { init: { signal } })),
  });

/** GET /api/command-center/forecast/weeks/{week}: the people and engagements behind one week. */
export const useFirmForecastWeek = (week: string | null) =>
  useQuery({
    queryKey: ['command-center', 'forecast', week] as const,
    queryFn: ({ signal }) =>
      ok(
        forecastApi['command-center'].forecast.weeks[':week'].$get(
          { param: { week: week ?? '' } },
          { init: { signal } },
        ),
      ),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });

/** The CSV of one view (a plain link: the browser downloads it with the session cookie). */
export const forecastExportHref = (view: (typeof FIRM_FORECAST_CSV_VIEWS)[number]) =>
  `/api/command-center/forecast/export?view=${view}`;
