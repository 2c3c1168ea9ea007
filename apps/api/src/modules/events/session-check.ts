import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { sessionTokenOf } from '../../auth/session-cache.js';

/**
 * The session token inside the session cookie (`<token>.<signature>`, URL-encoded). Only read from a request that
 * requireAccess already authenticated, so the signature has been checked.
 */
export function sessionTokenFromCookie(cookieHeader: string | null | undefined): string | undefined {
  const value = sessionTokenOf(cookieHeader);
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = decoded.lastIndexOf('.');
  return dot > 0 ? decoded.slice(0, dot) : undefined;
}

/** Whether the session still exists, has not expired and belongs to an account that is not deactivated. */
export async function isSessionLive(db: DbOrTx, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from session s join "user" u on u.id = s.user_id
        where s.token = ${token} and s.expires_at > now() and u.deactivated_at is null`,
  );
  return rows.length > 0;
}

/**
 * Whether a personal API token is still good: not revoked, not expired, its user not deactivated. A stream opened
 * with a token lives with the token, not with a browser session it never had.
 */
export async function isApiTokenLive(db: DbOrTx, tokenId: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from api_tokens t join "user" u on u.id = t.user_id
        where t.id = ${tokenId} and t.revoked_at is null and t.expires_at > now() and u.deactivated_at is null`,
  );
  return rows.length > 0;
}
