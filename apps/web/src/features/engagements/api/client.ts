import type { engagementsRouter } from '@praxis/api/engagements/engagements.routes';
import { moduleClient } from '@/lib/typed-client';

/** The engagements module's typed client (Hono RPC, decision 012): engagements, their team and requests. */
export const engagementsApi = moduleClient<typeof engagementsRouter>();
