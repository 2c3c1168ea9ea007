import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInThrottle } from '../db/schema/access.js';
import { rowsOf } from '../db/sql.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILED_LOGINS = 10;

export interface SignInSlot {
  allowed: boolean;
  /** When refused: seconds until the window has moved on. */
  retryAfterS: number;
}

/**
 * Brute-force protection per account: at most 10 failed sign-ins for one email within 15 minutes. Every attempt
 * takes a slot BEFORE its password is checked, in one upsert whose row lock orders concurrent attempts, so 40
 * parallel guesses get slots 1…40 and only the first 10 ever reach the password check. A successful sign-in gives
 * its slot back. Counters live in the database, so every API instance shares them.
 */
export async function takeSignInSlot(db: Db, email: string): Promise<SignInSlot> {
  const windowS = LOGIN_WINDOW_MS / 1000;
  const [row] = await rowsOf<{ failures: number; retry_after_s: number }>(
    db,
    sql`insert into sign_in_throttle as t (email, failures, window_started_at) values (${email}, 1, now())
        on conflict (email) do update set
          failures = case when t.window_started_at <= now() - make_interval(secs => ${windowS})
                          then 1 else t.failures + 1 end,
          window_started_at = case when t.window_started_at <= now() - make_interval(secs => ${windowS})
                                   then now() else t.window_started_at end
        returning failures,
          ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowS}) - now())))::int
            as retry_after_s`,
  );
  if (!row || row.failures <= MAX_FAILED_LOGINS) return { allowed: true, retryAfterS: 0 };
  return { allowed: false, retryAfterS: Math.max(1, row.retry_after_s) };
}

/** The password was right: the attempt was not a failure after all. */
export async function returnSignInSlot(db: Db, email: string): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(sql`${signInThrottle.email} = ${email}`);
}

/** Rows are only needed for their window; prune now and then so the table stays small. */
export async function pruneSignInThrottle(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.windowStartedAt, new Date(now.getTime() - 2 * LOGIN_WINDOW_MS)))
    .returning({ email: signInThrottle.email });
  return deleted.length;
}

export function tooManyAttemptsMessage(retryAfterS: number): string {
  const minutes = Math.ceil(retryAfterS / 60);
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
