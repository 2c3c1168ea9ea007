import type { engagementsRouter } from '@praxis/api/engagements/engagements.routes';
import type { projectPlansRouter } from '@praxis/api/project-plans/plans.routes';
import type { planTemplatesRouter } from '@praxis/api/project-plans/templates.routes';
import { moduleClient } from '@/lib/typed-client';

/** The project-plans module's typed clients (Hono RPC, decision 012): plans, share links, templates. */
export const plansApi = moduleClient<typeof projectPlansRouter>();
export const templatesApi = moduleClient<typeof planTemplatesRouter>()['plan-templates'];
/** The engagement roles a template task may default to. */
export const engagementsApi = moduleClient<typeof engagementsRouter>();
