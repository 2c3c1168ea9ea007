import type { Webhook } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

/** DELETE /api/webhooks/{id} with If-Match (webhooks.manage). */
export function deleteWebhook(webhook: Pick<Webhook, 'id' | 'version'>) {
  return ok(webhooksApi['webhooks'][':id'].$delete({ param: { id: webhook.id }, header: ifMatch(webhook.version) }));
}

export function useDeleteWebhook() {
  return useRefreshingMutation(deleteWebhook, () => [webhookKeys.lists()], { when: 'settled' });
}
