import { useQuery } from '@tanstack/react-query';
import type { WebhookListQuery } from '@praxis/shared';
import { pagedQueryOptions } from '@/lib/paged-query';
import { okJson } from '@/lib/typed-client';
import { webhooksApi } from './client';
import { webhookKeys } from './keys';

export const WEBHOOKS_PAGE_SIZE = 25;
export type WebhookListParams = Partial<WebhookListQuery> & { page: number };

/** GET /api/webhooks: searched, sorted and paginated by the server. */
export function listWebhooks(query: WebhookListParams, signal?: AbortSignal) {
  return okJson(
    webhooksApi['webhooks'].$get({ query: { ...query, pageSize: WEBHOOKS_PAGE_SIZE } }, { init: { signal } }),
  );
}

export function useWebhooks(query: WebhookListParams) {
  return useQuery(pagedQueryOptions(webhookKeys.list(query), (signal) => listWebhooks(query, signal)));
}
