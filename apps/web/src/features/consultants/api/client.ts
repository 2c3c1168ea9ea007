import type { mailRouter } from '@praxis/api/mail/mail.routes';
import type { apiTokensRouter } from '@praxis/api/api-tokens/api-tokens.routes';
import type { invitationsRouter } from '@praxis/api/invitations/invitations.routes';
import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import type { skillsRouter } from '@praxis/api/consultants/skills.routes';
import { moduleClient } from '@/lib/typed-client';

/** The consultants module's typed client (Hono RPC, decision 012). */
export const consultantsApi = moduleClient<typeof consultantsRouter>();

/** Skills: a profile's skills and the skills inventory. */
export const skillsApi = moduleClient<typeof skillsRouter>();

/** A consultant's sign-up invitation (status, a fresh link). */
export const invitationsApi = moduleClient<typeof invitationsRouter>();

/** One's own personal API tokens (My Profile). */
export const apiTokensApi = moduleClient<typeof apiTokensRouter>();

/** One's own e-mail preferences (My Profile). */
export const mailApi = moduleClient<typeof mailRouter>();
