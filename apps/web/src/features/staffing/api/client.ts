import type { jobTitlesRouter } from '@praxis/api/catalogues/job-titles.routes';
import type { resourceRequestsRouter } from '@praxis/api/staffing/requests.routes';
import type { staffingRouter } from '@praxis/api/staffing/staffing.routes';
import { moduleClient } from '@/lib/typed-client';

/** The staffing module's typed client (Hono RPC, decision 012): candidates, proposals, queue, board, weights. */
export const staffingApi = moduleClient<typeof staffingRouter>();

/** Resource requests (file, edit, list, read, history), typed by their router. */
export const resourceRequestsApi = moduleClient<typeof resourceRequestsRouter>()['resource-requests'];
/** The job titles a request can name, from their own router. */
export const jobTitlesApi = moduleClient<typeof jobTitlesRouter>()['job-titles'];
