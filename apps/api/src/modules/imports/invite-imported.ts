import type { ImportError, ImportReport } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { inviteConsultant } from '../invitations/invitations.service.js';

/** E-mails looked up per statement (a 20,000-person file stays within the driver's parameter limit). */
const CHUNK = 1_000;

export interface InviteOptions {
  actor: Actor;
  /** The web app's address, for the invitation links. */
  appUrl: string;
}

async function inChunks<T>(emails: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < emails.length; start += CHUNK)
    found.push(...(await read(emails.slice(start, start + CHUNK))));
  return found;
}

const emailList = (chunk: string[]) =>
  sql.join(
    chunk.map((email) => sql`${email}`),
    sql`, `,
  );

/** E-mails (of those given) someone already signed up with: their owner has an account, so no invitation. */
const emailsWithAccount = (db: Db, emails: string[]) =>
  inChunks(emails, async (chunk) =>
    (
      await rowsOf<{ email: string }>(
        db,
        sql`select lower(email) as email from "user" where lower(email) in (${emailList(chunk)})`,
      )
    ).map((row) => row.email),
  );

/** The profiles of those e-mails no user owns, no account shares and no open invitation already waits for. */
const invitableProfiles = (db: Db, emails: string[]) =>
  inChunks(emails, (chunk) =>
    rowsOf<{ id: string; email: string }>(
      db,
      sql`select c.id, c.email from consultants c
          where c.email in (${emailList(chunk)}) and c.user_id is null
            and not exists (select 1 from "user" u where lower(u.email) = c.email)
            and not exists (
              select 1 from consultant_invitations i
              where i.consultant_id = c.id and i.used_at is null and i.revoked_at is null and i.expires_at > now()
            )`,
    ),
  );

/**
 * The people a consultants import created, invited through the invitation service (one transaction each, its
 * e-mail queued in the outbox); a dry run counts who would be. Updated and unchanged rows are never invited, so
 * importing a file again sends nothing. An invitation that fails is the row's error; the import stands.
 */
export async function inviteCreated(db: Db, report: ImportReport, options: InviteOptions): Promise<ImportReport> {
  const created = report.rows.filter((row) => row.action === 'create' && row.key !== '');
  if (created.length === 0) return report;
  const emails = created.map((row) => row.key);
  if (report.dry_run) {
    const taken = new Set(await emailsWithAccount(db, emails));
    return { ...report, invited: emails.filter((email) => !taken.has(email)).length };
  }
  const rowOf = new Map(created.map((row) => [row.key, row.row]));
  const errors: ImportError[] = [];
  let invited = 0;
  for (const profile of await invitableProfiles(db, emails)) {
    try {
      await inviteConsultant(db, options.actor, profile.id, options.appUrl);
      invited += 1;
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'the invitation could not be made.';
      errors.push({
        row: rowOf.get(profile.email) ?? 0,
        column: 'email',
        message: `not invited: ${reason} The person was imported; invite them from their profile.`,
      });
    }
  }
  return { ...report, invited, errors: [...report.errors, ...errors] };
}
