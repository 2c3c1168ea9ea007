import type { workItemsRouter } from '@praxis/api/work-items/work-items.routes';
import { moduleClient } from '@/lib/typed-client';

/** The work-items module's typed client (Hono RPC, decision 012): items, board, moves, comments, activity. */
export const workItemsApi = moduleClient<typeof workItemsRouter>();

/** A filter as the list and board routes read it from the query string: `mine` is sent as 'true', or left out. */
export const toFilterQuery = <Params extends { mine?: boolean | undefined }>(params: Params) => ({
  ...params,
  mine: params.mine ? ('true' as const) : undefined,
});
