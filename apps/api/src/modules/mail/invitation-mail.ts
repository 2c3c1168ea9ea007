import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { queueMail } from './mail.outbox.js';
import { mailRuntime } from './mail.runtime.js';

/**
 * E-mails a new invitation link to the profile's address, in the invitation's transaction. Answers the address
 * it went to, or null while e-mail is off (the admin then copies the link by hand).
 */
export async function mailInvitation(
  tx: DbOrTx,
  consultantId: string,
  invitation: { url: string; expiresAt: Date },
): Promise<string | null> {
  const runtime = mailRuntime();
  if (!runtime) return null;
  const [person] = await rowsOf<{ email: string; first_name: string; last_name: string }>(
    tx,
    sql`select email, first_name, last_name from consultants where id = ${consultantId}`,
  );
  if (!person) return null;
  const expires = invitation.expiresAt.toISOString().slice(0, 10);
  const queued = await queueMail(
    tx,
    runtime,
    'invitation',
    { userId: null, address: person.email, name: `${person.first_name} ${person.last_name}`, preferencesUrl: null },
    {
      heading: 'You are invited to Praxis',
      paragraphs: [
        `Hello ${person.first_name}, your profile in Praxis is ready.`,
        `Choose a password to sign in. The link works once and until ${expires}.`,
      ],
      action: { label: 'Accept the invitation', url: invitation.url },
      footer: 'You get this e-mail because an admin of your firm invited you to Praxis.',
    },
  );
  return queued ? person.email : null;
}
