import { visualSkeleton } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

/** A name as a reader sees it: look-alikes folded, blanks collapsed, any case. */
const looksOf = (name: string) => visualSkeleton(name).replace(/\s+/g, ' ');

/**
 * Whether `fullName` reads as the name of an admin (primary or additional role) other than the profile
 * `exceptConsultantId`: nobody may pass for an admin in status updates, referrals, uploads or notifications.
 */
export async function isAnAdminsName(db: DbOrTx, fullName: string, exceptConsultantId?: string): Promise<boolean> {
  const wanted = looksOf(fullName);
  if (!wanted) return false;
  const admins = await rowsOf<{ name: string }>(
    db,
    sql`select c.first_name || ' ' || c.last_name as name from consultants c
         where (c.role = 'admin'
                or exists (select 1 from user_roles ur
                            where ur.user_id = c.user_id and ur.role_name = 'admin' and ur.is_active))
           ${exceptConsultantId ? sql`and c.id <> ${exceptConsultantId}` : sql``}`,
  );
  return admins.some((admin) => looksOf(admin.name) === wanted);
}

/** The account's name follows the profile's, so every screen that shows an account name shows the profile's. */
export async function syncAccountName(db: DbOrTx, consultantId: string): Promise<void> {
  await db.execute(
    sql`update "user" u set name = trim(c.first_name || ' ' || c.last_name), updated_at = now()
          from consultants c where c.id = ${consultantId} and u.id = c.user_id`,
  );
}
