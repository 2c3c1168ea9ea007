import type { jobTitlesRouter } from '@praxis/api/catalogues/job-titles.routes';
import type { commandCenterRouter } from '@praxis/api/command-center/command-center.routes';
import type { exchangeRatesRouter } from '@praxis/api/command-center/exchange-rates.routes';
import { moduleClient } from '@/lib/typed-client';

/** The command center module's typed client (Hono RPC, decision 012). */
export const commandCenterApi = moduleClient<typeof commandCenterRouter>();

/** The job titles route (the job title filter's choices). */
export const jobTitlesApi = moduleClient<typeof jobTitlesRouter>();

/** The exchange rates (admin), read and set here and shown in Admin Settings. */
export const exchangeRatesApi = moduleClient<typeof exchangeRatesRouter>();
