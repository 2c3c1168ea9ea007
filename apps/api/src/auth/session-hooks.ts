import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { user } from '../db/schema/auth.js';
import type { Logger } from '../lib/logger.js';
import { announceSessionChange } from '../realtime/realtime.js';
import { clearStoredCalendarToken } from './stored-provider-token.js';
import { authDbHandle } from './auth-context.js';

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask an admin to reactivate it.';

/**
 * better-auth's session hooks (docs/product.md §10 "Access ends at once"):
 *  - no session is created for a deactivated account, whatever the way in (password, single sign-on): 403 with
 *    a message saying so (a wrong password still answers the usual 401, so this tells nothing to a guesser);
 *  - every session better-auth deletes (sign-out, revoke-session(s), an expired one found) is announced on the
 *    sessions channel, so every instance forgets it and closes its event streams at once;
 *  - signing out clears the stored calendar access token (a connected calendar's next refresh, while the user has
 *    a session again, stores a new one).
 */
export function sessionHooks(db: Db, logger: Logger) {
  return {
    create: {
      before: async (session: { userId: string }) => {
        // Inside better-auth's transaction when there is one (sign-up): the embedded database has one connection,
        // so a query beside the open transaction would wait for it forever.
        const [found] = await authDbHandle(db)
          .select({ deactivatedAt: user.deactivatedAt })
          .from(user)
          .where(eq(user.id, session.userId));
        if (found?.deactivatedAt) {
          throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE, code: 'ACCOUNT_DEACTIVATED' });
        }
      },
    },
    delete: {
      after: async (session: { userId: string }) => {
        await clearStoredCalendarToken(authDbHandle(db), session.userId).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not clear the stored calendar token'),
        );
        await announceSessionChange(authDbHandle(db), { user_id: session.userId }).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not announce an ended session'),
        );
      },
    },
  };
}
