import type { WebhookListQuery } from '@praxis/shared';

/** Query keys of the webhooks feature: every list under `lists()`, so one write refreshes them all. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  lists: () => [...webhookKeys.all, 'list'] as const,
  list: (query: Partial<WebhookListQuery> & { page: number }) => [...webhookKeys.lists(), query] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveryPage: (id: string, page: number) => [...webhookKeys.deliveries(id), page] as const,
};
