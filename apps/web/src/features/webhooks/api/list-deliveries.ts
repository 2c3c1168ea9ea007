import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

export const DELIVERIES_PAGE_SIZE = 20;

/** GET /api/webhooks/{id}/deliveries: newest first, with the receiver's answers. */
export function listDeliveries(id: string, page: number, signal?: AbortSignal) {
  return okJson(
    webhooksApi.webhooks[':id'].deliveries.$get(
      { param: { id }, query: { page: String(page), pageSize: String(DELIVERIES_PAGE_SIZE) } },
      { init: { signal } },
    ),
  );
}

export function useDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveryPage(id, page),
    queryFn: ({ signal }) => listDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    // Pending deliveries change as the queue works: look again while the panel is open.
    refetchInterval: 10_000,
  });
}
