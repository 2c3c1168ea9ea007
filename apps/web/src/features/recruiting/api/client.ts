import type { jobTitlesRouter } from '@praxis/api/catalogues/job-titles.routes';
import type { recruitingRouter } from '@praxis/api/recruiting/recruiting.routes';
import { moduleClient } from '@/lib/typed-client';

/** The recruiting module's typed client (Hono RPC, decision 012): positions, candidates, interviews, insights. */
export const recruitingApi = moduleClient<typeof recruitingRouter>().recruiting;
/** The job titles route (a position's job title choices). */
export const jobTitlesApi = moduleClient<typeof jobTitlesRouter>();
