import type { bugReportsRouter } from '@praxis/api/work-items/bug-reports.routes';
import { moduleClient } from '@/lib/typed-client';

/** The bug reports route's typed client (Hono RPC, decision 012): routes, params and bodies checked by the compiler. */
export const bugReportsApi = moduleClient<typeof bugReportsRouter>();
