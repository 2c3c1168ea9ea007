import type { webhooksRouter } from '@praxis/api/webhooks/webhooks.routes';
import { moduleClient } from '@/lib/typed-client';

/** The webhooks module's typed client (Hono RPC): its routes, params and bodies are checked by the compiler. */
export const webhooksApi = moduleClient<typeof webhooksRouter>();
