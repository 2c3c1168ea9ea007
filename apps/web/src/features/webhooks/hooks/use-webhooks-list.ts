import { webhookListQuerySchema } from '@praxis/shared';
import { useListState } from '@/lib/use-list-state';
import { useDebouncedParam } from '@/lib/use-url-params';
import { useWebhooks } from '../api/list-webhooks';

const FILTERS = ['q'] as const;

/** The list's state in the URL (search, sort, page) and the page of webhooks it asks for. */
export function useWebhooksList() {
  const list = useListState(webhookListQuerySchema, { filterKeys: FILTERS });
  const webhooks = useWebhooks({ ...list.query, page: list.page });
  // Written 300 ms after typing stops.
  const [search, setSearch] = useDebouncedParam('q');
  return { list, webhooks, search, setSearch };
}
