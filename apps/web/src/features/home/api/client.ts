import type { homeRouter } from '@praxis/api/home/home.routes';
import { moduleClient } from '@/lib/typed-client';

/** The home module's typed client (Hono RPC, decision 012): routes, params and bodies checked by the compiler. */
export const homeApi = moduleClient<typeof homeRouter>();
