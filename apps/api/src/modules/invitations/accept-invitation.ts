import type { InvitationAccept } from '@praxis/shared';
import type { Context } from 'hono';
import { clientAddressOf } from '../../middleware/auth-handler.js';
import { runWithAuthContext } from '../../auth/auth-context.js';
import type { AppEnv } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { findOpenInvitationByToken } from './invitations.queries.js';
import { INVITATION_INVALID } from '../../auth/sign-up-policy.js';

const STATUS_CODES = { 403: 'FORBIDDEN', 409: 'CONFLICT', 422: 'VALIDATION', 429: 'RATE_LIMITED' } as const;

/**
 * Signs up through better-auth with the invited profile's e-mail, the invitation riding along in the auth
 * context: the sign-up hooks admit it whatever the sign-up policy, and use it up and link the profile inside the
 * sign-up transaction. better-auth's session cookie is passed on.
 */
export async function acceptInvitation(c: Context<AppEnv>, token: string, input: InvitationAccept) {
  const { auth, database } = c.get('deps');
  const invitation = await findOpenInvitationByToken(database.db, token);
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_INVALID);
  const response = await runWithAuthContext(
    {
      log: c.get('log'),
      clientAddress: clientAddressOf(c),
      invitation: { id: invitation.id, consultantId: invitation.consultantId, email: invitation.email },
    },
    () =>
      auth.api.signUpEmail({
        body: { name: input.name, email: invitation.email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      }),
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    const code = STATUS_CODES[response.status as keyof typeof STATUS_CODES] ?? 'CONFLICT';
    throw new AppError(code, body.message ?? 'The account could not be created.');
  }
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const body = (await response.json()) as { user: { id: string; email: string; name: string } };
  return { id: body.user.id, email: body.user.email, name: body.user.name };
}
