import type { notificationsRouter } from '@praxis/api/notifications/notifications.routes';
import { moduleClient } from '@/lib/typed-client';

/** The notifications module's typed client (Hono RPC): its routes, params and bodies are checked by the compiler. */
export const notificationsApi = moduleClient<typeof notificationsRouter>();
