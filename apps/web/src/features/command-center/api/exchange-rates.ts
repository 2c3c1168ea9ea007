import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { exchangeRatesApi } from './client';

const ratesKey = ['command-center', 'exchange-rates'] as const;

/** GET /api/exchange-rates (admin): every rate with the day it takes effect. */
export const useExchangeRates = () =>
  useQuery({
    queryKey: ratesKey,
    queryFn: ({ signal }) => ok(exchangeRatesApi['exchange-rates'].$get({}, { init: { signal } })),
  });

/** POST /api/exchange-rates; the KPIs are refetched, as their converted totals change. */
export function useAddExchangeRate() {
  return useRefreshingMutation(
    (input: ExchangeRateInput) => ok(exchangeRatesApi['exchange-rates'].$post({ json: input })),
    () => [['command-center']],
  );
}

/** DELETE /api/exchange-rates/:id. */
export function useDeleteExchangeRate() {
  return useRefreshingMutation(
    (id: string) => ok(exchangeRatesApi['exchange-rates'][':id'].$delete({ param: { id } })),
    () => [['command-center']],
  );
}
