import type { timesheetsAdminRouter } from '@praxis/api/timesheets/admin.routes';
import type { timesheetsRouter } from '@praxis/api/timesheets/timesheets.routes';
import { moduleClient } from '@/lib/typed-client';

/** The timesheets module's typed client (Hono RPC, decision 012): my week, its cells, lines and actions. */
export const timesheetsApi = moduleClient<typeof timesheetsRouter>();

/** The admin side of the timesheets module (approvals, totals, reminders, summaries), typed by its own router. */
export const timesheetsAdminApi = moduleClient<typeof timesheetsAdminRouter>();
