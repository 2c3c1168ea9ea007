import type { jobTitlesRouter } from '@praxis/api/catalogues/job-titles.routes';
import type { usersRouter } from '@praxis/api/users/users.routes';
import { moduleClient } from '@/lib/typed-client';

/** Typed clients (Hono RPC, decision 012) of the settings this feature edits: users and whitelist, job titles. */
export const usersApi = moduleClient<typeof usersRouter>();
export const jobTitlesApi = moduleClient<typeof jobTitlesRouter>();
