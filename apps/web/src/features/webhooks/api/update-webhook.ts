import type { Webhook, WebhookUpdate } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

export interface UpdateWebhookInput {
  webhook: Pick<Webhook, 'id' | 'version'>;
  input: WebhookUpdate;
}

/** PATCH /api/webhooks/{id} with If-Match of the version read (webhooks.manage); a stale version gets 409. */
export function updateWebhook({ webhook, input }: UpdateWebhookInput) {
  return ok(
    webhooksApi['webhooks'][':id'].$patch({ param: { id: webhook.id }, json: input, header: ifMatch(webhook.version) }),
  );
}

export function useUpdateWebhook() {
  // Also after a 409: the webhook changed on the server, so the lists read it again.
  return useRefreshingMutation(updateWebhook, () => [webhookKeys.lists()], { when: 'settled' });
}
