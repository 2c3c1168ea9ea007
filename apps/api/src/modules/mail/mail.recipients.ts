import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import type { MailRecipient } from './mail.outbox.js';

/** Where a person chooses how notifications reach them: the e-mail section of their own profile (My Profile). */
export const preferencesPath = (consultantId: string | null) =>
  consultantId ? `/consultants/${consultantId}#email-preferences` : '/notifications';

/** An active account's address and name, with its preferences page; null for a deactivated or unknown one. */
export async function recipientOf(tx: DbOrTx, appUrl: string, userId: string): Promise<MailRecipient | null> {
  const [row] = await rowsOf<{ email: string; name: string; consultant_id: string | null }>(
    tx,
    sql`select u.email, u.name, c.id as consultant_id from "user" u
        left join consultants c on c.user_id = u.id
        where u.id = ${userId} and u.deactivated_at is null
        limit 1`,
  );
  if (!row) return null;
  return {
    userId,
    address: row.email,
    name: row.name,
    preferencesUrl: `${appUrl}${preferencesPath(row.consultant_id)}`,
  };
}
