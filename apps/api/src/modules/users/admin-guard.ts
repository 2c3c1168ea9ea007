import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';

/** One lock for every change that can take admin away from someone (roles, role field, deactivation). */
const ADMINS_LOCK = 0x70726178; // "prax"

/**
 * Call first in a transaction that may take admin away: changes that could leave the firm without an admin then
 * run one after another, so two admins demoting each other at the same moment cannot both succeed.
 */
export async function lockAdmins(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
}

/** Active (not deactivated) users holding admin, as primary role or as an active additional role. */
export async function activeAdminCount(tx: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n
        from get_user_roles_bulk(array(select id from "user" where deactivated_at is null)) r
        where r.primary_role = 'admin' or 'admin' = any(r.additional_roles)`,
  );
  return Number(row?.n ?? 0);
}

export const LAST_ADMIN_MESSAGE =
  'This is the last active admin. Make someone else an admin first, so the firm is never left without one.';

/** Call after the change, inside the same transaction: refusing rolls the change back. */
export async function assertAnAdminRemains(tx: DbOrTx): Promise<void> {
  if ((await activeAdminCount(tx)) === 0) throw AppError.conflict(LAST_ADMIN_MESSAGE);
}
