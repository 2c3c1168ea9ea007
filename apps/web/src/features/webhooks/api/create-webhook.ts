import type { WebhookCreate } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ok } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

/** POST /api/webhooks (webhooks.manage): the answer carries the signing secret, shown this once. */
export function createWebhook(input: WebhookCreate) {
  return ok(webhooksApi.webhooks.$post({ json: input }));
}

export function useCreateWebhook() {
  return useRefreshingMutation(createWebhook, () => [webhookKeys.lists()]);
}
