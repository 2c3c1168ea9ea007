import type { Webhook } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

/** POST /api/webhooks/{id}/rotate-secret with If-Match: a new secret, shown once; the old one stops at once. */
export function rotateSecret(webhook: Pick<Webhook, 'id' | 'version'>) {
  return ok(
    webhooksApi.webhooks[':id']['rotate-secret'].$post({ param: { id: webhook.id }, header: ifMatch(webhook.version) }),
  );
}

export function useRotateSecret() {
  return useRefreshingMutation(rotateSecret, () => [webhookKeys.lists()], { when: 'settled' });
}
