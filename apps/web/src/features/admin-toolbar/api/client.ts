import type { meRouter } from '@praxis/api/me/me.routes';
import { moduleClient } from '@/lib/typed-client';

/** The me module's typed client (Hono RPC, decision 012): routes, params and bodies checked by the compiler. */
export const meApi = moduleClient<typeof meRouter>();
