import type { workItemsRouter } from '@praxis/api/work-items/work-items.routes';
import { moduleClient } from '@/lib/typed-client';

/** The work-items module's typed client (Hono RPC, decision 012): items, board, moves, comments, activity. */
export const workItemsApi = moduleClient<typeof workItemsRouter>();
