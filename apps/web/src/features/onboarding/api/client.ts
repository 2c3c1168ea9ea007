import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import type { invitationsRouter } from '@praxis/api/invitations/invitations.routes';
import type { onboardingRouter } from '@praxis/api/onboarding/onboarding.routes';
import { moduleClient } from '@/lib/typed-client';

/** The onboarding module's typed client (Hono RPC, decision 012): routes, params and bodies checked by the compiler. */
export const onboardingApi = moduleClient<typeof onboardingRouter>();

/** The consultants and invitations routes the new-hire form uses. */
export const consultantsApi = moduleClient<typeof consultantsRouter>();
export const invitationsApi = moduleClient<typeof invitationsRouter>();
