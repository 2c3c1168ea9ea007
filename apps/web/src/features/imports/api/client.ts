import type { importsRouter } from '@praxis/api/imports/imports.routes';
import { moduleClient } from '@/lib/typed-client';

/** The imports module's typed client (Hono RPC). */
export const importsApi = moduleClient<typeof importsRouter>();
