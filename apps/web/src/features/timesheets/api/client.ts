import type { timesheetsRouter } from '@praxis/api/timesheets/timesheets.routes';
import { moduleClient } from '@/lib/typed-client';

/** The timesheets module's typed client (Hono RPC, decision 012): my week, its cells, lines and actions. */
export const timesheetsApi = moduleClient<typeof timesheetsRouter>();
