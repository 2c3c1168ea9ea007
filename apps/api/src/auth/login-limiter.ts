import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInThrottle } from '../db/schema/access.js';
import { rowsOf } from '../db/sql.js';
import { addTime } from '@praxis/shared/dates';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed password checks for one account from one client within the window. */
export const MAX_FAILED_LOGINS = 10;
/** Failed password checks from one client within the window, whatever the accounts (spraying). */
export const MAX_FAILED_PER_CLIENT = 50;
/** Consecutive failures on an account before a client that failed on it must wait between guesses. */
const FREE_FAILURES = 3;
const MAX_DELAY_S = 60;

/** Who is guessing what: the account's e-mail and the client's address. */
export interface PasswordAttempt {
  email: string;
  client: string;
}

export type Refusal = 'account' | 'client' | 'slow';

export interface SignInSlot {
  allowed: boolean;
  /** When refused: which limit, and seconds until it lets this client try again. */
  refusal?: Refusal;
  retryAfterS: number;
}

/**
 * The counters share one table (`sign_in_throttle`, keyed by text): `account:<email>|client:<address>` and
 * `client:<address>` count failures within a fixed window; `delay:<email>` holds the account's consecutive
 * failures and the time of the last one.
 */
const pairKey = ({ email, client }: PasswordAttempt) => `account:${email}|client:${client}`;
const clientKey = ({ client }: PasswordAttempt) => `client:${client}`;
const delayKey = ({ email }: PasswordAttempt) => `delay:${email}`;

/** The wait a client that failed on an account owes after the account's n-th consecutive failure: 1, 2, 4 … 60 s. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_S, 2 ** (failures - FREE_FAILURES));

/**
 * One more attempt in the key's window (a new window when the last one is over); its count and seconds left. The
 * upsert's row lock orders concurrent attempts, so each gets its own count.
 */
export async function takeSlot(
  db: Db,
  key: string,
  windowS = LOGIN_WINDOW_MS / 1000,
): Promise<{ failures: number; retryAfterS: number }> {
  const [row] = await rowsOf<{ failures: number; retry_after_s: number }>(
    db,
    sql`insert into sign_in_throttle as t (email, failures, window_started_at) values (${key}, 1, now())
        on conflict (email) do update set
          failures = case when t.window_started_at <= now() - make_interval(secs => ${windowS})
                          then 1 else t.failures + 1 end,
          window_started_at = case when t.window_started_at <= now() - make_interval(secs => ${windowS})
                                   then now() else t.window_started_at end
        returning failures,
          ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowS}) - now())))::int
            as retry_after_s`,
  );
  return { failures: row?.failures ?? 1, retryAfterS: Math.max(1, row?.retry_after_s ?? 1) };
}

/** Seconds this client still owes the account's growing delay (0 for a client that has not failed on it). */
async function owedDelay(db: Db, attempt: PasswordAttempt): Promise<number> {
  const windowS = LOGIN_WINDOW_MS / 1000;
  const [row] = await rowsOf<{ pair_failures: number | null; failures: number | null; elapsed_s: number | null }>(
    db,
    sql`select
          (select p.failures from sign_in_throttle p where p.email = ${pairKey(attempt)}
             and p.window_started_at > now() - make_interval(secs => ${windowS})) as pair_failures,
          d.failures, extract(epoch from (now() - d.window_started_at))::float8 as elapsed_s
        from (select 1) one
        left join sign_in_throttle d on d.email = ${delayKey(attempt)}
          and d.window_started_at > now() - make_interval(secs => ${windowS})`,
  );
  if (!row?.pair_failures || !row.failures) return 0;
  return Math.ceil(delayAfter(row.failures) - (row.elapsed_s ?? 0));
}

