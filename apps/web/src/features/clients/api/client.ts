import type { clientsRouter } from '@praxis/api/clients/clients.routes';
import { moduleClient } from '@/lib/typed-client';

/** The clients module's typed client (Hono RPC): its routes, params and bodies are checked by the compiler. */
export const clientsApi = moduleClient<typeof clientsRouter>();
