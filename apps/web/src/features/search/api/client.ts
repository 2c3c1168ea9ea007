import type { searchRouter } from '@praxis/api/search/search.routes';
import { moduleClient } from '@/lib/typed-client';

/** The search module's typed client (Hono RPC, decision 012): routes, params and bodies checked by the compiler. */
export const searchApi = moduleClient<typeof searchRouter>();
