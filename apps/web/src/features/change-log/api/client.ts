import type { changeLogRouter } from '@praxis/api/change-log/change-log.routes';
import { moduleClient } from '@/lib/typed-client';

/** The change-log module's typed client (Hono RPC, decision 012). */
export const changeLogApi = moduleClient<typeof changeLogRouter>();
