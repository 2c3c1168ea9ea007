import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import type { JobContext } from '../../jobs/queue.js';
import { audit, type Actor } from '../../lib/audit.js';
import { lockClause } from '../../lib/lock-row.js';
import { headerText, renderMail, type MailContent } from './mail.render.js';
import type { MailRuntime } from './mail.runtime.js';

export const MAIL_SEND_JOB = 'mail.send';
/** Tries per message (1, 2, 4, 8 and 16 minutes apart), then it is marked failed for an admin. */
export const MAIL_MAX_ATTEMPTS = 6;
export const mailBackoffMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);

/** Said of a message whose worker died after (maybe) handing it to the SMTP server. */
export const INTERRUPTED =
  'Interrupted while sending: the SMTP server may have received it, so it was not sent again. Send it again by hand if it never arrived.';

export interface MailRecipient {
  userId: string | null;
  address: string;
  name: string;
  /** The person's e-mail preferences page, for List-Unsubscribe; null for people without an account yet. */
  preferencesUrl: string | null;
}

/** The kind of message whose body is emptied once sent: it carries a live reset token. */
export const PASSWORD_RESET_KIND = 'password_reset';

const SIMPLE_ADDRESS = /^[^\s<>@",;:\\]+@[^\s<>@",;:\\]+$/;

/**
 * Writes one message to the outbox and its send job, inside the caller's transaction: if that rolls back, no
 * e-mail leaves. Returns the outbox id, or null when the address cannot be written safely into a header.
 */
export async function queueMail(
  tx: DbOrTx,
  runtime: MailRuntime,
  kind: string,
  recipient: MailRecipient,
  content: MailContent,
): Promise<string | null> {
  if (!SIMPLE_ADDRESS.test(recipient.address)) return null;
  const { html, text } = renderMail({ ...content, preferencesUrl: recipient.preferencesUrl });
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into mail_outbox (kind, recipient_user_id, to_address, to_name, subject, html, text, unsubscribe_url)
        values (${kind}, ${recipient.userId}, ${recipient.address}, ${headerText(recipient.name, 100)},
                ${headerText(content.heading)}, ${html}, ${text}, ${recipient.preferencesUrl})
        returning id`,
  );
  if (!row) return null;
  await runtime.jobs.enqueue(tx, MAIL_SEND_JOB, { id: row.id }, { singletonKey: `mail:${row.id}` });
  return row.id;
}

interface OutboxRow extends Record<string, unknown> {
  id: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  html: string;
  text: string;
  unsubscribe_url: string | null;
  attempts: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Sends one outbox message, at most once. The row is claimed (queued → sending) by a conditional update before
 * the SMTP hand-over and marked sent after it. A row still `sending` when a job comes for it means an earlier
 * worker died between the two: it may have been delivered, so it is marked failed, not sent again. An SMTP
 * error puts it back to queued and throws, so the job queue retries with backoff; the last try marks it failed.
 */
export async function deliverMail(db: Db, runtime: MailRuntime, id: string, job: Pick<JobContext, 'attempt'>) {
  const [row] = await rowsOf<OutboxRow>(
    db,
    sql`update mail_outbox set status = 'sending', attempts = attempts + 1, sending_at = now()
        where id = ${id} and status = 'queued'
        returning id, to_address, to_name, subject, html, text, unsubscribe_url, attempts`,
  );
  if (!row) {
    await db.execute(
      sql`update mail_outbox set status = 'failed', last_error = ${INTERRUPTED} where id = ${id} and status = 'sending'`,
    );
    return;
  }
  const headers: Record<string, string> = {};
  if (row.unsubscribe_url) headers['List-Unsubscribe'] = `<${row.unsubscribe_url}>`;
  try {
    await runtime.transport.send({
      from: runtime.from,
      to: { name: headerText(row.to_name ?? '', 100), address: row.to_address },
      subject: headerText(row.subject),
      html: row.html,
      text: row.text,
      messageId: `<${row.id}@praxis.mail>`,
      headers,
    });
  } catch (error) {
    const last = job.attempt >= MAIL_MAX_ATTEMPTS;
    await db.execute(
      sql`update mail_outbox set status = ${last ? 'failed' : 'queued'}, last_error = ${errorText(error)}
          where id = ${id} and status = 'sending'`,
    );
    throw error;
  }
  // A password reset link is a secret: once handed over, the outbox keeps no copy of it.
  await db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null,
          html = case when kind = ${PASSWORD_RESET_KIND} then '' else html end,
          text = case when kind = ${PASSWORD_RESET_KIND} then '' else text end
        where id = ${id} and status = 'sending'`,
  );
}

/** An admin sends a failed message again: back to queued, with a new job (audited). */
export async function retryMail(
  db: Db,
  runtime: MailRuntime,
  actor: Actor,
  id: string,
): Promise<'queued' | 'not-found' | 'not-failed'> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ status: string; attempts: number; last_error: string | null }>(
      tx,
      sql`select status, attempts, last_error from mail_outbox where id = ${id} ${lockClause()}`,
    );
    if (!row) return 'not-found';
    if (row.status !== 'failed') return 'not-failed';
    await tx.execute(sql`update mail_outbox set status = 'queued', last_error = null where id = ${id}`);
    await runtime.jobs.enqueue(tx, MAIL_SEND_JOB, { id }, { singletonKey: `mail:${id}:retry:${row.attempts}` });
    await audit(tx, actor, {
      entity: 'mail_outbox',
      entityId: id,
      action: 'update',
      before: { status: 'failed', last_error: row.last_error },
      after: { status: 'queued' },
    });
    return 'queued';
  });
}
