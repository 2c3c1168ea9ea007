import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ok } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

interface Redeliver {
  webhookId: string;
  deliveryId: number;
}

/** POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver: the event again, as a new delivery. */
export function redeliver({ webhookId, deliveryId }: Redeliver) {
  return ok(
    webhooksApi.webhooks[':id'].deliveries[':delivery_id'].redeliver.$post({
      param: { id: webhookId, delivery_id: String(deliveryId) },
    }),
  );
}

export function useRedeliver() {
  return useRefreshingMutation(redeliver, ({ webhookId }) => [webhookKeys.deliveries(webhookId)]);
}