/**
 * Brute-force protection that cannot be turned against the account's owner. Every password check takes a slot
 * BEFORE the password is checked, in upserts whose row locks order concurrent attempts (40 parallel guesses get
 * slots 1…40 and only the first 10 reach the check):
 *  - per client: at most 50 failures within 15 minutes over all accounts, so one client cannot spray guesses;
 *  - per account and client: at most 10 failures within 15 minutes — the guesser's client is locked out, the
 *    owner signing in from another client is not;
 *  - per account, a growing delay: after 3 consecutive failures, a client that failed on the account waits 1, 2,
 *    4 … 60 seconds between guesses. A client that has not failed on it is never slowed down.
 * A password that was right gives its slots back and ends the delay. Counters live in the database, so every API
 * instance shares them.
 */
export async function takeSignInSlot(db: Db, attempt: PasswordAttempt): Promise<SignInSlot> {
  const owed = await owedDelay(db, attempt);
  if (owed > 0) return { allowed: false, refusal: 'slow', retryAfterS: owed };
  const byClient = await takeSlot(db, clientKey(attempt));
  if (byClient.failures > MAX_FAILED_PER_CLIENT) {
    return { allowed: false, refusal: 'client', retryAfterS: byClient.retryAfterS };
  }
  const byAccount = await takeSlot(db, pairKey(attempt));
  if (byAccount.failures > MAX_FAILED_LOGINS) {
    return { allowed: false, refusal: 'account', retryAfterS: byAccount.retryAfterS };
  }
  return { allowed: true, retryAfterS: 0 };
}

/**
 * Seconds a client must still wait after too many failed credentials from it (passwords and API tokens count
 * together in its `client:` window), or 0.
 */
export async function clientLockoutS(db: Db, client: string): Promise<number> {
  const windowS = LOGIN_WINDOW_MS / 1000;
  const [row] = await rowsOf<{ failures: number; retry_after_s: number }>(
    db,
    sql`select failures,
          ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowS}) - now())))::int as retry_after_s
        from sign_in_throttle
        where email = ${clientKey({ email: '', client })}
          and window_started_at > now() - make_interval(secs => ${windowS})`,
  );
  return row && row.failures >= MAX_FAILED_PER_CLIENT ? Math.max(1, row.retry_after_s) : 0;
}

/** A credential other than a password failed (an unknown API token): one more failure in the client's window. */
export async function recordClientFailure(db: Db, client: string): Promise<SignInSlot> {
  const slot = await takeSlot(db, clientKey({ email: '', client }));
  return slot.failures > MAX_FAILED_PER_CLIENT
    ? { allowed: false, refusal: 'client', retryAfterS: slot.retryAfterS }
    : { allowed: true, retryAfterS: 0 };
}

/** The password was right (or was never checked): the attempt was not a failure after all. */
export async function returnSignInSlot(db: Db, attempt: PasswordAttempt, { succeeded = true } = {}): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(sql`${signInThrottle.email} in (${pairKey(attempt)}, ${clientKey(attempt)})`);
  if (succeeded) await db.delete(signInThrottle).where(sql`${signInThrottle.email} = ${delayKey(attempt)}`);
}

/** A wrong password: one more consecutive failure on the account, and its time. */
export async function recordSignInFailure(db: Db, attempt: PasswordAttempt): Promise<void> {
  const windowS = LOGIN_WINDOW_MS / 1000;
  await db.execute(
    sql`insert into sign_in_throttle as t (email, failures, window_started_at) values (${delayKey(attempt)}, 1, now())
        on conflict (email) do update set
          failures = case when t.window_started_at <= now() - make_interval(secs => ${windowS})
                          then 1 else t.failures + 1 end,
          window_started_at = now()`,
  );
}

/** Rows are only needed for their window; prune now and then so the table stays small. */
export async function pruneSignInThrottle(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.windowStartedAt, addTime(now, { milliseconds: -2 * LOGIN_WINDOW_MS })))
    .returning({ email: signInThrottle.email });
  return deleted.length;
}

const waitText = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function tooManyAttemptsMessage(retryAfterS: number, refusal: Refusal = 'account'): string {
  const from = refusal === 'client' ? 'from this network' : 'for this account';
  return `Too many failed sign-in attempts ${from}. Try again in ${waitText(retryAfterS)}.`;
}
