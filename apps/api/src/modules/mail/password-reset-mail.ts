import { PASSWORD_RESET_TTL_S } from '../../auth/password-reset-throttle.js';
import type { DbOrTx } from '../../db/client.js';
import { PASSWORD_RESET_KIND, queueMail } from './mail.outbox.js';
import { mailRuntime } from './mail.runtime.js';

/** The web page that takes a reset token; the token rides in the query, as the invitation's does in its path. */
export const passwordResetUrl = (appUrl: string, token: string) =>
  `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * E-mails a password reset link. Nothing goes out while e-mail is off (the login page then offers no reset). No
 * List-Unsubscribe: the person asked for this message, and there is no preference that could stop it.
 */
export async function mailPasswordReset(
  db: DbOrTx,
  user: { id: string; email: string; name: string },
  token: string,
): Promise<void> {
  const runtime = mailRuntime();
  if (!runtime) return;
  await queueMail(
    db,
    runtime,
    PASSWORD_RESET_KIND,
    { userId: user.id, address: user.email, name: user.name, preferencesUrl: null },
    {
      heading: 'Reset your Praxis password',
      paragraphs: [
        'Someone, probably you, asked to reset the password of your Praxis account.',
        `The link works once, for ${PASSWORD_RESET_TTL_S / 60} minutes. Choosing a new password signs you out everywhere.`,
      ],
      action: { label: 'Choose a new password', url: passwordResetUrl(runtime.appUrl, token) },
      footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  );
}
