import type { statusUpdatesRouter } from '@praxis/api/status-updates/status-updates.routes';
import { moduleClient } from '@/lib/typed-client';

/** The status-updates module's typed client (Hono RPC): its routes, params and bodies are checked by the compiler. */
export const statusUpdatesApi = moduleClient<typeof statusUpdatesRouter>();
