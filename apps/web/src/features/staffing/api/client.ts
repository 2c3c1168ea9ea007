import type { staffingRouter } from '@praxis/api/staffing/staffing.routes';
import { moduleClient } from '@/lib/typed-client';

/** The staffing module's typed client (Hono RPC, decision 012): candidates, proposals, queue, board, weights. */
export const staffingApi = moduleClient<typeof staffingRouter>();
